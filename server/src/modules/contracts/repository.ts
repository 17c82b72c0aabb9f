import type { ContractListRow, ContractOptions } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

type ContractListSqlRow = Omit<ContractListRow, 'date_of_create'> & { date_of_create: Date };

/**
 * Contracts of the given branches, newest first, optionally those whose client, child, number or
 * phone contain the text. doc_name is '' for a closed contract (download disabled).
 */
export function contractList(
  q: Queryable,
  locations: readonly number[],
  filter: { pattern: string | null; digits: string | null },
  limit: number,
): Promise<ContractListSqlRow[]> {
  return q.query<ContractListSqlRow>(
    `SELECT c.id AS id_contract, c.number, c.full_name,
            CASE WHEN c.status = 'closed' THEN '' ELSE COALESCE(c.doc_name, '') END AS doc_name,
            c.phone, c.date_created AS date_of_create, l.name AS location, c.location_id,
            c.full_price::text AS full_price, c.kid_name, k.name AS course, c.group_id, c.status
     FROM contracts c
     JOIN locations l ON l.id = c.location_id
     JOIN courses k ON k.id = c.course_id
     WHERE c.location_id = ANY($1::int[])
       AND ($2::text IS NULL
            OR lower(c.full_name) LIKE $2 OR lower(c.kid_name) LIKE $2 OR lower(c.number) LIKE $2
            OR ($3::text IS NOT NULL AND regexp_replace(c.phone, '\\D', '', 'g') LIKE $3))
     ORDER BY c.date_created DESC, c.id DESC
     LIMIT $4`,
    [locations, filter.pattern, filter.digits, limit],
  );
}

/** Scope check (http/scope.ts): a contract by its branch; for a family, linked to the customer's account. */
export const contractScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM contracts k WHERE k.id = $1 AND ($2::int[] IS NULL OR k.location_id = ANY($2::int[]))',
      [id, branches],
    ),
  family: (q, id, userId) =>
    rowExists(q, 'SELECT 1 FROM customer_contracts cc WHERE cc.contract_id = $1 AND cc.user_id = $2', [
      id,
      userId,
    ]),
};

// Creation and removal (create.ts).

export async function courseOf(q: Queryable, id: number) {
  const [course] = await q.query<{ type: string; kindergarten: boolean }>(
    'SELECT type, kindergarten FROM courses WHERE id = $1',
    [id],
  );
  return course;
}

/** A group not removed. */
export async function liveGroup(q: Queryable, id: number) {
  const [group] = await q.query<{ course_id: number; location_id: number }>(
    'SELECT course_id, location_id FROM groups WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  return group;
}

/** The branch's time zone, and whether the requisite is an active one of the branch's country. */
export async function placeOf(q: Queryable, locationId: number, requisiteId: number) {
  const [place] = await q.query<{ zone: string; requisite_ok: boolean }>(
    `SELECT l.time_zone AS zone,
            EXISTS (SELECT 1 FROM requisites r
                     WHERE r.id = $2 AND r.status = 'active' AND r.country_id = l.country_id) AS requisite_ok
       FROM locations l WHERE l.id = $1`,
    [locationId, requisiteId],
  );
  return place;
}

/** The lead's contact, and the phone of the contact the contract names ('' when none). */
export async function leadWithContactPhone(q: Queryable, leadId: number, contactId: number) {
  const [lead] = await q.query<{ contact_id: number | null; phone: string }>(
    `SELECT l.contact_id, COALESCE(c.phone, '') AS phone
       FROM leads l LEFT JOIN contacts c ON c.id = $2 WHERE l.id = $1`,
    [leadId, contactId],
  );
  return lead;
}

/**
 * A new contract: number, contact_id, full_name, phone, kid_name, course_id, group_id, location_id,
 * children_club, start_date, full_price, lead_id, lessons_type, requisite_id, details, created_by, date_created.
 */
export async function insertContract(tx: Queryable, values: readonly unknown[]): Promise<{ id: number }> {
  const [contract] = await tx.query<{ id: number }>(
    `INSERT INTO contracts (number, contact_id, full_name, phone, kid_name, course_id, group_id, location_id,
                            status, children_club, start_date, full_price, lead_id, lessons_type, requisite_id,
                            details, created_by, date_created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'new', $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id`,
    values,
  );
  return contract;
}

/** The contract's tuition receivables, as stored. */
export function insertTuition(
  tx: Queryable,
  contractId: number,
  rows: readonly { due_date: string; amount: string }[],
): Promise<{ id: number; due_date: string; amount: string }[]> {
  return tx.query(
    `INSERT INTO receivables (contract_id, type, due_date, amount)
     SELECT $1, 'tuition', due::date, amount::numeric FROM unnest($2::text[], $3::text[]) AS r (due, amount)
     RETURNING id, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount`,
    [contractId, rows.map((row) => row.due_date), rows.map((row) => row.amount)],
  );
}

export async function lockForRemoval(tx: Queryable, id: number) {
  const [before] = await tx.query<{
    status: string;
    doc_name: string | null;
    version: number;
    paid: boolean;
  }>(
    `SELECT status, doc_name, version, EXISTS (SELECT 1 FROM payments p WHERE p.contract_id = c.id) AS paid
       FROM contracts c WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return before;
}

export function voidReceivables(
  tx: Queryable,
  contractId: number,
): Promise<{ id: number; amount: string; due_date: string }[]> {
  return tx.query(
    `UPDATE receivables SET void = true WHERE contract_id = $1 AND NOT void
     RETURNING id, amount::text AS amount, to_char(due_date, 'YYYY-MM-DD') AS due_date`,
    [contractId],
  );
}

/** Closed as a mistake: not deleted, so that its number stays taken; it keeps no document. */
export async function closeRemoved(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE contracts SET status = 'closed', removed_at = $2, doc_name = NULL, version = version + 1
      WHERE id = $1`,
    [id, now],
  );
}

/** The creation form's options (GET /contract/options/get): courses of the branch's country, the branch's groups, its country's requisites. */
export async function contractOptions(q: Queryable, locationId: number): Promise<ContractOptions> {
  const courses = await q.query<ContractOptions['courses'][number]>(
    `SELECT k.id, k.name, k.type, k.kindergarten
       FROM courses k
       JOIN course_countries cc ON cc.course_id = k.id
       JOIN locations l ON l.country_id = cc.country_id
      WHERE l.id = $1
      ORDER BY k.type, k.name`,
    [locationId],
  );
  const groups = await q.query<ContractOptions['groups'][number]>(
    `SELECT id, short_name, course_id, location_id, price_per_week::text AS price_per_week, weeks,
            to_char(start_date, 'YYYY-MM-DD') AS start_date
       FROM groups WHERE location_id = $1 AND removed_at IS NULL ORDER BY short_name`,
    [locationId],
  );
  const requisites = await q.query<ContractOptions['requisites'][number]>(
    `SELECT r.id, r.short_name FROM requisites r JOIN locations l ON l.country_id = r.country_id
      WHERE l.id = $1 AND r.status = 'active' ORDER BY r.id`,
    [locationId],
  );
  const [{ currency }] = await q.query<{ currency: ContractOptions['currency'] }>(
    `SELECT CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency
       FROM locations l JOIN countries co ON co.id = l.country_id WHERE l.id = $1`,
    [locationId],
  );
  return { courses, groups, requisites, currency };
}
