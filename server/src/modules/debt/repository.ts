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
    `WITH scope AS (
       SELECT c.id, c.full_name, c.number, c.phone, c.location_id,
              ($2::timestamptz AT TIME ZONE l.time_zone)::date AS today
       FROM contracts c JOIN locations l ON l.id = c.location_id
       WHERE c.location_id = ANY($1::int[])
     ),
     debit AS (
       SELECT r.contract_id, SUM(r.amount) AS amount
       FROM receivables r JOIN scope s ON s.id = r.contract_id
       WHERE NOT r.void AND r.due_date <= s.today
       GROUP BY r.contract_id
     ),
     credit AS (
       SELECT p.contract_id, SUM(p.amount) AS amount
       FROM payments p JOIN scope s ON s.id = p.contract_id
       GROUP BY p.contract_id
     )
     SELECT s.id AS contract_id, s.full_name, s.number, s.phone, s.location_id,
            COALESCE(d.amount, 0)::numeric(14, 2)::text AS debt,
            COALESCE(c.amount, 0)::numeric(14, 2)::text AS credit,
            (COALESCE(d.amount, 0) - COALESCE(c.amount, 0))::numeric(14, 2)::text AS balance
     FROM scope s
     LEFT JOIN debit d ON d.contract_id = s.id
     LEFT JOIN credit c ON c.contract_id = s.id
     WHERE COALESCE(d.amount, 0) <> COALESCE(c.amount, 0)
     ORDER BY s.full_name, s.id`,
    [locations, now],
  );
}
