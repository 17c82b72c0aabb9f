import { z } from 'zod';
import { USER_EMAIL_MAX, USER_NAME_MAX } from './accessValues';
import { bodyId, queryId } from './fields';
import { rowVersion } from './versions';

// Users and access (sales-people-settings.md sections 2, 3, 4, 5, 7 and 8, /access): staff accounts with
// their branches (location) and roles (access_id), created, edited (name, branches, roles), disabled with
// their appointments, leads and open tasks handed to chosen active users, and activated again. The list
// (GET /get/access) stays in people.ts, part of the shared entry.

export * from './accessValues';

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
