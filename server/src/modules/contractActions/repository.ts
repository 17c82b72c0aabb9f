import type { CONTRACT_STATUSES } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

// The SQL of the contract page's actions.

/** A contract as the actions read it, with its branch's time zone (the branch's today). */
export type ActionContract = {
  id: number;
  number: string;
  status: ContractStatus;
  version: number;
  children_club: boolean;
  location_id: number;
  course_id: number;
  group_id: number | null;
  contact_id: number | null;
  full_name: string;
  phone: string;
  kid_name: string;
  requisite_id: number | null;
  lessons_type: string;
  details: Record<string, unknown>;
  time_zone: string;
};

const CONTRACT_COLUMNS = `c.id, c.number, c.status, c.version, c.children_club, c.location_id, c.course_id,
  c.group_id, c.contact_id, c.full_name, c.phone, c.kid_name, c.requisite_id, c.lessons_type, c.details,
  l.time_zone`;

/** The contract, or undefined. */
export async function readContract(q: Queryable, id: number): Promise<ActionContract | undefined> {
  const [row] = await q.query<ActionContract>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts c JOIN locations l ON l.id = c.location_id WHERE c.id = $1`,
    [id],
  );
  return row;
}

/** The contract locked for the caller's transaction (its status, version and money change together). */
export async function lockContract(tx: Queryable, id: number): Promise<ActionContract | undefined> {
  const [row] = await tx.query<ActionContract>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts c JOIN locations l ON l.id = c.location_id
      WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  return row;
}

/** The id of the contract with this number in the given branches (null: every branch). */
export async function contractIdByNumber(
  q: Queryable,
  number: string,
  branches: readonly number[] | null,
): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM contracts WHERE number = $1 AND ($2::int[] IS NULL OR location_id = ANY($2::int[]))`,
    [number, branches === null ? null : [...branches]],
  );
  return row?.id;
}

/** The labels of the reasons_cancelled reference list. */
export async function cancelReasons(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ value: string }>(
    "SELECT value FROM entities WHERE type = 'reasons_cancelled' ORDER BY id",
  );
  return rows.map((row) => row.value);
}

/** A receivable as the audit log records it. */
export type ReceivableRow = { id: number; type: string; due_date: string; amount: string; void: boolean };

const RECEIVABLE_COLUMNS = `id, type, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount, void`;

/** Marks void (never deletes) the contract's receivables due after `day`; answers them as they are now. */
export function voidReceivablesAfter(
  tx: Queryable,
  contractId: number,
  day: string,
): Promise<ReceivableRow[]> {
  return tx.query<ReceivableRow>(
    `UPDATE receivables SET void = true WHERE contract_id = $1 AND NOT void AND due_date > $2::date
     RETURNING ${RECEIVABLE_COLUMNS}`,
    [contractId, day],
  );
}

/** New receivables of one contract; answers them as stored. */
export async function insertReceivables(
  tx: Queryable,
  contractId: number,
  rows: readonly { type: string; due_date: string; amount: string; comment?: string | null }[],
): Promise<ReceivableRow[]> {
  if (rows.length === 0) return [];
  return tx.query<ReceivableRow>(
    `INSERT INTO receivables (contract_id, type, due_date, amount, comment)
     SELECT $1, x.type, x.due_date, x.amount, x.comment
       FROM unnest($2::text[], $3::date[], $4::numeric[], $5::text[]) WITH ORDINALITY
            AS x(type, due_date, amount, comment, n)
      ORDER BY x.n
     RETURNING ${RECEIVABLE_COLUMNS}`,
    [
      contractId,
      rows.map((row) => row.type),
      rows.map((row) => row.due_date),
      rows.map((row) => row.amount),
      rows.map((row) => row.comment ?? null),
    ],
  );
}

/**
 * The contract's debit (receivables not void, due by `dueBy` when given) and credit (every payment), as
 * decimal strings.
 */
export async function contractMoney(
  q: Queryable,
  contractId: number,
  dueBy: string | null = null,
): Promise<{ debit: string; credit: string }> {
  const [row] = await q.query<{ debit: string; credit: string }>(
    `SELECT (SELECT COALESCE(SUM(amount), 0) FROM receivables
              WHERE contract_id = $1 AND NOT void AND ($2::date IS NULL OR due_date <= $2::date))::text AS debit,
            (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE contract_id = $1)::text AS credit`,
    [contractId, dueBy],
  );
  return row;
}

/** The new status of a contract (and its cancellation), the version moved on; answers the row's new state. */
export async function setStatus(
  tx: Queryable,
  id: number,
  status: ContractStatus,
  cancellation: { on: string; reason: string } | null,
): Promise<{
  status: ContractStatus;
  version: number;
  cancelled_on: string | null;
  cancel_reason: string | null;
}> {
  const [row] = await tx.query<{
    status: ContractStatus;
    version: number;
    cancelled_on: string | null;
    cancel_reason: string | null;
  }>(
    `UPDATE contracts SET status = $2, version = version + 1,
            cancelled_on = COALESCE($3::date, cancelled_on), cancel_reason = COALESCE($4, cancel_reason)
      WHERE id = $1
      RETURNING status, version, to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on, cancel_reason`,
    [id, status, cancellation?.on ?? null, cancellation?.reason ?? null],
  );
  return row;
}

/** A group as the extension and the makeups read it. */
export type GroupRow = {
  id: number;
  short_name: string;
  course_id: number;
  location_id: number;
  start_date: string | null;
  weeks: number;
  price_per_week: string;
  camp: boolean;
  day_of_the_week: number[];
  training_day: string[];
};

const GROUP_COLUMNS = `g.id, g.short_name, g.course_id, g.location_id,
  to_char(g.start_date, 'YYYY-MM-DD') AS start_date, g.weeks,
  g.price_per_week::text AS price_per_week, g.camp, g.day_of_the_week,
  ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(g.training_day) AS d ORDER BY d) AS training_day`;

export async function readGroup(q: Queryable, id: number): Promise<GroupRow | undefined> {
  const [row] = await q.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM groups g WHERE g.id = $1 AND g.removed_at IS NULL`,
    [id],
  );
  return row;
}

/** True when the course exists and is a kindergarten (children's club) course. */
export async function isKindergartenCourse(q: Queryable, courseId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM courses WHERE id = $1 AND kindergarten', [courseId]);
  return rows.length > 0;
}

/** The kindergarten courses with groups in the branch, and those groups, by name. */
export async function kindergartenOptions(
  q: Queryable,
  locationId: number,
): Promise<{
  courses: { course_id: number; name: string }[];
  groups: { group_id: number; short_name: string; course_id: number }[];
}> {
  const groups = await q.query<{ group_id: number; short_name: string; course_id: number; course: string }>(
    `SELECT g.id AS group_id, g.short_name, g.course_id, k.name AS course
       FROM groups g JOIN courses k ON k.id = g.course_id
      WHERE g.location_id = $1 AND k.kindergarten AND g.removed_at IS NULL
      ORDER BY k.name, k.id, g.short_name, g.id`,
    [locationId],
  );
  const courses = new Map<number, string>();
  for (const group of groups) courses.set(group.course_id, group.course);
  return {
    courses: [...courses].map(([course_id, name]) => ({ course_id, name })),
    groups: groups.map(({ group_id, short_name, course_id }) => ({ group_id, short_name, course_id })),
  };
}

/** The values of a new contract row (an extension's successor). */
export type NewContract = {
  number: string;
  contact_id: number | null;
  full_name: string;
  phone: string;
  kid_name: string;
  course_id: number;
  group_id: number;
  location_id: number;
  status: ContractStatus;
  children_club: boolean;
  start_date: string;
  full_price: string;
  lessons_type: string;
  requisite_id: number | null;
  details: Record<string, unknown>;
  created_by: number;
  predecessor_id: number;
};

/** Inserts the contract; answers its id. */
export async function insertContract(tx: Queryable, values: NewContract): Promise<number> {
  const columns = Object.keys(values) as (keyof NewContract)[];
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contracts (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id`,
    columns.map((column) => (column === 'details' ? JSON.stringify(values.details) : values[column])),
  );
  return row.id;
}

/** The parent and child accounts of one contract see another one too (an extension's successor). */
export async function copyCustomerLinks(tx: Queryable, fromId: number, toId: number): Promise<void> {
  await tx.query(
    `INSERT INTO customer_contracts (user_id, contract_id, relation)
     SELECT user_id, $2, relation FROM customer_contracts WHERE contract_id = $1
     ON CONFLICT DO NOTHING`,
    [fromId, toId],
  );
}

/** The groups of the contract's course in its branch other than its own: its makeup options. */
export function makeupGroups(q: Queryable, contract: ActionContract): Promise<GroupRow[]> {
  return q.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM groups g
      WHERE g.course_id = $1 AND g.location_id = $2 AND g.id IS DISTINCT FROM $3::int AND g.removed_at IS NULL
      ORDER BY g.short_name, g.id`,
    [contract.course_id, contract.location_id, contract.group_id],
  );
}

/** A makeup as stored. */
export type MakeupRow = { id: number; contract_id: number; group_id: number; date: string; status: 'new' };

/** Assigns a makeup; undefined when the contract has one on that day already. */
export async function insertMakeup(
  tx: Queryable,
  values: {
    contractId: number;
    fromGroupId: number | null;
    groupId: number;
    date: string;
    createdBy: number;
  },
): Promise<MakeupRow | undefined> {
  const [row] = await tx.query<MakeupRow>(
    `INSERT INTO temporary_arrangements (contract_id, from_group_id, group_id, date, created_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (contract_id, date) DO NOTHING
     RETURNING id, contract_id, group_id, to_char(date, 'YYYY-MM-DD') AS date, status`,
    [values.contractId, values.fromGroupId, values.groupId, values.date, values.createdBy],
  );
  return row;
}
