export const DEBT_MESSAGES = {
  title: 'Дебиторская задолженность',
  total: 'Итого задолженность (без переплат)',
  perBranchToggle: 'Показать остаток по филиалам',
  perBranchTable: 'Остаток по филиалам',
  branch: 'Филиал',
  remainder: 'Остаток',
  byMonth: 'Дебиторская задолженность по месяцам',
  columns: {
    full_name: 'ФИО',
    number: 'Номер договора',
    phone: 'Телефон',
    debt: 'Дебет',
    credit: 'Кредит',
    balance: 'Остаток',
    contract_url: 'Ссылка на договор',
    location_id: 'Филиал',
  },
} as const;
