import type { ContractData } from 'shared-api';

// The contract page's texts. The spec gives the page's parts, not its Russian wording: the texts marked
// "not in the spec" are chosen here (docs/decisions.md 'Contract page, read-only part').
export const CONTRACT_MESSAGES = {
  // Not in the spec.
  title: 'Баланс по договору',
  searchLabel: 'Поиск договора',
  searchPlaceholder: 'Номер договора, фамилия или телефон',
  searching: 'Поиск…',
  nothingFound: 'Договоры не найдены',
  choose: 'Найдите договор по номеру, фамилии или телефону.',
  hits: 'Найденные договоры',
  number: 'Договор',
  client: 'Клиент',
  child: 'Ребёнок',
  course: 'Курс',
  group: 'Группа',
  status: 'Статус',
  lines: 'Дебет и кредит',
  backToDebt: '← К дебиторской задолженности',
  totalDebit: 'Дебет',
  totalCredit: 'Кредит',
  remainder: 'Остаток',
  noGroup: '—',
  columns: { date: 'Дата', category: 'Статья', amount: 'Дебет', credit: 'Кредит' },
  /** money.md section 8. */
  loadFailed: 'Ошибка при загрузке данных контракта',
  renamed: 'Данные договора изменены',
  renameFailed: 'Произошла ошибка',
  // Not in the spec.
  rename: 'Изменить имя ребёнка',
  save: 'Сохранить',
  cancel: 'Отмена',
} as const;

/** money.md section 4: the status words and colours (active green, cancelled yellow, closed red). */
export const STATUS: Record<ContractData['contract']['status'], { label: string; color: string }> = {
  new: { label: 'Новый', color: 'blue' },
  active: { label: 'Активный', color: 'green' },
  cancelled: { label: 'Отменен', color: 'yellow' },
  closed: { label: 'Закрыт', color: 'red' },
};

/** The kinds of debit lines (DESIGN.md section 5) and the payment, in Russian (not in the spec). */
export const CATEGORY: Record<string, string> = {
  tuition: 'Обучение',
  breakfast: 'Завтрак',
  lunch: 'Обед',
  snack: 'Полдник',
  extension: 'Продлёнка',
  electives: 'Факультативы',
  additional: 'Дополнительный долг',
  carried_over: 'Перенесённый остаток',
  payment: 'Оплата',
};
