/** Russian refusals of payments (the spec's texts where it has them). */
export const PAYMENT_MESSAGES = {
  contractClosed: 'Нельзя добавить платеж по отмененному или закрытому договору',
  numberMismatch: 'Номер не совпадает с номером договора',
  unknownNeedsBranch: 'Укажите филиал, где принят платеж',
  onlyUnknownReattached: 'Договор можно указать только у платежа на «unknown»',
  otherCurrency: 'Платеж принят в другой валюте: его нельзя отнести к договору филиала другой страны',
} as const;
