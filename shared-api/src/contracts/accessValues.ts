// The users and access page's values (sales-people-settings.md sections 5, 8 and 9), apart from the schemas in
// access.ts: the page imports these from '@school/shared-api/people', and a module without zod keeps zod and the
// access calls out of every app's first load.

/** Roles never offered on the create-user form nor accepted by POST /add/user (section 9). */
export const EXCLUDED_USER_ROLES = ['viewer', 'parent', 'child'] as const;

/** What a disabled user hands over (section 4). */
export const USER_OBLIGATIONS = ['appointments', 'leads', 'tasks'] as const;
export type UserObligation = (typeof USER_OBLIGATIONS)[number];

/** Longest name and e-mail of a user. */
export const USER_NAME_MAX = 120;
export const USER_EMAIL_MAX = 254;

/** The spec's messages (section 8) and the refusals of the access calls, exactly. */
export const PEOPLE_MESSAGES = {
  userAdded: 'Пользователь добавлен',
  userUpdated: 'Данные о пользователе обновлены',
  userDisabled: 'Пользователю назначен статус disabled',
  userActivated: 'Пользователю назначен статус active',
  /** Followed by the missing fields' names, comma-separated. */
  fillAllFields: 'необходимо заполнить все поля: ',
  invalidEmail: 'Некорректный email',
  emailTaken: 'Пользователь с таким e-mail уже существует',
  roleNotAllowed: 'Эту роль нельзя назначить сотруднику',
  roleOutOfReach: 'Эту роль может назначить только главный администратор',
  locationOutOfReach: 'Можно назначать только свои филиалы',
  notSelf: 'Нельзя отключить самого себя',
  lastAdmin: 'Нельзя отключить или лишить роли последнего главного администратора',
  alreadyDisabled: 'Пользователь уже отключен',
  alreadyActive: 'Пользователь уже активен',
  replacementRequired: 'Выберите, кому передать',
  replacementInactive: 'Передать можно только активному пользователю',
} as const;

/** The create form's field names in the 'необходимо заполнить все поля: ...' message. */
export const USER_FIELD_LABELS = {
  short_name: 'Имя',
  email: 'E-mail',
  location: 'Филиалы',
  access_id: 'Роли',
} as const;
