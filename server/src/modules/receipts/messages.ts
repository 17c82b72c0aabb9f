/** Texts of the receipts schedule's export and of order documents (not in the spec; docs/decisions.md). */
export const RECEIPT_MESSAGES = {
  orderLocations: 'Приказ формируется только для локаций Минск и Барановичи',
  noOrderTemplate: 'Шаблон приказа не загружен',
  fileName: (month: string) => `График поступлений ${month}.xlsx`,
  orderFileName: (date: string) => `Приказ ${date}.docx`,
  caption: (month: string) => `График поступлений за ${month}`,
  branches: (names: string) => `Филиалы: ${names}`,
  asOf: (date: string) => `Оплаты учтены на ${date}; договор оплачивает свои начисления по порядку дат`,
  sheets: { days: 'По дням', totals: 'Итоги', contracts: 'Договоры' },
  columns: {
    date: 'Дата',
    currency: 'Валюта',
    expected: 'Ожидается',
    covered: 'Оплачено',
    outstanding: 'Остаток',
    overdue: 'Просрочено',
    received: 'Поступило',
    contracts: 'Договоров',
    overdueBefore: 'Просрочено за прошлые месяцы',
    number: 'Договор',
    fullName: 'Заказчик',
    kidName: 'Ученик',
    branch: 'Филиал',
    types: 'Начисления',
  },
  unknown: 'unknown',
} as const;

/** The receivable types in Russian, as the contract page names them. */
export const RECEIVABLE_LABELS: Readonly<Record<string, string>> = {
  tuition: 'Обучение',
  breakfast: 'Завтрак',
  lunch: 'Обед',
  snack: 'Полдник',
  extension: 'Продлёнка',
  electives: 'Факультативы',
  additional: 'Дополнительный долг',
  carried_over: 'Перенесённый остаток',
};

export const CURRENCY_LABELS = { BYN: 'BYN (р.)', GEL: 'GEL (₾)' } as const;
