import { UNKNOWN, type PageRequest, type Payment } from '@school/shared-api/contracts';
import { rowExists, type Queryable } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import { searchWords } from '../../lib/searchWords';

// SQL of payments: the list and its page totals, one payment, and the rows a payment changes.

const COLUMNS = `
  p.id, COALESCE(p.contract_id::text, '${UNKNOWN}') AS contract_id, COALESCE(c.number, '${UNKNOWN}') AS number,
  to_char(p.date, 'YYYY-MM-DD') AS date, p.amount::text AS amount, COALESCE(c.full_name, '') AS full_name,
  COALESCE(c.kid_name, '') AS kid_name, p.location_id AS id_location, COALESCE(c.status, '') AS status,
  CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency, p.version`;
const FROM = `
  FROM payments p
  LEFT JOIN contracts c ON c.id = p.contract_id
  JOIN locations l ON l.id = p.location_id
  JOIN countries co ON co.id = l.country_id`;

type SqlPayment = Omit<Payment, 'contract_id'> & { contract_id: string };

const toPayment = (row: SqlPayment): Payment => ({
  ...row,
  contract_id: row.contract_id === UNKNOWN ? UNKNOWN : Number(row.contract_id),
});

const SORTS: Record<string, string> = {
  date: 'p.date',
  amount: 'p.amount',
  number: "COALESCE(c.number, '')",
  full_name: "COALESCE(c.full_name, '')",
};

/** Payments of these branches (null: every branch), of one branch when asked, matching every word of q. */
const WHERE = `WHERE ($1::int[] IS NULL OR p.location_id = ANY($1::int[]))
      AND ($2::int IS NULL OR p.location_id = $2)
      AND NOT EXISTS (SELECT 1 FROM unnest($3::text[]) AS w(word)
                      WHERE lower(COALESCE(c.number, '${UNKNOWN}') || ' ' || COALESCE(c.full_name, '') || ' ' ||
                                  COALESCE(c.kid_name, '')) NOT LIKE '%' || w.word || '%' ESCAPE '\\')`;

export type PaymentFilter = { branches: readonly number[] | null; location: number | null; q: string };

const filterParams = (filter: PaymentFilter) => [filter.branches, filter.location, searchWords(filter.q)];

/** The whole list, newest first. */
export async function allPayments(q: Queryable, filter: PaymentFilter): Promise<Payment[]> {
  const rows = await q.query<SqlPayment>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY p.date DESC, p.id DESC`,
    filterParams(filter),
  );
  return rows.map(toPayment);
}

export type PaymentTotals = { total: number; totals: { currency: 'BYN' | 'GEL'; amount: string }[] };

/** One page in the asked order, with the count and the sums per currency of every matching payment. */
export async function paymentPage(
  q: Queryable,
  filter: PaymentFilter,
  page: PageRequest,
): Promise<{ rows: Payment[] } & PaymentTotals> {
  const params = filterParams(filter);
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  const rows = await q.query<SqlPayment>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
     ORDER BY ${SORTS[page.sort] ?? SORTS.date} ${direction}, p.id ${direction}
     LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const [summary] = await q.query<PaymentTotals>(
    `SELECT (SELECT count(*)::int ${FROM} ${WHERE}) AS total,
            COALESCE((SELECT json_agg(json_build_object('currency', s.currency, 'amount', s.amount::text)
                                      ORDER BY s.currency)
                        FROM (SELECT CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
                                     SUM(p.amount) AS amount
                                ${FROM} ${WHERE} GROUP BY 1) s), '[]') AS totals`,
    params,
  );
  return { rows: rows.map(toPayment), ...summary };
}

export async function paymentById(q: Queryable, id: number): Promise<Payment | undefined> {
  const [row] = await q.query<SqlPayment>(`SELECT ${COLUMNS} ${FROM} WHERE p.id = $1`, [id]);
  return row && toPayment(row);
}

export type ContractRow = {
  id: number;
  number: string;
  status: string;
  version: number;
  location_id: number;
};

/** The contract a payment names, locked for the payment's transaction. */
export async function lockContract(tx: Queryable, id: number): Promise<ContractRow | undefined> {
  const [contract] = await tx.query<ContractRow>(
    'SELECT id, number, status, version, location_id FROM contracts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return contract;
}

export async function activateContract(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE contracts SET status = 'active', version = version + 1 WHERE id = $1`, [id]);
}

export type PaymentValues = { contractId: number | null; date: string; amount: string };

export async function insertPayment(
  tx: Queryable,
  values: PaymentValues & { locationId: number | null; actorId: number; now: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payments (contract_id, date, amount, location_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [values.contractId, values.date, values.amount, values.locationId, values.actorId, values.now],
  );
  return row.id;
}

/** Whether two branches are in one country (and so count in one currency). */
export async function sameCountry(tx: Queryable, a: number, b: number): Promise<boolean> {
  const [row] = await tx.query<{ same: boolean }>(
    `SELECT (SELECT country_id FROM locations WHERE id = $1) = (SELECT country_id FROM locations WHERE id = $2) AS same`,
    [a, b],
  );
  return row.same === true;
}

export type LockedPayment = {
  contract_id: number | null;
  date: string;
  amount: string;
  version: number;
  location_id: number | null;
};

export async function lockPayment(tx: Queryable, id: number): Promise<LockedPayment | undefined> {
  const [row] = await tx.query<LockedPayment>(
    `SELECT contract_id, to_char(date, 'YYYY-MM-DD') AS date, amount::text AS amount, version, location_id
       FROM payments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export async function updatePaymentRow(tx: Queryable, id: number, values: PaymentValues): Promise<void> {
  await tx.query(
    `UPDATE payments SET contract_id = $2, date = $3, amount = $4, version = version + 1 WHERE id = $1`,
    [id, values.contractId, values.date, values.amount],
  );
}

/**
 * Scope check (http/scope.ts): a payment by the branch it was taken in (a payment to 'unknown' has no
 * contract to say it); for a family, a payment of one of the account's contracts.
 */
export const paymentScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM payments p WHERE p.id = $1 AND ($2::int[] IS NULL OR p.location_id = ANY($2::int[]))',
      [id, branches],
    ),
  family: (q, id, userId) =>
    rowExists(
      q,
      `SELECT 1 FROM payments p JOIN customer_contracts cc ON cc.contract_id = p.contract_id
       WHERE p.id = $1 AND cc.user_id = $2`,
      [id, userId],
    ),
};
