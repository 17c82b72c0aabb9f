import type { MakeupStatus } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import type { GroupRow } from '../contractActions/repository';

// The SQL of the makeups page: the makeups of the caller's branches, the groups they may move to, a change
// and a removal.

/** A makeup with its contract's course, branch and own group (its options) and its branch's time zone. */
export type MakeupRow = {
  id_temporary_arrangement: number;
  contract_id: number;
  name: string;
  number: string;
  current_group: string;
  current_group_id: number | null;
  group_for_temporary_arrangement: number;
  name_group: string;
  location_id: number;
  date: string;
  status: MakeupStatus;
  version: number;
  contract_status: string;
  course_id: number;
  contract_location_id: number;
  contract_group_id: number | null;
  time_zone: string;
};

const MAKEUP_SELECT = `SELECT m.id AS id_temporary_arrangement, m.contract_id, c.kid_name AS name, c.number,
    COALESCE(fg.short_name, '') AS current_group, m.from_group_id AS current_group_id,
    m.group_id AS group_for_temporary_arrangement, g.short_name AS name_group, g.location_id,
    to_char(m.date, 'YYYY-MM-DD') AS date, m.status, m.version,
    c.status AS contract_status, c.course_id, c.location_id AS contract_location_id,
    c.group_id AS contract_group_id, l.time_zone
  FROM temporary_arrangements m
  JOIN contracts c ON c.id = m.contract_id
  JOIN locations l ON l.id = c.location_id
  JOIN groups g ON g.id = m.group_id
  LEFT JOIN groups fg ON fg.id = m.from_group_id`;

/** The makeups whose group is in the branches (null: every branch), latest date first. */
export function makeupRows(q: Queryable, branches: readonly number[] | null): Promise<MakeupRow[]> {
  return q.query<MakeupRow>(
    `${MAKEUP_SELECT}
      WHERE ($1::int[] IS NULL OR g.location_id = ANY($1::int[]))
      ORDER BY m.date DESC, m.id DESC`,
    [branches === null ? null : [...branches]],
  );
}

export async function makeupById(q: Queryable, id: number): Promise<MakeupRow | undefined> {
  const [row] = await q.query<MakeupRow>(`${MAKEUP_SELECT} WHERE m.id = $1`, [id]);
  return row;
}

/** The makeup's contract id, to lock the contract before the makeup (the order the assignment locks in). */
export async function contractOfMakeup(q: Queryable, id: number): Promise<number | undefined> {
  const [row] = await q.query<{ contract_id: number }>(
    'SELECT contract_id FROM temporary_arrangements WHERE id = $1',
    [id],
  );
  return row?.contract_id;
}

export async function lockContract(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE', [id]);
}

/** The makeup as stored, locked for the caller's transaction. */
export type StoredMakeup = {
  id: number;
  contract_id: number;
  from_group_id: number | null;
  group_id: number;
  date: string;
  status: MakeupStatus;
  version: number;
};

export async function lockMakeup(tx: Queryable, id: number): Promise<StoredMakeup | undefined> {
  const [row] = await tx.query<StoredMakeup>(
    `SELECT id, contract_id, from_group_id, group_id, to_char(date, 'YYYY-MM-DD') AS date, status, version
       FROM temporary_arrangements WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Whether the contract has another makeup on that day. */
export async function dayTaken(
  tx: Queryable,
  contractId: number,
  date: string,
  id: number,
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM temporary_arrangements WHERE contract_id = $1 AND date = $2 AND id <> $3',
    [contractId, date, id],
  );
  return rows.length > 0;
}

export async function updateMakeup(
  tx: Queryable,
  id: number,
  values: { group_id: number; date: string; status: MakeupStatus },
): Promise<void> {
  await tx.query(
    `UPDATE temporary_arrangements SET group_id = $2, date = $3, status = $4, version = version + 1
      WHERE id = $1`,
    [id, values.group_id, values.date, values.status],
  );
}

export async function deleteMakeup(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM temporary_arrangements WHERE id = $1', [id]);
}

/**
 * The groups a makeup may move to in these branches: every group not removed, with its timetable (the
 * caller keeps those of the contract's course and branch other than its own group, as the assignment does).
 */
export function optionGroups(q: Queryable, locations: readonly number[]): Promise<GroupRow[]> {
  return q.query<GroupRow>(
    `SELECT g.id, g.short_name, g.course_id, g.location_id,
        to_char(g.start_date, 'YYYY-MM-DD') AS start_date, g.weeks,
        g.price_per_week::text AS price_per_week, g.camp, g.day_of_the_week,
        ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(g.training_day) AS d ORDER BY d) AS training_day
       FROM groups g
      WHERE g.location_id = ANY($1::int[]) AND g.removed_at IS NULL
      ORDER BY g.short_name, g.id`,
    [[...locations]],
  );
}

/** Scope check (http/scope.ts): a makeup by the branch of its group. */
export const makeupScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      `SELECT 1 FROM temporary_arrangements m JOIN groups g ON g.id = m.group_id
       WHERE m.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
      [id, branches],
    ),
};
