import { RECEIVABLE_TYPE } from '../contract/messages';

/**
 * Texts of the receipts schedule (money.md names the page, /payments-schedule, but does not show its content:
 * docs/decisions.md "Receipts schedule"). 'нет данных для отображения' is the spec's empty-grid text.
 */
export const SCHEDULE_MESSAGES = {
  title: 'График поступлений',
  previousMonth: 'Предыдущий месяц',
  currentMonth: 'Текущий месяц',
  nextMonth: 'Следующий месяц',
  month: 'Месяц',
  branch: 'Филиал',
  allBranches: 'Все филиалы',
  export: 'Скачать XLSX',
  exportFailed: 'Не удалось скачать график',
  empty: 'нет данных для отображения',
  emptyMonth: 'В этом месяце нет платежей по графикам и поступлений',
  totals: 'Итоги месяца',
  currency: { BYN: 'Рубли', GEL: 'Лари' },
  figures: {
    expected: 'Ожидается',
    covered: 'Оплачено',
    outstanding: 'Остаток',
    overdue: 'Просрочено',
    received: 'Поступило',
    overdue_before: 'Просрочено за прошлые месяцы',
  },
  hint: 'Платежи договора погашают его начисления по порядку дат: сначала самые ранние.',
  days: 'Поступления по дням',
  date: 'Дата',
  contracts: 'Договоров',
  today: 'сегодня',
  overdueBadge: 'просрочено',
  dayContracts: (date: string) => `Договоры за ${date}`,
  openDay: (date: string) => `Договоры за ${date}`,
  close: 'Закрыть',
  columns: {
    number: 'Договор',
    fullName: 'Заказчик',
    kidName: 'Ученик',
    types: 'Начисления',
  },
  unknownPayment: 'Платежи без договора',
  /** The kinds of dues, worded as on the contract page. */
  types: RECEIVABLE_TYPE as Readonly<Record<string, string>>,
} as const;
