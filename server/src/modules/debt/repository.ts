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

/** Debit, credit and balance of every contract of the branches ($1) whose balance is not zero, at $2. */
const BALANCES = `
  days AS (
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
  ),
  balances AS (
    SELECT c.id AS contract_id, c.full_name, c.number, c.phone, c.location_id,
           COALESCE(d.amount, 0) AS debt, COALESCE(k.amount, 0) AS credit,
           COALESCE(d.amount, 0) - COALESCE(k.amount, 0) AS balance
    FROM contracts c
    LEFT JOIN debit d ON d.contract_id = c.id
    LEFT JOIN credit k ON k.contract_id = c.id
    WHERE c.location_id = ANY($1::int[])
      AND COALESCE(d.amount, 0) <> COALESCE(k.amount, 0)
  )`;

/** Sort keys of a debt page and their SQL (a fixed list: the key is never put into SQL itself). */
const SORTS: Record<string, string> = {
  full_name: 'full_name',
  number: 'number',
  debt: 'debt',
  credit: 'credit',
  balance: 'balance',
};

export type DebtPageQuery = {
  limit: number;
  offset: number;
  sort: string;
  order: 'asc' | 'desc';
  /** Lower-cased words, each to be found in the name, the number or the phone's digits. */
  words: string[];
  locationId: number | null;
};

export type DebtPageSql = {
  total: number;
  totals: { location_id: number; positive_balance: string }[];
  rows: DebtSqlRow[];
};

/** One page of the debt list, the count of matching rows and each branch's positive balances over them. */
export async function debtPage(
  q: Queryable,
  locations: readonly number[],
  now: Date,
  page: DebtPageQuery,
): Promise<DebtPageSql> {
  const sort = SORTS[page.sort] ?? SORTS.full_name;
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  const [result] = await q.query<DebtPageSql>(
    `WITH ${BALANCES},
     matching AS (
       SELECT * FROM balances b
       WHERE ($3::int IS NULL OR b.location_id = $3)
         AND NOT EXISTS (
           SELECT 1 FROM unnest($4::text[]) AS w(word)
           WHERE NOT (lower(b.full_name) LIKE '%' || w.word || '%' ESCAPE '\\'
                      OR lower(b.number) LIKE '%' || w.word || '%' ESCAPE '\\'
                      OR regexp_replace(b.phone, '[^0-9]', '', 'g') LIKE '%' || w.word || '%' ESCAPE '\\'))
     ),
     page AS (
       SELECT m.*, row_number() OVER (ORDER BY ${sort} ${direction}, contract_id) AS position
       FROM matching m ORDER BY ${sort} ${direction}, contract_id LIMIT $5 OFFSET $6
     )
     SELECT
       (SELECT count(*)::int FROM matching) AS total,
       (SELECT COALESCE(json_agg(json_build_object('location_id', t.location_id,
                                                   'positive_balance', t.positive::numeric(14, 2)::text)
                                 ORDER BY t.location_id), '[]'::json)
        FROM (SELECT location_id, COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0) AS positive
              FROM matching GROUP BY location_id) t) AS totals,
       (SELECT COALESCE(json_agg(json_build_object(
                 'contract_id', p.contract_id, 'full_name', p.full_name, 'number', p.number, 'phone', p.phone,
                 'location_id', p.location_id, 'debt', p.debt::numeric(14, 2)::text,
                 'credit', p.credit::numeric(14, 2)::text, 'balance', p.balance::numeric(14, 2)::text)
               ORDER BY p.position), '[]'::json)
        FROM page p) AS rows`,
    [locations, now, page.locationId, page.words, page.limit, page.offset],
  );
  return result;
}

/**
 * Contracts of the given branches whose balance is not zero. Debit: receivables not void, due on
 * or before the branch's today (in its time zone); credit: all payments. NUMERIC arithmetic in SQL,
 * one aggregate per side (GROUP BY), amounts as text with two decimals.
 */
export function debtRows(q: Queryable, locations: readonly number[], now: Date): Promise<DebtSqlRow[]> {
  return q.query<DebtSqlRow>(
    `WITH ${BALANCES}
     SELECT contract_id, full_name, number, phone, location_id,
            debt::numeric(14, 2)::text AS debt,
            credit::numeric(14, 2)::text AS credit,
            balance::numeric(14, 2)::text AS balance
     FROM balances
     ORDER BY full_name, contract_id`,
    [locations, now],
  );
}
