// The payments page's texts: money.md sections 5 and 7 where quoted; the rest is not in the spec (chosen
// here, docs/decisions.md 'Payments page').
export const PAYMENT_MESSAGES = {
  title: 'Платежи',
  tabPayments: 'Платежи',
  tabCosts: 'Затраты',
  /** money.md section 5. */
  dateRequired: 'Введите дату',
  amountRequired: 'Введите сумму',
  /** money.md section 7. */
  added: 'Платеж добавлен',
  updated: 'Платеж обновлен',
  // Not in the spec.
  formTitle: 'Новый платеж',
  contract: 'Договор',
  contractHint: 'Номер договора или фамилия; Enter - найти, ↑↓ и Enter - выбрать',
  unknownContract: 'Договор не выбран - платеж будет записан на «unknown»',
  clearContract: 'Убрать договор',
  chooseOrClear: 'Выберите договор из списка (Enter) или очистите поле',
  contractClosed: 'По отмененному или закрытому договору платеж не добавить',
  branch: 'Филиал',
  branchRequired: 'Выберите филиал, где принят платеж',
  amount: 'Сумма',
  amountInvalid: 'Сумма должна быть положительным числом, не более двух знаков после запятой',
  date: 'Дата',
  add: 'Добавить платеж',
  addFailed: 'Не удалось добавить платеж',
  updateFailed: 'Не удалось обновить платеж',
  contractNotFound: (number: string) => `Договор с номером ${number} не найден`,
  total: 'Итого',
  gridLabel: 'Платежи',
  columns: {
    date: 'Дата',
    number: 'Договор',
    full_name: 'Заказчик',
    kid_name: 'Слушатель',
    amount: 'Сумма',
    id_location: 'Филиал',
    status: 'Статус',
    /** Not in the specification: the link to the payment's history (docs/decisions.md). */
    history: 'История',
  },
} as const;
