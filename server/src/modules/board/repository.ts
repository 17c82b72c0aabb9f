import type { Queryable } from '../../db/db';

/** A group as the board needs it; `locations` null = every branch. */
export type BoardGroupRow = {
  id: number;
  short_name: string;
  course_id: number;
  location_id: number;
  price_per_week: string;
  time_zone: string;
};

/** The named groups that are in the user's branches and not removed. */
export async function groupsInScope(
  q: Queryable,
  ids: readonly number[],
  locations: readonly number[] | null,
): Promise<BoardGroupRow[]> {
  return q.query<BoardGroupRow>(
    `SELECT g.id, g.short_name, g.course_id, g.location_id, g.price_per_week::text AS price_per_week,
            l.time_zone
       FROM groups g JOIN locations l ON l.id = g.location_id
      WHERE g.id = ANY($1::int[]) AND g.removed_at IS NULL
        AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
    [ids, locations],
  );
}

/** The pupils of the groups: new and active contracts, by child's name. */
export async function pupilsOf(
  q: Queryable,
  groupIds: readonly number[],
): Promise<{ id: number; name: string; group_id: number }[]> {
  return q.query(
    `SELECT c.id, COALESCE(NULLIF(c.kid_name, ''), c.full_name) AS name, c.group_id
       FROM contracts c
      WHERE c.group_id = ANY($1::int[]) AND c.status IN ('new', 'active')
      ORDER BY name, c.id`,
    [groupIds],
  );
}

export type PupilContractRow = {
  id: number;
  name: string;
  group_id: number | null;
  course_id: number;
  location_id: number;
  status: string;
  full_price: string;
  version: number;
};

/** The contracts named as pupils, locked for the move. */
export async function lockPupilContracts(q: Queryable, ids: readonly number[]): Promise<PupilContractRow[]> {
  return q.query<PupilContractRow>(
    `SELECT c.id, COALESCE(NULLIF(c.kid_name, ''), c.full_name) AS name, c.group_id, c.course_id,
            c.location_id, c.status, c.full_price::text AS full_price, c.version
       FROM contracts c WHERE c.id = ANY($1::int[])
      ORDER BY c.id
      FOR UPDATE`,
    [ids],
  );
}

/** The groups by id (removed ones too: a pupil may sit in a group removed meanwhile). */
export async function groupsById(q: Queryable, ids: readonly number[]): Promise<BoardGroupRow[]> {
  return q.query<BoardGroupRow>(
    `SELECT g.id, g.short_name, g.course_id, g.location_id, g.price_per_week::text AS price_per_week,
            l.time_zone
       FROM groups g JOIN locations l ON l.id = g.location_id
      WHERE g.id = ANY($1::int[])`,
    [ids],
  );
}

export type ReceivableRow = { id: number; due_date: string; amount: string };

/** The contract's tuition receivables due on or after the date, not void, in date order. */
export async function tuitionFrom(q: Queryable, contractId: number, from: string): Promise<ReceivableRow[]> {
  return q.query<ReceivableRow>(
    `SELECT id, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount
       FROM receivables
      WHERE contract_id = $1 AND type = 'tuition' AND NOT void AND due_date >= $2::date
      ORDER BY due_date, id
      FOR UPDATE`,
    [contractId, from],
  );
}

export async function voidReceivables(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('UPDATE receivables SET void = true WHERE id = ANY($1::int[])', [ids]);
}

/** New tuition receivables of the contract; answers the stored rows. */
export async function insertTuition(
  q: Queryable,
  contractId: number,
  rows: readonly { due_date: string; amount: string }[],
): Promise<ReceivableRow[]> {
  return q.query<ReceivableRow>(
    `INSERT INTO receivables (contract_id, type, due_date, amount)
     SELECT $1, 'tuition', due::date, amount::numeric FROM unnest($2::text[], $3::text[]) AS r (due, amount)
     RETURNING id, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount`,
    [contractId, rows.map((row) => row.due_date), rows.map((row) => row.amount)],
  );
}

export async function recordMove(
  q: Queryable,
  move: { contractId: number; from: number | null; to: number; on: string; by: number },
): Promise<void> {
  await q.query(
    `INSERT INTO group_moves (contract_id, from_group_id, to_group_id, moved_on, moved_by)
     VALUES ($1, $2, $3, $4::date, $5)`,
    [move.contractId, move.from, move.to, move.on, move.by],
  );
}

/** The contract in its new group, with its price after re-pricing. */
export async function setContractGroup(
  q: Queryable,
  contractId: number,
  groupId: number,
  fullPrice: string,
): Promise<void> {
  await q.query(
    `UPDATE contracts SET group_id = $2, full_price = $3::numeric, version = version + 1 WHERE id = $1`,
    [contractId, groupId, fullPrice],
  );
}
