// The customers page's values (sales-people-settings.md sections 2, 3, 5, 8 and 9), apart from the schemas in
// customers.ts: the page imports these from '@school/shared-api/people' without zod.

/** Customer roles and their role ids (section 9): parent 8000, child 11111. */
export const CUSTOMER_ROLE_IDS = { parent: 8000, child: 11111 } as const;
export type CustomerRole = keyof typeof CUSTOMER_ROLE_IDS;
export type CustomerRoleId = (typeof CUSTOMER_ROLE_IDS)[CustomerRole];
export const CUSTOMER_ROLE_LABELS: Record<CustomerRoleId, string> = { 8000: 'Родитель', 11111: 'Ребёнок' };

export const CUSTOMER_STATUSES = ['active', 'disabled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** GET /get/customers answers at most this many accounts (by name); the search narrows them. */
export const CUSTOMERS_LIMIT = 200;
/** POST /add/customers takes at most this many rows. */
export const CUSTOMERS_ADD_MAX = 50;
export const CUSTOMER_NAME_MAX = 200;

/** The spec's messages (section 8) and this page's refusals. */
export const CUSTOMER_MESSAGES = {
  added: 'Пользователь добавлен',
  updated: 'Данные о пользователе обновлены',
  disabled: 'Пользователю назначен статус disabled',
  /** Followed by the missing fields' names (section 5). */
  required: 'необходимо заполнить все поля: ',
  duplicateRow: 'Такая строка уже есть в списке',
  /** Followed by the e-mail: an account with it exists (any account, staff or customer). */
  emailTaken: 'Пользователь с таким e-mail уже существует: ',
  /** Two rows of one list with the same e-mail and different data. */
  emailTwice: 'E-mail повторяется в списке с разными данными: ',
  contractsRequired: 'Нужен хотя бы один договор',
  disableConfirm:
    'У пользователя не осталось договоров. Пользователь будет отключен (статус disabled). Продолжить?',
  removeConfirm: 'Отключить пользователя? Он больше не сможет войти в личный кабинет.',
} as const;

/** Field names of the required-fields message. */
export const CUSTOMER_FIELD_LABELS = { email: 'e-mail', full_name: 'ФИО', role: 'роль' } as const;
