import { z } from 'zod';
import { bodyId, queryId } from './fields';
import { rowVersion } from './versions';

// Users and access (sales-people-settings.md sections 2, 3, 4, 5, 7 and 8, /access): staff accounts with
// their branches (location) and roles (access_id), created, edited (name, branches, roles), disabled with
// their appointments, leads and open tasks handed to chosen active users, and activated again.

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

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

/** A user of GET /get/access (sales-people-settings.md section 3). */
export const accessUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  short_name: z.string(),
  location: z.array(z.number()),
  /** Role ids (access_name values). */
  access_id: z.array(z.number()),
  /** ISO 8601 moment of the last request, or null if never signed in. */
  last_activity: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  version: z.number(),
});
export type AccessUser = z.infer<typeof accessUserSchema>;

// The create form checks completeness itself and the server answers 'необходимо заполнить все поля: ...'
// naming what is missing, so the fields are optional in the schema (a missing one is not a schema error).
const nameField = z.string().trim().max(USER_NAME_MAX);
const idList = z.array(bodyId).max(100);

/** POST /add/user (section 7): access_id, email, short_name, location; keyed. */
export const userAddBodySchema = z.object({
  short_name: nameField.default(''),
  email: z.string().trim().max(USER_EMAIL_MAX).default(''),
  location: idList.default([]),
  access_id: idList.default([]),
});
export type UserAddBody = z.input<typeof userAddBodySchema>;

/** POST /update/access (section 7): the editable fields of the table (name, branches, roles) by version. */
export const accessUpdateBodySchema = z.object({
  id: bodyId,
  short_name: nameField.default(''),
  location: idList.default([]),
  access_id: idList.default([]),
  version: rowVersion,
});
export type AccessUpdateBody = z.input<typeof accessUpdateBodySchema>;

/** GET /user/obligation and GET /user/activate: the user by id. */
export const userQuerySchema = z.object({ user: queryId });

/** GET /user/obligation: what the user would hand over on deactivation (section 5). */
export const userObligationSchema = z.object({
  /** Their appointments (as teacher) from now on. */
  appointments: z.number(),
  /** The leads they manage. */
  leads: z.number(),
  /** Their tasks (as executor) not closed, completed or denied. */
  tasks: z.number(),
});
export type UserObligations = z.infer<typeof userObligationSchema>;

/** POST /user/disable (section 7): who receives each kind of obligation (needed for every non-zero count). */
export const userDisableBodySchema = z.object({
  user: bodyId,
  transfer_to: z
    .object({
      appointments: bodyId.nullable().optional(),
      leads: bodyId.nullable().optional(),
      tasks: bodyId.nullable().optional(),
    })
    .default({}),
});
export type UserDisableBody = z.input<typeof userDisableBodySchema>;
