// The costs tab's texts: money.md sections 2, 5 and 7 where quoted; the rest is not in the spec (chosen
// here, docs/decisions.md 'Costs tab (issue 10)').
export const COST_MESSAGES = {
  /** money.md section 2. */
  noRights: 'У вас нет прав для просмотра страницы',
  /** money.md section 5. */
  fillAll: 'заполните все поля',
  amountNotNumber: 'Сумма должна быть числом',
  /** money.md section 7. */
  updated: 'Таблица затрат успешно обновлена',
  // Not in the spec.
  formTitle: 'Новая затрата',
  date: 'Дата',
  category: 'Категория',
  operation: 'Операция',
  amount: 'Сумма',
  location: 'Филиал',
  requisite: 'Реквизиты',
  chooseCategory: 'Выберите категорию',
  chooseOperation: 'Выберите операцию',
  noOperations: 'У категории нет операций',
  chooseLocation: 'Выберите филиал',
  noRequisite: 'Не указаны',
  amountHint: 'Например 1234,50',
  amountPositive: 'Сумма должна быть больше нуля',
  add: 'Добавить затрату',
  optionsFailed: 'Не удалось загрузить категории и филиалы',
  editTitle: 'Изменение затраты',
  edit: 'Изменить',
  editRow: (date: string, category: string) => `Изменить затрату от ${date}: ${category}`,
  save: 'Сохранить',
  cancel: 'Отмена',
  close: 'Закрыть',
  total: 'Итого',
  periodFrom: 'С',
  periodTo: 'По',
  period: 'Период',
  gridLabel: 'Затраты',
  columns: {
    date_transaction: 'Дата',
    category: 'Категория',
    operation: 'Операция',
    amount: 'Сумма',
    location_id: 'Филиал',
    type: 'Реквизиты',
  },
} as const;
