import type { ReceiptsDay, ReceiptsTotal } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

// SQL of the receipts schedule. A contract's credit (its payments, and the balance an extension carried away
// from it as a negative receivable) covers its dues (receivables not void, positive) oldest first, by due
// date and id: a due is covered by what is left of the credit after every earlier due. Void receivables (a
// cancelled contract's dues after its cancellation, a removed contract's) are not expected. Every figure is
// NUMERIC in SQL and leaves as text with two decimals.

const money = (sql: string) => `(${sql})::numeric(14, 2)::text`;

/**
 * The contract-days of the branches ($1 int[]) between two dates ($2, $3), as CTEs ending in `day_rows`: one row
 * per contract and day with dues or payments (contract_id NULL: a branch's payments to 'unknown' that day),
 * with its branch's currency and the branch's today at the moment $4 (overdue: due before it). `credit` and
 * `earlier` are summed for `accounts`: the contracts of the range, or every contract of the branches (the
 * arrears of earlier months need them all).
 */
function contractDays(accounts: 'range' | 'branches'): string {
  const accountFilter =
    accounts === 'range' ? 'c.id IN (SELECT contract_id FROM due)' : 'c.location_id = ANY($1::int[])';
  return `
  branch AS (
    SELECT l.id AS location_id, CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
           ($4::timestamptz AT TIME ZONE l.time_zone)::date AS today
    FROM locations l JOIN countries co ON co.id = l.country_id
    WHERE l.id = ANY($1::int[])
  ),
  due AS (
    SELECT r.id, r.contract_id, r.due_date, r.type, r.amount, c.location_id
    FROM receivables r JOIN contracts c ON c.id = r.contract_id
    WHERE c.location_id = ANY($1::int[]) AND NOT r.void AND r.amount > 0
      AND r.due_date BETWEEN $2::date AND $3::date
  ),
  paid AS (
    SELECT p.contract_id, min(p.location_id) AS location_id, p.date, SUM(p.amount) AS amount
    FROM payments p
    WHERE p.location_id = ANY($1::int[]) AND p.date BETWEEN $2::date AND $3::date
    GROUP BY p.contract_id, CASE WHEN p.contract_id IS NULL THEN p.location_id END, p.date
  ),
  credit AS (
    SELECT x.contract_id, SUM(x.amount) AS amount
    FROM (SELECT p.contract_id, p.amount FROM payments p JOIN contracts c ON c.id = p.contract_id
          WHERE ${accountFilter}
          UNION ALL
          SELECT r.contract_id, -r.amount FROM receivables r JOIN contracts c ON c.id = r.contract_id
          WHERE ${accountFilter} AND NOT r.void AND r.amount < 0) x
    GROUP BY x.contract_id
  ),
  earlier AS (
    SELECT r.contract_id, c.location_id, SUM(r.amount) AS amount,
           SUM(r.amount) FILTER (WHERE r.due_date < b.today) AS overdue
    FROM receivables r JOIN contracts c ON c.id = r.contract_id JOIN branch b ON b.location_id = c.location_id
    WHERE ${accountFilter} AND NOT r.void AND r.amount > 0 AND r.due_date < $2::date
    GROUP BY r.contract_id, c.location_id
  ),
  covered AS (
    SELECT d.*,
           LEAST(d.amount, GREATEST(0, COALESCE(cr.amount, 0) - COALESCE(bf.amount, 0)
             - (SUM(d.amount) OVER (PARTITION BY d.contract_id ORDER BY d.due_date, d.id) - d.amount))) AS covered
    FROM due d LEFT JOIN credit cr ON cr.contract_id = d.contract_id
               LEFT JOIN earlier bf ON bf.contract_id = d.contract_id
  ),
  dues_day AS (
    SELECT contract_id, min(location_id) AS location_id, due_date AS date, SUM(amount) AS expected,
           SUM(covered) AS covered, array_agg(DISTINCT type ORDER BY type) AS types
    FROM covered GROUP BY contract_id, due_date
  ),
  contract_day AS (
    SELECT COALESCE(d.contract_id, p.contract_id) AS contract_id,
           COALESCE(d.location_id, p.location_id) AS location_id, COALESCE(d.date, p.date) AS date,
           COALESCE(d.expected, 0) AS expected, COALESCE(d.covered, 0) AS covered,
           COALESCE(p.amount, 0) AS received, COALESCE(d.types, '{}'::text[]) AS types
    FROM dues_day d FULL JOIN paid p ON p.contract_id = d.contract_id AND p.date = d.date
  ),
  day_rows AS (
    SELECT cd.contract_id, cd.location_id, cd.date, cd.types, b.currency,
           cd.expected, cd.covered, cd.expected - cd.covered AS outstanding,
           CASE WHEN cd.date < b.today THEN cd.expected - cd.covered ELSE 0 END AS overdue, cd.received
    FROM contract_day cd JOIN branch b ON b.location_id = cd.location_id
  )`;
}

const FIGURE_NAMES = ['expected', 'covered', 'outstanding', 'overdue', 'received'] as const;
/** The figures as JSON fields: each column of `table`, or its sum (0 without rows). */
const figures = (table: string, summed: boolean) =>
  FIGURE_NAMES.map(
    (name) => `'${name}', ${money(summed ? `COALESCE(SUM(${table}.${name}), 0)` : `${table}.${name}`)}`,
  ).join(', ');

export type ScheduleSql = { days: ReceiptsDay[]; totals: ReceiptsTotal[] };

/**
 * A month ($2 first day, $3 last day) of the branches: its days per currency and its totals per currency of
 * the branches (zeros for a currency without figures), with the arrears of earlier months (dues before the
 * month and before the branch's today, not covered).
 */
export async function scheduleOfMonth(
  q: Queryable,
  branches: readonly number[],
  first: string,
  last: string,
  now: Date,
): Promise<ScheduleSql> {
  const [result] = await q.query<ScheduleSql>(
    `WITH ${contractDays('branches')},
     arrears AS (
       SELECT b.currency, SUM(GREATEST(0, bf.overdue - COALESCE(cr.amount, 0))) AS amount
       FROM earlier bf JOIN branch b ON b.location_id = bf.location_id
       LEFT JOIN credit cr ON cr.contract_id = bf.contract_id
       WHERE bf.overdue IS NOT NULL
       GROUP BY b.currency
     ),
     day_sums AS (
       SELECT date, currency, SUM(expected) AS expected, SUM(covered) AS covered,
              SUM(outstanding) AS outstanding, SUM(overdue) AS overdue, SUM(received) AS received,
              count(contract_id)::int AS contracts
       FROM day_rows GROUP BY date, currency
     ),
     days AS (
       SELECT s.date, s.currency, json_build_object('date', to_char(s.date, 'YYYY-MM-DD'),
                'currency', s.currency, ${figures('s', false)}, 'contracts', s.contracts) AS day
       FROM day_sums s
     ),
     totals AS (
       SELECT c.currency, json_build_object('currency', c.currency, ${figures('s', true)},
                'overdue_before', ${money('COALESCE(max(a.amount), 0)')}) AS total
       FROM (SELECT DISTINCT currency FROM branch) c
       LEFT JOIN day_sums s ON s.currency = c.currency
       LEFT JOIN arrears a ON a.currency = c.currency
       GROUP BY c.currency
     )
     SELECT COALESCE((SELECT json_agg(day ORDER BY date, currency) FROM days), '[]'::json) AS days,
            COALESCE((SELECT json_agg(total ORDER BY currency) FROM totals), '[]'::json) AS totals`,
    [branches, first, last, now],
  );
  return result;
}

/** One contract-day of the schedule with the contract's names (no contract: payments to 'unknown'). */
export type ContractDaySql = {
  contract_id: number | null;
  number: string | null;
  full_name: string | null;
  kid_name: string | null;
  status: 'new' | 'active' | 'cancelled' | 'closed' | null;
  location_id: number;
  location_name: string;
  currency: 'BYN' | 'GEL';
  date: string;
  types: string[];
  expected: string;
  covered: string;
  outstanding: string;
  overdue: string;
  received: string;
};

/** The contract-days of the branches between two dates, by date, name and contract ('unknown' last in a day). */
export function contractDaysBetween(
  q: Queryable,
  branches: readonly number[],
  from: string,
  to: string,
  now: Date,
): Promise<ContractDaySql[]> {
  return q.query<ContractDaySql>(
    `WITH ${contractDays('range')}
     SELECT r.contract_id, c.number, c.full_name, c.kid_name, c.status, r.location_id, l.name AS location_name,
            r.currency, to_char(r.date, 'YYYY-MM-DD') AS date, r.types,
            ${money('r.expected')} AS expected, ${money('r.covered')} AS covered,
            ${money('r.outstanding')} AS outstanding, ${money('r.overdue')} AS overdue,
            ${money('r.received')} AS received
     FROM day_rows r LEFT JOIN contracts c ON c.id = r.contract_id JOIN locations l ON l.id = r.location_id
     ORDER BY r.date, r.contract_id IS NULL, c.full_name, r.contract_id, r.location_id`,
    [branches, from, to, now],
  );
}

/** The names and time zones of branches, by name. */
export function branchNames(
  q: Queryable,
  ids: readonly number[],
): Promise<{ id: number; name: string; time_zone: string }[]> {
  return q.query('SELECT id, name, time_zone FROM locations WHERE id = ANY($1::int[]) ORDER BY name, id', [
    ids,
  ]);
}
