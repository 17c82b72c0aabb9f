/** The unmarked lessons page's texts (learning.md sections 2.10 and 8: the English ones shown as given). */
export const UNMARKED_MESSAGES = {
  title: 'Неотмеченные уроки',
  locations: 'Филиалы',
  columns: { teacher: 'Преподаватель', subject: 'Предмет', group_name: 'Группа', date: 'Дата' },
  table: 'Неотмеченные уроки филиала',
  allMarked: 'All lessons are marked!',
  noLocations: 'Locations not found.',
  chooseLocation: 'Выберите филиал',
  loading: 'Загрузка…',
  error: (message: string) => `Ошибка: ${message}`,
  retry: 'Повторить',
  sortBy: (column: string, order: 'asc' | 'desc' | null) =>
    `${column}: ${order === 'asc' ? 'по возрастанию' : order === 'desc' ? 'по убыванию' : 'без сортировки'}`,
} as const;
