import { LEAD_FIELD_LABELS, type LeadStatus } from '@school/shared-api';

// Russian texts of the sales page and its dialogs (sales-people-settings.md sections 2, 5 and 8).
// Texts quoted from the specification are marked "spec"; English labels of the spec are translated
// ("spec, translated"); the rest is ours ("not in the spec").

/** spec, translated: New, In work, Processed, Processed-rejected, Low quality. */
export const LEAD_STATUS_TITLES: Record<LeadStatus, string> = {
  new: 'Новые',
  in_work: 'В работе',
  done: 'Обработанные',
  rejected: 'Обработанные - отказ',
  disqualified: 'Некачественные',
};

/** A lead's status in the singular (not in the spec). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Новый',
  in_work: 'В работе',
  done: 'Обработан',
  rejected: 'Отказ',
  disqualified: 'Некачественный',
};

/** money.md section 4: the contract statuses' Russian words, the same on every screen. */
export const CONTRACT_STATUS_LABELS = {
  new: 'Новый',
  active: 'Активный',
  cancelled: 'Отменен',
  closed: 'Закрыт',
  '': '—',
} as const;

/** spec (section 8): success and failure toasts of leads and contacts. */
export const TOASTS = {
  leadCreated: 'Лид создан',
  contactCreated: 'Контакт создан',
  leadUpdated: 'Лид обновлен',
  leadsRefreshed: 'Данные Лидов обновлены',
  contactUpdated: 'Данные контакта обновлены',
  managerChanged: 'Менеджер изменен',
  commentEdited: 'Комментарий изменен',
  commentAdded: 'Комментарий добавлен',
  dataReceived: 'Данные получены',
  leadUpdateFailed: 'Ошибка обновления лида',
  contactUpdateFailed: 'Ошибка обновления контакта',
  commentAddFailed: 'Ошибка добавления комментария',
  commentEditFailed: 'Ошибка при редактировании комментария',
  contactCommentAddFailed: 'При добавлении комментария произошла ошибка',
  contactExists: 'Такой контакт уже существует. Вы можете создать только лид',
  leadNotFound: 'невозможно перейти в данный лид',
  contractDeleted: 'невозможно скачать, договор удален',
  forbiddenDrop: 'Запрещенное действие',
  boardError: 'Обнаружена ошибка:',
  contractsFailed: 'Не удалось получить контракты',
} as const;

export const CRM_MESSAGES = {
  title: 'Продажи',
  // spec, translated: the three tabs.
  tabLeads: 'Лиды',
  tabContracts: 'Договоры',
  tabSearch: 'Расширенный поиск (тест)',
  // not in the spec
  uploadLeads: 'Загрузить лиды',
  refresh: 'Обновить',
} as const;

export const BOARD_MESSAGES = {
  board: 'Доска лидов',
  sortBy: 'Сортировка',
  sortDateDue: 'По дате следующего контакта',
  sortDateCreated: 'По дате создания',
  ascending: 'По возрастанию',
  descending: 'По убыванию',
  manager: 'Менеджер',
  allManagers: 'Все',
  counters: 'Мои лиды в работе',
  dueToday: 'на сегодня',
  total: 'всего',
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  last: 'Последняя страница',
  page: 'Страница',
  pageOf: (pages: number) => `из ${pages}`,
  empty: 'Нет лидов',
  leadsCount: (n: number) => `Лидов: ${n}`,
  created: 'Создан',
  deadline: 'Срок',
  noDeadline: 'без срока',
  duplicate: 'Дубликат',
  deadlineText: {
    expired: 'Срок истёк',
    approaching: 'До срока меньше 2 часов',
    new: 'Срок не наступил',
  },
  dragInstructions:
    'Чтобы перетащить лид, нажмите пробел, стрелками выберите колонку и нажмите пробел ещё раз. Escape отменяет. Enter открывает лид.',
  dragStart: (name: string) => `Лид ${name} взят`,
  dragOver: (name: string, column: string) => `Лид ${name} над колонкой «${column}»`,
  dragEnd: (name: string) => `Лид ${name} отпущен`,
  dragCancel: (name: string) => `Перетаскивание лида ${name} отменено`,
} as const;

export const LEAD_MESSAGES = {
  // spec, translated
  newLead: 'Новый лид',
  createdAt: (date: string) => `Лид создан ${date}`,
  update: 'Обновить лид',
  createContract: 'Создать договор',
  createLeadAndContact: 'Создать лид и контакт',
  createContact: 'Создать контакт',
  toContact: 'К контакту',
  close: 'Закрыть',
  duplicate: 'Дубликат',
  unqualified: 'Неквалифицированный',
  // not in the spec
  create: 'Создать лид',
  unqualifiedConfirmTitle: 'Отметить лид как неквалифицированный?',
  unqualifiedConfirmText: 'Лид перейдёт в колонку «Некачественные».',
  fields: LEAD_FIELD_LABELS,
  phoneHint: 'Только цифры',
  yearHint: 'ГГГГ или ГГГГ-ММ-ДД',
  age: 'Возраст',
  readOnlyHint: 'Имя, телефон, e-mail и город меняются в контакте',
  chooseReason: 'Выберите причину отказа',
  yearFormat: 'Год рождения в формате ГГГГ или ГГГГ-ММ-ДД',
  emailFormat: 'Некорректный email',
  dateInPast: 'Дата следующего контакта не может быть раньше текущего момента',
  commentEmpty: 'Комментарий не может быть пустым',
  addComment: 'Добавить комментарий',
  comments: 'Комментарии',
  noComments: 'Комментариев пока нет',
  duplicates: 'Возможные дубликаты',
  noDuplicates: 'Совпадений не найдено',
  openContact: 'Открыть контакт',
  noContactForContract: 'Договор создаётся для лида с контактом',
  choose: 'Выберите',
  hasContact: 'Есть контакт',
} as const;

export const CONTACT_MESSAGES = {
  // spec, translated
  title: 'Контакт пользователя',
  comment: 'Комментарий',
  createLead: 'Создать лид',
  createContract: 'Создать договор',
  contractClosed: 'Договор закрыт',
  close: 'Закрыть',
  // not in the spec
  save: 'Сохранить контакт',
  data: 'Данные контакта',
  history: 'История',
  noHistory: 'История пуста',
  addComment: 'Добавить комментарий',
  edit: 'Изменить',
  saveComment: 'Сохранить',
  cancel: 'Отмена',
  commentOf: (author: string, date: string) => `${author}, ${date}`,
  edited: 'изменён',
  leadEntry: (id: number, date: string) => `Лид №${id} от ${date}`,
  openLead: 'Открыть лид',
  contract: (number: string, date: string) => `Договор ${number} от ${date}`,
  contractStatus: 'Статус договора',
  document: 'Документ',
  noDocument: 'Документ договора ещё не сформирован',
  childrenClub: 'Детский клуб',
  fields: {
    name: 'Имя',
    last_name: 'Фамилия',
    phone: 'Телефон',
    email: 'E-mail',
    kid_name: 'Имя ребёнка',
    kid_class: 'Класс ребёнка',
    year_of_birth: 'Год рождения ребёнка',
    city: 'Город',
    passport_contact: 'Паспорт',
    registration_contact: 'Адрес регистрации',
    nickname_inst: 'Instagram',
    nickname_fb: 'Facebook',
    nickname_tg: 'Telegram',
    utm_source: 'Источник',
    interested_program: 'Интересующая программа',
  },
  passportHidden: 'Видно и меняется только с доступом к договорам',
} as const;

/** Closing the lead or the contact dialog with typed, unsaved data asks first; not in the spec. */
export const UNSAVED_MESSAGES = {
  title: 'Закрыть без сохранения?',
  text: 'Введённые данные не сохранены и будут потеряны.',
  discard: 'Закрыть без сохранения',
  keepEditing: 'Вернуться к редактированию',
} as const;

/** A save refused because another user changed the row meanwhile (409, the server's message); not in the spec. */
export const STALE_MESSAGES = {
  reload: 'Обновить данные',
} as const;

export const CONTRACT_DIALOG_MESSAGES = {
  failedTitle: 'Форма договора не загрузилась',
  failedText: 'Не удалось загрузить модуль «Деньги». Остальные разделы работают.',
} as const;

export const CONTRACTS_MESSAGES = {
  grid: 'Договоры',
  columns: {
    id_contract: 'ID',
    full_name: 'ФИО',
    doc_name: 'Документ',
    phone: 'Телефон',
    date_of_create: 'Дата создания',
    location: 'Филиал',
    full_price: 'Сумма',
    kid_name: 'Ребёнок',
    course: 'Курс',
    group_id: 'Группа',
    status: 'Статус',
  },
} as const;

export const SEARCH_MESSAGES = {
  form: 'Расширенный поиск лидов',
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  nickname: 'Никнейм',
  city: 'Город',
  manager: 'Менеджер',
  status: 'Статус',
  source: 'Источник',
  dateFrom: 'Создан с',
  dateTo: 'Создан по',
  any: 'Любой',
  submit: 'Найти',
  reset: 'Очистить',
  results: 'Найденные лиды',
  hint: 'Двойной щелчок по строке открывает лид',
  nothingAsked: 'Заполните хотя бы одно поле',
  columns: {
    name: 'Имя',
    phone: 'Телефон',
    email: 'E-mail',
    city: 'Город',
    manager: 'Менеджер',
    status: 'Статус',
    utm_source: 'Источник',
    date_created: 'Создан',
  },
} as const;

export const UPLOAD_MESSAGES = {
  // spec, translated
  title: 'Загрузить файл',
  // not in the spec
  file: 'Файл с лидами (XLSX или CSV)',
  submit: 'Загрузить',
  close: 'Закрыть',
  template: 'Шаблон для заполнения:',
  templateXlsx: 'XLSX',
  templateCsv: 'CSV',
  chooseFile: 'Выберите файл',
  refused: (n: number) => `Отклонено строк: ${n}`,
  row: 'Строка',
  reason: 'Причина',
  failed: 'Файл не загружен',
} as const;

/**
 * The search of leads and contacts and the create-lead button that the shell places in its header
 * (sales-people-settings.md, "Header" and "Search of leads and contacts"): not in the spec, in its sense. Its
 * 'невозможно перейти в данный лид' is TOASTS.leadNotFound, its statuses are LEAD_STATUS_LABELS.
 */
export const HEADER_SEARCH_MESSAGES = {
  searchLabel: 'Поиск лидов и контактов',
  placeholder: 'Лиды и контакты: имя, телефон, e-mail',
  clear: 'Очистить',
  search: 'Найти',
  showAll: 'Показывать обработанные, отказы и некачественные',
  hideColumns: 'Скрыть столбцы',
  showColumns: 'Показать столбцы',
  hint: 'Двойной щелчок по строке открывает редактор контакта',
  results: 'Результаты поиска',
  nothingFound: 'Ничего не найдено',
  closeResults: 'Закрыть результаты поиска',
  createLead: 'Создать лид',
  kind: { contact: 'Контакт', lead: 'Лид' },
  columns: {
    kind: 'Тип',
    name: 'Имя',
    phone: 'Телефон',
    email: 'E-mail',
    city: 'Город',
    status: 'Статус лида',
    manager: 'Менеджер',
    date_created: 'Создан',
  },
} as const;

/** The header search starts 1000 ms after typing stops (sales-people-settings.md section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;
