import type { Queryable } from '../../db/db';

export type DebtSqlRow = {
  contract_id: number;
  full_name: string;
  number: string;
  phone: string;
  location_id: number;
  debt: string;
  credit: string;
  balance: string;
};

/**
 * Contracts of the given branches whose balance is not zero. Debit: receivables not void, due on
 * or before the branch's today (in its time zone); credit: all payments. NUMERIC arithmetic in SQL,
 * one aggregate per side (GROUP BY), amounts as text with two decimals.
 */
export function debtRows(q: Queryable, locations: readonly number[], now: Date): Promise<DebtSqlRow[]> {
  return q.query<DebtSqlRow>(
    `WITH days AS (
       SELECT id AS location_id, ($2::timestamptz AT TIME ZONE time_zone)::date AS today
       FROM locations WHERE id = ANY($1::int[])
     ),
     debit AS (
       SELECT r.contract_id, SUM(r.amount) AS amount
       FROM receivables r
       JOIN contracts c ON c.id = r.contract_id
       JOIN days d ON d.location_id = c.location_id
       WHERE NOT r.void AND r.due_date <= d.today
       GROUP BY r.contract_id
     ),
     credit AS (
       SELECT p.contract_id, SUM(p.amount) AS amount
       FROM payments p JOIN contracts c ON c.id = p.contract_id
       WHERE c.location_id = ANY($1::int[])
       GROUP BY p.contract_id
     )
     SELECT c.id AS contract_id, c.full_name, c.number, c.phone, c.location_id,
            COALESCE(d.amount, 0)::numeric(14, 2)::text AS debt,
            COALESCE(k.amount, 0)::numeric(14, 2)::text AS credit,
            (COALESCE(d.amount, 0) - COALESCE(k.amount, 0))::numeric(14, 2)::text AS balance
     FROM contracts c
     LEFT JOIN debit d ON d.contract_id = c.id
     LEFT JOIN credit k ON k.contract_id = c.id
     WHERE c.location_id = ANY($1::int[])
       AND COALESCE(d.amount, 0) <> COALESCE(k.amount, 0)
     ORDER BY c.full_name, c.id`,
    [locations, now],
  );
}
