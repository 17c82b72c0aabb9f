import { RECEIVABLE_TYPE } from '../../contract/messages';

/** The receivables pivot's texts (money.md section 2 names the section; the rest is not in the spec). */
export const RECEIVABLES_MESSAGES = {
  branch: 'Филиал',
  allBranches: 'Все филиалы',
  month: 'Месяц',
  total: 'Итого',
  table: (currency: string) => `Начисления по месяцам, ${currency}`,
  currency: { BYN: 'В рублях', GEL: 'В лари' },
  /** The kinds of receivables, as the contract page names its debit lines. */
  types: RECEIVABLE_TYPE,
  months: [
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
  ],
} as const;
