import type { Db, Queryable } from '../../db/db';

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
 * Debt, credit and balance of every contract of the branches ($1) whose balance is not zero, from
 * contract_balances (migration 006); refreshBalances brings them to the branches' today first.
 */
const BALANCES = `
  balances AS (
    SELECT cb.contract_id, c.full_name, c.number, c.phone, cb.location_id, cb.debt, cb.credit, cb.balance
    FROM contract_balances cb JOIN contracts c ON c.id = cb.contract_id
    WHERE cb.location_id = ANY($1::int[]) AND cb.debt <> cb.credit
  )`;

/** The branches' today ($2 the moment) for the branches $1. */
const DAYS = `days AS (
    SELECT id AS location_id, ($2::timestamptz AT TIME ZONE time_zone)::date AS today
    FROM locations WHERE id = ANY($1::int[])
  )`;

/**
 * Brings the balances of the branches to each branch's today (in its time zone): adds the receivables that
 * fell due since the day a row was summed for, or sums again when that day is later (a clock moved back)
 * or unknown. Nothing to do, the common case, costs one index probe; otherwise the branches' advisory locks
 * are taken first, so that no receivable written meanwhile is lost or counted twice (migration 006).
 */
export async function refreshBalances(db: Db, locations: readonly number[], now: Date): Promise<void> {
  const [stale] = await db.query<{ stale: boolean }>(
    `WITH ${DAYS}
     SELECT EXISTS (SELECT 1 FROM contract_balances cb JOIN days d ON d.location_id = cb.location_id
                    WHERE cb.as_of IS DISTINCT FROM d.today) AS stale`,
    [locations, now],
  );
  if (!stale.stale) return;
  await db.transaction(async (tx) => {
    for (const location of [...locations].sort((x, y) => x - y))
      await tx.query('SELECT pg_advisory_xact_lock(contract_balances_lock_key(), $1)', [location]);
    await tx.query(
      `WITH ${DAYS}
       UPDATE contract_balances cb SET
         debt = CASE WHEN cb.as_of IS NOT NULL AND cb.as_of < d.today
           THEN cb.debt + COALESCE((SELECT SUM(r.amount) FROM receivables r
                                    WHERE r.contract_id = cb.contract_id AND NOT r.void
                                      AND r.due_date > cb.as_of AND r.due_date <= d.today), 0)
           ELSE COALESCE((SELECT SUM(r.amount) FROM receivables r
                          WHERE r.contract_id = cb.contract_id AND NOT r.void AND r.due_date <= d.today), 0)
           END,
         as_of = d.today
       FROM days d
       WHERE cb.location_id = d.location_id AND cb.as_of IS DISTINCT FROM d.today`,
      [locations, now],
    );
  });
}

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
  totals: { location_id: number; currency: 'BYN' | 'GEL'; positive_balance: string }[];
  rows: DebtSqlRow[];
};

/** One page of the debt list, the count of matching rows and each branch's positive balances over them. */
export async function debtPage(
  q: Queryable,
  locations: readonly number[],
  page: DebtPageQuery,
): Promise<DebtPageSql> {
  const sort = SORTS[page.sort] ?? SORTS.full_name;
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  // The contracts' names and numbers are joined for all matching rows only when the search or the sort
  // needs them; counting, the branch totals and sorting by an amount read contract_balances alone.
  const byContract = page.words.length > 0 || sort === 'full_name' || sort === 'number';
  const search =
    page.words.length === 0
      ? 'AND $3::text[] IS NOT NULL'
      : `AND NOT EXISTS (
           SELECT 1 FROM unnest($3::text[]) AS w(word)
           WHERE NOT (lower(c.full_name) LIKE '%' || w.word || '%' ESCAPE '\\'
                      OR lower(c.number) LIKE '%' || w.word || '%' ESCAPE '\\'
                      OR regexp_replace(c.phone, '[^0-9]', '', 'g') LIKE '%' || w.word || '%' ESCAPE '\\'))`;
  const [result] = await q.query<DebtPageSql>(
    `WITH matching AS (
       SELECT cb.contract_id, cb.location_id, cb.debt, cb.credit, cb.balance
              ${byContract ? ', c.full_name, c.number' : ''}
       FROM contract_balances cb ${byContract ? 'JOIN contracts c ON c.id = cb.contract_id' : ''}
       WHERE cb.location_id = ANY($1::int[]) AND cb.debt <> cb.credit
         AND ($2::int IS NULL OR cb.location_id = $2)
         ${search}
     ),
     page AS (
       SELECT m.contract_id, m.location_id, m.debt, m.credit, m.balance,
              row_number() OVER (ORDER BY ${sort} ${direction}, contract_id) AS position
       FROM matching m ORDER BY ${sort} ${direction}, contract_id LIMIT $4 OFFSET $5
     )
     SELECT
       (SELECT count(*)::int FROM matching) AS total,
       (SELECT COALESCE(json_agg(json_build_object('location_id', t.location_id,
                                                   'currency', CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END,
                                                   'positive_balance', t.positive::numeric(14, 2)::text)
                                 ORDER BY t.location_id), '[]'::json)
        FROM (SELECT location_id, COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0) AS positive
              FROM matching GROUP BY location_id) t
        JOIN locations l ON l.id = t.location_id JOIN countries co ON co.id = l.country_id) AS totals,
       (SELECT COALESCE(json_agg(json_build_object(
                 'contract_id', p.contract_id, 'full_name', k.full_name, 'number', k.number, 'phone', k.phone,
                 'location_id', p.location_id, 'debt', p.debt::numeric(14, 2)::text,
                 'credit', p.credit::numeric(14, 2)::text, 'balance', p.balance::numeric(14, 2)::text)
               ORDER BY p.position), '[]'::json)
        FROM page p JOIN contracts k ON k.id = p.contract_id) AS rows`,
    [locations, page.locationId, page.words, page.limit, page.offset],
  );
  return result;
}

/**
 * Contracts of the given branches whose balance is not zero, by name. Debt: receivables not void, due on
 * or before the branch's today (in its time zone; refreshBalances first); credit: all payments. NUMERIC
 * arithmetic in SQL, amounts as text with two decimals.
 */
export function debtRows(q: Queryable, locations: readonly number[]): Promise<DebtSqlRow[]> {
  return q.query<DebtSqlRow>(
    `WITH ${BALANCES}
     SELECT contract_id, full_name, number, phone, location_id,
            debt::numeric(14, 2)::text AS debt,
            credit::numeric(14, 2)::text AS credit,
            balance::numeric(14, 2)::text AS balance
     FROM balances
     ORDER BY full_name, contract_id`,
    [locations],
  );
}
