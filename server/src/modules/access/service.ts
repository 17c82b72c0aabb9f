import {
  EXCLUDED_USER_ROLES,
  PEOPLE_MESSAGES as M,
  STALE_VERSION_MESSAGE,
  USER_FIELD_LABELS,
  USER_OBLIGATIONS,
  type AccessUser,
  type AuditEntity,
  type ParsedBody,
  type UserObligations,
  type accessEndpoints,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit, auditMany, type AuditEntry } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import * as repo from './repository';

type AddBody = ParsedBody<typeof accessEndpoints.userAdd>;
type UpdateBody = ParsedBody<typeof accessEndpoints.accessUpdate>;
type DisableBody = ParsedBody<typeof accessEndpoints.userDisable>;

/** The role whose last active holder can be neither disabled nor stripped of it. */
const ADMIN_ROLE = 'admin';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The branches of the caller's reach: null for every branch. */
const branchesOf = (scope: RouteScope): readonly number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

function userOf(row: repo.AccessSqlRow): AccessUser {
  return {
    id: row.id,
    email: row.email,
    short_name: row.short_name,
    location: row.location,
    access_id: row.access_id,
    last_activity: row.last_activity ? row.last_activity.toISOString() : null,
    status: row.status,
    version: row.version,
  };
}

async function readUser(q: Queryable, id: number): Promise<AccessUser> {
  const row = await repo.accessRow(q, id);
  if (!row) throw notFound();
  return userOf(row);
}

export async function listAccessUsers(q: Queryable, auth: AuthContext): Promise<AccessUser[]> {
  const rows = await accessRowsOf(q, auth);
  return rows.map(userOf);
}

function accessRowsOf(q: Queryable, auth: AuthContext) {
  return repo.accessRows(q, auth.locations, auth.allBranches);
}

/** 'необходимо заполнить все поля: ...' naming what is missing (section 5), else nothing. */
function requireAllFields(body: {
  short_name: string;
  email?: string;
  location: number[];
  access_id: number[];
}) {
  const missing: (keyof typeof USER_FIELD_LABELS)[] = [];
  if (body.short_name === '') missing.push('short_name');
  if (body.email !== undefined && body.email === '') missing.push('email');
  if (body.location.length === 0) missing.push('location');
  if (body.access_id.length === 0) missing.push('access_id');
  if (missing.length === 0) return;
  const message = M.fillAllFields + missing.map((field) => USER_FIELD_LABELS[field]).join(', ');
  throw new ApiError(400, message, Object.fromEntries(missing.map((field) => [field, message])));
}

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const changed = (before: readonly number[], after: readonly number[]) => [
  ...before.filter((id) => !after.includes(id)),
  ...after.filter((id) => !before.includes(id)),
];

/**
 * The branches and roles given or taken must exist and be the caller's to give: viewer, parent and child
 * never; a role of every branch (admin) only by a caller of every branch; a branch only among the caller's.
 */
async function checkGrants(
  q: Queryable,
  scope: RouteScope,
  before: { location: number[]; access_id: number[] },
  after: { location: number[]; access_id: number[] },
): Promise<void> {
  const roles = await repo.rolesByIds(q, [...new Set([...before.access_id, ...after.access_id])]);
  const roleById = new Map(roles.map((role) => [role.id, role]));
  for (const id of after.access_id) {
    const role = roleById.get(id);
    if (!role) throw notFound();
    if ((EXCLUDED_USER_ROLES as readonly string[]).includes(role.name))
      throw fieldError(422, 'access_id', M.roleNotAllowed);
  }
  const reach = branchesOf(scope);
  if (reach !== null) {
    for (const id of changed(before.access_id, after.access_id))
      if (roleById.get(id)?.all_branches) throw fieldError(422, 'access_id', M.roleOutOfReach);
  }
  const found = await repo.existingLocations(q, after.location);
  if (found.length !== after.location.length) throw notFound();
  if (reach !== null) {
    for (const id of changed(before.location, after.location))
      if (!reach.includes(id)) throw fieldError(422, 'location', M.locationOutOfReach);
  }
}

/** POST /add/user: a new active staff account with its branches and roles (keyed by the route). */
export async function addUser(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: AddBody,
  now: Date,
): Promise<AccessUser> {
  requireAllFields(body);
  // Stored in lower case: sign-in compares addresses without case, and the mail goes to the stored one.
  const email = body.email.toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw fieldError(400, 'email', M.invalidEmail);
  const location = unique(body.location);
  const accessId = unique(body.access_id);
  return db.transaction(async (tx) => {
    await checkGrants(tx, scope, { location: [], access_id: [] }, { location, access_id: accessId });
    if (await repo.emailTaken(tx, email, null)) throw fieldError(409, 'email', M.emailTaken);
    const id = await repo.insertUser(tx, email, body.short_name, now);
    await repo.setLocationsAndRoles(tx, id, location, accessId);
    const after = await readUser(tx, id);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'user',
      entityId: id,
      action: 'create',
      before: null,
      after,
      at: now,
    });
    return after;
  });
}

/** Refuses a change that leaves no active holder of the admin role (the last administrator). */
async function keepLastAdmin(tx: Queryable, userId: number): Promise<void> {
  if (
    (await repo.holdsRole(tx, userId, ADMIN_ROLE)) &&
    (await repo.otherActiveHolders(tx, ADMIN_ROLE, userId)) === 0
  )
    throw fieldError(409, 'user', M.lastAdmin);
}

/** POST /update/access: name, branches and roles from the version shown. */
export async function updateAccess(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: UpdateBody,
  now: Date,
): Promise<AccessUser> {
  requireAllFields(body);
  const location = unique(body.location);
  const accessId = unique(body.access_id);
  return db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, body.id);
    if (!locked) throw notFound();
    if (locked.version !== body.version) throw new ApiError(409, STALE_VERSION_MESSAGE);
    const before = await readUser(tx, body.id);
    await checkGrants(tx, scope, before, { location, access_id: accessId });
    const admins = await repo.rolesByIds(tx, accessId);
    if (locked.status === 'active' && !admins.some((role) => role.name === ADMIN_ROLE))
      await keepLastAdmin(tx, body.id);
    await repo.updateUser(tx, body.id, { shortName: body.short_name });
    await repo.setLocationsAndRoles(tx, body.id, location, accessId);
    const after = await readUser(tx, body.id);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'user',
      entityId: body.id,
      action: 'update',
      before,
      after,
      at: now,
    });
    return after;
  });
}

/** GET /user/obligation: what the user hands over on deactivation. */
export async function userObligations(q: Queryable, userId: number, now: Date): Promise<UserObligations> {
  if (!(await repo.accessRow(q, userId))) throw notFound();
  return repo.obligations(q, userId, now);
}

/**
 * POST /user/disable: hands the user's appointments from now on, leads and open tasks to the chosen active
 * users (one needed for every non-zero count), disables the account and ends its sessions, in one
 * transaction. Nobody disables themself, nor the last active administrator.
 */
export async function disableUser(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: DisableBody,
  now: Date,
): Promise<AccessUser> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, body.user);
    if (!locked) throw notFound();
    if (locked.id === auth.userId) throw fieldError(409, 'user', M.notSelf);
    if (locked.status === 'disabled') throw fieldError(409, 'user', M.alreadyDisabled);
    await keepLastAdmin(tx, locked.id);
    const counts = await repo.obligations(tx, locked.id, now);
    const to: Partial<Record<(typeof USER_OBLIGATIONS)[number], number>> = {};
    for (const kind of USER_OBLIGATIONS) {
      const field = `transfer_to.${kind}`;
      const target = body.transfer_to[kind] ?? null;
      if (counts[kind] === 0) continue;
      if (target === null) throw fieldError(422, field, M.replacementRequired);
      const reachable =
        target !== locked.id &&
        (await repo.isActiveStaff(tx, target)) &&
        (await repo.userScope.branch(tx, target, { branches: branchesOf(scope), userId: auth.userId }));
      if (!reachable) throw fieldError(422, field, M.replacementInactive);
      to[kind] = target;
    }
    const before = await readUser(tx, locked.id);
    const moved: AuditEntry[] = [];
    const entry = (
      entity: AuditEntity,
      id: number,
      field: string,
      target: number,
      extra = {},
    ): AuditEntry => ({
      actorId: auth.userId,
      entity,
      entityId: id,
      action: 'transfer',
      before: { [field]: locked.id, ...extra },
      after: { [field]: target },
      at: now,
    });
    const transferred = { appointments: [] as number[], leads: [] as number[], tasks: [] as number[] };
    if (to.appointments !== undefined) {
      transferred.appointments = await repo.transferAppointments(tx, locked.id, to.appointments, now);
      const target = to.appointments;
      transferred.appointments.forEach((id) => moved.push(entry('appointment', id, 'teacher_id', target)));
    }
    if (to.leads !== undefined) {
      transferred.leads = await repo.transferLeads(tx, locked.id, to.leads, now);
      const target = to.leads;
      transferred.leads.forEach((id) => moved.push(entry('lead', id, 'manager_id', target)));
    }
    if (to.tasks !== undefined) {
      const tasks = await repo.transferTasks(tx, locked.id, to.tasks, auth.userId, now);
      transferred.tasks = tasks.map((task) => task.id);
      const target = to.tasks;
      tasks.forEach((task) =>
        moved.push(entry('task', task.id, 'executor_id', target, { status: task.status })),
      );
    }
    // Ended here, before the status change (whose trigger would end them too), to count them for the audit.
    const sessions = await repo.endSessions(tx, locked.id);
    await repo.updateUser(tx, locked.id, { status: 'disabled' });
    const after = await readUser(tx, locked.id);
    if (moved.length > 0) await auditMany(tx, moved);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'user',
      entityId: locked.id,
      action: 'disable',
      before,
      after: { ...after, transfer_to: to, transferred, sessions_ended: sessions },
      at: now,
    });
    return after;
  });
}

/** GET /user/activate: a disabled account becomes active again (its branches and roles as they were). */
export function activateUser(db: Db, auth: AuthContext, userId: number, now: Date): Promise<AccessUser> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, userId);
    if (!locked) throw notFound();
    if (locked.status === 'active') throw fieldError(409, 'user', M.alreadyActive);
    const before = await readUser(tx, userId);
    await repo.updateUser(tx, userId, { status: 'active' });
    const after = await readUser(tx, userId);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'user',
      entityId: userId,
      action: 'activate',
      before,
      after,
      at: now,
    });
    return after;
  });
}
