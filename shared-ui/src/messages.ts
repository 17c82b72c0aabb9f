// Every Russian text of the UI kit, quoted as the specification gives it, so a reader can find
// each message from the spec by search. Texts the spec does not give are marked "not in the spec".
export const messages = {
  emptyGrid: 'нет данных для отображения',
  deleteConfirmTitle: 'Вы уверены, что хотите удалить запись?',
  deleteConfirmText: 'Удалённые данные невозможно восстановить.',
  add: 'Добавить',
  modify: 'Изменить',
  remove: 'Удалить',
  save: 'Сохранить',
  cancel: 'Отмена',
  search: 'Поиск',
  filters: 'Фильтры',
  retry: 'Повторить',
  overpayment: 'переплата',
  // Not in the spec: chosen for the UI kit.
  confirm: 'Подтвердить',
  yes: 'Да',
  no: 'Нет',
  all: 'Все',
  loading: 'Загрузка…',
  close: 'Закрыть',
  noTime: '--:--',
  timeOf: (header: string) => `${header}: время`,
  notifications: 'Уведомления',
  rowCount: (shown: number, total: number) =>
    shown === total ? `Записей: ${total}` : `Записей: ${shown} из ${total}`,
  pageRows: (from: number, to: number, total: number) =>
    total === 0 ? 'Записей: 0' : `Записи ${from}–${to} из ${total}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  pager: 'Страницы',
  columnFilter: (header: string) => `Фильтр: ${header}`,
  saveFailed: 'Не удалось сохранить запись',
  deleteFailed: 'Не удалось удалить запись',
  notANumber: (header: string) => `Поле «${header}» должно быть числом`,
  notAnAmount: (header: string) => `Поле «${header}» должно быть суммой, например 1234,50`,
  pageUnavailableTitle: 'Раздел пока недоступен',
  pageUnavailableText: (area: string) =>
    `Эта страница ещё не входит в установленную версию модуля «${area}». Остальные разделы работают.`,
} as const;
