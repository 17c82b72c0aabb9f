/** Test-only data helpers (the server's own SQL stays in repository files). */
import type { Queryable } from '../db/db';
import { insertRows } from '../db/insertRows';
import { seedSchool } from '../seed/demo';
import type { Db } from '../db/db';

/** The date the test clock starts at, and the school's today for generated schedules. */
export const TEST_NOW = '2026-03-16T09:00:00Z';
export const TEST_TODAY = '2026-03-16';

/** A small generated school: every reference list and demo user, 30 contracts. */
export function seedSmallSchool(db: Db, contracts = 30): Promise<boolean> {
  return seedSchool(db, { contracts, today: TEST_TODAY, seed: 7 });
}

export async function setUserStatus(
  q: Queryable,
  email: string,
  status: 'active' | 'disabled',
): Promise<void> {
  await q.query('UPDATE users SET status = $2 WHERE lower(email) = lower($1)', [email, status]);
}

export async function userIdByEmail(q: Queryable, email: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function countRows(q: Queryable, table: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

export async function lastActivity(q: Queryable, email: string): Promise<Date | null> {
  const [row] = await q.query<{ last_activity: Date | null }>(
    'SELECT last_activity FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row.last_activity;
}

/** A staff user holding the named roles in the given branches; resolves to the user id. */
export async function addStaffUser(
  q: Queryable,
  user: { email: string; shortName: string; roles: string[]; locations: number[] },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO users (email, short_name, full_name) VALUES ($1, $2, $2) RETURNING id',
    [user.email, user.shortName],
  );
  await q.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2::text[])',
    [row.id, user.roles],
  );
  if (user.locations.length > 0) {
    await insertRows(
      q,
      'user_locations',
      user.locations.map((location_id) => ({ user_id: row.id, location_id })),
    );
  }
  return row.id;
}
