import type { Queryable } from './db';

// The branches' time zones every module reads: "today", due dates and wall times are a branch's local
// time, so the lookups live in the database layer rather than in one domain module (server layers).

/** The head office's zone: the time of a user, a task or an export that has no branch. */
export const DEFAULT_TIME_ZONE = 'Europe/Minsk';

/** A branch's time zone; null when there is no such branch. */
export async function branchTimeZone(q: Queryable, locationId: number): Promise<string | null> {
  const [row] = await q.query<{ time_zone: string }>('SELECT time_zone FROM locations WHERE id = $1', [
    locationId,
  ]);
  return row?.time_zone ?? null;
}

/** The zone of the first of these branches by id (null: of every branch); the head office's when none. */
export async function firstBranchTimeZone(q: Queryable, branches: readonly number[] | null): Promise<string> {
  const [row] = await q.query<{ time_zone: string }>(
    'SELECT time_zone FROM locations WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY id LIMIT 1',
    [branches],
  );
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The zone "today" and date_due mean for a user: that of their first branch. */
export function timeZoneOf(q: Queryable, auth: { readonly locations: readonly number[] }): Promise<string> {
  return firstBranchTimeZone(q, auth.locations);
}
