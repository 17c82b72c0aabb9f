import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

export type AccessSqlRow = {
  id: number;
  email: string;
  short_name: string;
  location: number[];
  access_id: number[];
  last_activity: Date | null;
  status: 'active' | 'disabled';
  version: number;
};

const ACCESS_SELECT = `SELECT u.id, u.email, u.short_name, u.status, u.last_activity, u.version,
            COALESCE(ul.location, '{}') AS location,
            COALESCE(ur.access_id, '{}') AS access_id
     FROM users u
     LEFT JOIN (SELECT user_id, array_agg(location_id ORDER BY location_id) AS location
                FROM user_locations GROUP BY user_id) ul ON ul.user_id = u.id
     LEFT JOIN (SELECT user_id, array_agg(role_id ORDER BY role_id) AS access_id
                FROM user_roles GROUP BY user_id) ur ON ur.user_id = u.id`;

/** Staff accounts sharing at least one of `locations` (every staff account when `everyBranch`). */
export function accessRows(
  q: Queryable,
  locations: readonly number[],
  everyBranch: boolean,
): Promise<AccessSqlRow[]> {
  return q.query<AccessSqlRow>(
    `${ACCESS_SELECT}
     WHERE u.is_employee
       AND ($2::boolean OR EXISTS (SELECT 1 FROM user_locations x
                                   WHERE x.user_id = u.id AND x.location_id = ANY($1::int[])))
     ORDER BY u.short_name, u.id`,
    [locations, everyBranch],
  );
}

/** One staff account as the table shows it, or null (no such user, or a customer account). */
export async function accessRow(q: Queryable, id: number): Promise<AccessSqlRow | null> {
  const [row] = await q.query<AccessSqlRow>(`${ACCESS_SELECT} WHERE u.id = $1 AND u.is_employee`, [id]);
  return row ?? null;
}

/** Locks the user's row for a change; null when there is no staff account with the id. */
export async function lockUser(
  tx: Queryable,
  id: number,
): Promise<{ id: number; status: 'active' | 'disabled'; version: number } | null> {
  const [row] = await tx.query<{ id: number; status: 'active' | 'disabled'; version: number }>(
    'SELECT id, status, version FROM users WHERE id = $1 AND is_employee FOR UPDATE',
    [id],
  );
  return row ?? null;
}

export type RoleRow = { id: number; name: string; all_branches: boolean };

export function rolesByIds(q: Queryable, ids: readonly number[]): Promise<RoleRow[]> {
  return q.query<RoleRow>('SELECT id, name, all_branches FROM roles WHERE id = ANY($1::int[]) ORDER BY id', [
    ids,
  ]);
}

export async function existingLocations(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>('SELECT id FROM locations WHERE id = ANY($1::int[])', [ids]);
  return rows.map((row) => row.id);
}

export async function emailTaken(q: Queryable, email: string, exceptId: number | null): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM users WHERE lower(email) = lower($1) AND ($2::int IS NULL OR id <> $2::int)',
    [email, exceptId],
  );
  return rows.length > 0;
}

export async function insertUser(tx: Queryable, email: string, shortName: string, at: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, short_name, full_name, status, is_employee, created_at)
     VALUES ($1, $2, $2, 'active', true, $3) RETURNING id`,
    [email, shortName, at],
  );
  return row.id;
}

/** Replaces the user's branches and roles. */
export async function setLocationsAndRoles(
  tx: Queryable,
  userId: number,
  locations: readonly number[],
  roles: readonly number[],
): Promise<void> {
  await tx.query('DELETE FROM user_locations WHERE user_id = $1', [userId]);
  await tx.query(
    'INSERT INTO user_locations (user_id, location_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [userId, locations],
  );
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  await tx.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [userId, roles],
  );
}

export async function updateUser(
  tx: Queryable,
  id: number,
  change: { shortName?: string; status?: 'active' | 'disabled' },
): Promise<void> {
  await tx.query(
    `UPDATE users SET short_name = COALESCE($2, short_name), status = COALESCE($3, status),
                      version = version + 1
     WHERE id = $1`,
    [id, change.shortName ?? null, change.status ?? null],
  );
}

/** Active staff holding the role `roleName`, other than `exceptId`. */
export async function otherActiveHolders(tx: Queryable, roleName: string, exceptId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u
     JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
     WHERE r.name = $1 AND u.status = 'active' AND u.is_employee AND u.id <> $2`,
    [roleName, exceptId],
  );
  return row.n;
}

export async function holdsRole(q: Queryable, userId: number, roleName: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.name = $2`,
    [userId, roleName],
  );
  return rows.length > 0;
}

/** What the user would hand over: appointments as teacher from `now`, leads managed, open tasks executed. */
export async function obligations(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<{ appointments: number; leads: number; tasks: number }> {
  const [row] = await q.query<{ appointments: number; leads: number; tasks: number }>(
    `SELECT (SELECT count(*)::int FROM appointments WHERE teacher_id = $1 AND starts_at >= $2) AS appointments,
            (SELECT count(*)::int FROM leads WHERE manager_id = $1) AS leads,
            (SELECT count(*)::int FROM tasks WHERE executor_id = $1 AND status IN ('new', 'in_work')) AS tasks`,
    [userId, now],
  );
  return row;
}

/** An active staff account (a replacement), or false. */
export async function isActiveStaff(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query("SELECT 1 FROM users WHERE id = $1 AND is_employee AND status = 'active'", [id]);
  return rows.length > 0;
}

/** Moves the user's appointments from `now` to another teacher; answers the moved rows' ids. */
export async function transferAppointments(
  tx: Queryable,
  from: number,
  to: number,
  now: Date,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE appointments SET teacher_id = $2, version = version + 1
     WHERE teacher_id = $1 AND starts_at >= $3 RETURNING id`,
    [from, to, now],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Gives the user's leads to another manager; answers the moved rows' ids. */
export async function transferLeads(tx: Queryable, from: number, to: number, now: Date): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE leads SET manager_id = $2, version = version + 1, updated_at = $3
     WHERE manager_id = $1 RETURNING id`,
    [from, to, now],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Gives the user's open tasks to another executor: like a changed executor on the task popup, the status
 * goes back to new, with the executor (and status) entries in each task's history. Answers the moved ids
 * with their status before.
 */
export async function transferTasks(
  tx: Queryable,
  from: number,
  to: number,
  actorId: number,
  now: Date,
): Promise<{ id: number; status: string }[]> {
  const before = await tx.query<{ id: number; status: string }>(
    `SELECT id, status FROM tasks WHERE executor_id = $1 AND status IN ('new', 'in_work') ORDER BY id FOR UPDATE`,
    [from],
  );
  if (before.length === 0) return [];
  const ids = before.map((row) => row.id);
  await tx.query(
    `UPDATE tasks SET executor_id = $2, status = 'new', version = version + 1, date_updated = $3
     WHERE id = ANY($1::int[])`,
    [ids, to, now],
  );
  for (const row of before) {
    await tx.query(
      `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
       VALUES ($1, $2, 'executor', $3, $4, $5)`,
      [row.id, actorId, String(from), String(to), now],
    );
    if (row.status !== 'new')
      await tx.query(
        `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
         VALUES ($1, $2, 'status', $3, 'new', $4)`,
        [row.id, actorId, row.status, now],
      );
  }
  return before;
}

/** Ends every session of the user at once; answers how many there were. */
export async function endSessions(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
    userId,
  ]);
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  return row.n;
}

/**
 * Scope check (http/scope.ts): staff sharing a branch (or with none); customer accounts like contacts: no
 * contract yet, or one here; the caller's own row always, and only that row among one's own.
 */
export const userScope: ScopeResolver = {
  branch: (q, id, { branches, userId }) =>
    rowExists(
      q,
      `SELECT 1 FROM users u WHERE u.id = $1
         AND ($2::int[] IS NULL OR u.id = $3::int
           OR (u.is_employee AND (
                 NOT EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id)
                 OR EXISTS (SELECT 1 FROM user_locations ul
                            WHERE ul.user_id = u.id AND ul.location_id = ANY($2::int[]))))
           OR (NOT u.is_employee AND (
                 NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
                 OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                            WHERE cc.user_id = u.id AND k.location_id = ANY($2::int[])))))`,
      [id, branches, userId],
    ),
  own: (id, userId) => id === userId,
};
