import type { ContractData, ReceivableType } from '@school/shared-api';

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
  backToBoard: '← К редактированию групп',
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

/** The kinds of debit lines (DESIGN.md section 5), in Russian (not in the spec): one wording for every page. */
export const RECEIVABLE_TYPE: Record<ReceivableType, string> = {
  tuition: 'Обучение',
  breakfast: 'Завтрак',
  lunch: 'Обед',
  snack: 'Полдник',
  extension: 'Продлёнка',
  electives: 'Факультативы',
  additional: 'Дополнительный долг',
  carried_over: 'Перенесённый остаток',
};

/** The categories of the contract page's lines: the kinds of debit lines and the payment. */
export const CATEGORY: Record<string, string> = { ...RECEIVABLE_TYPE, payment: 'Оплата' };

/**
 * The actions' texts (money.md sections 4, 5 and 8 where quoted; the rest not in the spec, docs/decisions.md
 * 'Contract page actions').
 */
export const ACTION_MESSAGES = {
  // Not in the spec: the buttons, titles and labels.
  actions: 'Действия с договором',
  cancel: 'Отменить договор',
  extend: 'Продлить договор',
  makeups: 'Отработки',
  extraServices: 'Дополнительные услуги',
  additionalDebt: 'Дополнительный долг',
  close: 'Закрыть',
  back: 'Отмена',
  reason: 'Причина отмены',
  chooseReason: 'Выберите причину',
  course: 'Курс',
  chooseCourse: 'Выберите курс',
  group: 'Группа',
  chooseGroup: 'Выберите группу',
  date: 'Дата',
  chooseDate: 'Выберите дату',
  amount: 'Сумма',
  comment: 'Комментарий',
  carriedOver: 'Остаток, который перейдёт в новый договор',
  extendSubmit: 'Продлить',
  assign: 'Назначить',
  save: 'Сохранить',
  noMakeupGroups: 'В филиале нет других групп этого курса',
  noKindergartenGroups: 'В филиале нет групп Сада',
  optionsFailed: 'Не удалось загрузить данные',
  retry: 'Повторить',
  row: (n: number) => `Строка ${n}`,
  /** money.md section 8. */
  cancelled: 'Договор отменен',
  cancelFailed: 'Не удалось отменить договор',
  /** money.md sections 4, 5 and 8. */
  extendOnlyKindergarten: 'Продлить можно только договора на Сад',
  extendConfirm: 'Вы уверены, что хотите продлить договор?',
  extended: 'Договор успешно продлен',
  extendNotActive: 'Не удалось продлить договор (договор не активен)',
  // Not in the spec.
  extendFailed: 'Не удалось продлить договор',
  /** money.md section 8. */
  makeupAssigned: 'Дата отработки выбрана',
  makeupFailed: 'Не удалось назначить отработку',
  /** money.md section 5. */
  mealDateMissing: (n: number) => `Вы не заполнили дату в строке ${n}`,
  // Not in the spec.
  mealAmountInvalid: (n: number) => `Неверная сумма в строке ${n}`,
  mealEmpty: 'Заполните хотя бы одну строку',
  mealSaved: 'Дополнительные услуги добавлены',
  mealFailed: 'Не удалось добавить дополнительные услуги',
  /** money.md section 5 (the add-payment form's messages, the same fields). */
  dateRequired: 'Введите дату',
  amountRequired: 'Введите сумму',
  // Not in the spec.
  amountInvalid: 'Сумма должна быть больше нуля',
  debtAdded: 'Дополнительный долг добавлен',
  debtFailed: 'Не удалось добавить дополнительный долг',
} as const;
