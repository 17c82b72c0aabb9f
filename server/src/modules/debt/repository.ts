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

type BranchDay = { location_id: number; as_of: string | null; today: string };

/** The branches of the int[] parameter `branches` whose debts are not summed for their today at `now`. */
const staleBranches = (branches: string, now: string) => `
  SELECT l.id AS location_id, d.as_of, (${now}::timestamptz AT TIME ZONE l.time_zone)::date AS today
  FROM locations l LEFT JOIN contract_balance_days d ON d.location_id = l.id
  WHERE l.id = ANY(${branches}::int[])
    AND d.as_of IS DISTINCT FROM (${now}::timestamptz AT TIME ZONE l.time_zone)::date
  ORDER BY l.id`;
const STALE_BRANCHES = staleBranches('$1', '$2');

/**
 * Brings the debts of the branches to each branch's today (in its time zone), kept per branch in
 * contract_balance_days (migration 007): adds the receivables that fell due since the branch's day, takes
 * back those due after today when the day is later (a clock moved back), or sums every contract of a branch
 * whose day is unknown. Nothing to do, the common case, costs one look at a row per branch; otherwise the
 * branches' advisory locks are taken first, so that no receivable written meanwhile is lost or counted
 * twice (migrations 006 and 007).
 */
export async function refreshBalances(db: Db, locations: readonly number[], now: Date): Promise<void> {
  const stale = await db.query<BranchDay>(STALE_BRANCHES, [locations, now]);
  if (stale.length === 0) return;
  const branches = stale.map((day) => day.location_id);
  await db.transaction(async (tx) => {
    await tx.query('SELECT contract_balances_lock($1::int[])', [branches]);
    // Again under the locks: a request at the same moment may have brought some of them to today. Branches
    // moving between the same two days (the usual case: all of them, once a day) move in one statement.
    const moves = new Map<string, BranchDay[]>();
    for (const day of await tx.query<BranchDay>(STALE_BRANCHES, [branches, now])) {
      const key = `${day.as_of} ${day.today}`;
      moves.set(key, [...(moves.get(key) ?? []), day]);
    }
    for (const days of moves.values()) {
      const ids = days.map((day) => day.location_id);
      const { as_of: from, today } = days[0];
      if (from === null) await sumWhole(tx, ids, today);
      else await addFallenDue(tx, ids, from, today);
      await tx.query(
        `INSERT INTO contract_balance_days (location_id, as_of) SELECT unnest($1::int[]), $2
         ON CONFLICT (location_id) DO UPDATE SET as_of = EXCLUDED.as_of`,
        [ids, today],
      );
    }
  });
}

/** Every contract of the branches summed from its receivables due by the day (only changed rows written). */
async function sumWhole(tx: Queryable, branches: number[], day: string): Promise<void> {
  await tx.query(
    `UPDATE contract_balances cb SET debt = s.debt
     FROM (SELECT b.contract_id,
                  COALESCE(SUM(r.amount) FILTER (WHERE NOT r.void AND r.due_date <= $2), 0) AS debt
           FROM contract_balances b LEFT JOIN receivables r ON r.contract_id = b.contract_id
           WHERE b.location_id = ANY($1::int[]) GROUP BY b.contract_id) s
     WHERE cb.contract_id = s.contract_id AND cb.debt <> s.debt`,
    [branches, day],
  );
}

/**
 * The receivables of the branches' contracts due after one day and by the other: added going forward,
 * taken back going back.
 */
async function addFallenDue(tx: Queryable, branches: number[], from: string, to: string): Promise<void> {
  const forward = from < to;
  await tx.query(
    `UPDATE contract_balances cb SET debt = cb.debt + $4::int * s.amount
     FROM (SELECT r.contract_id, SUM(r.amount) AS amount
           FROM receivables r JOIN contract_balances b ON b.contract_id = r.contract_id
           WHERE b.location_id = ANY($1::int[]) AND NOT r.void AND r.due_date > $2 AND r.due_date <= $3
           GROUP BY r.contract_id) s
     WHERE cb.contract_id = s.contract_id`,
    [branches, forward ? from : to, forward ? to : from, forward ? 1 : -1],
  );
}

/** Sort keys of a debt page and their columns (a fixed list: the key is never put into SQL itself). */
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
};

export type DebtPageSql = {
  /** Some branch's debts are not summed for its today: the figures are not to be used (refreshBalances). */
  stale: boolean;
  total: number;
  totals: { location_id: number; currency: 'BYN' | 'GEL'; positive_balance: string }[];
  rows: DebtSqlRow[];
};

/** Columns of contract_balances a row of the list shows (migration 007 copies the contract's). */
const COLUMNS = 'contract_id, full_name, number, phone, location_id, debt, credit, balance';

/** The page ($1 limit, $2 offset) of the rows of `from` in `order` (of p.), as a JSON array. */
function pageJson(from: string, order: (table: string) => string): string {
  return `(SELECT COALESCE(json_agg(json_build_object(
             'contract_id', p.contract_id, 'full_name', p.full_name, 'number', p.number, 'phone', p.phone,
             'location_id', p.location_id, 'debt', p.debt::text, 'credit', p.credit::text,
             'balance', p.balance::text) ORDER BY ${order('p.')}), '[]'::json)
           FROM (SELECT ${COLUMNS} FROM (${from}) m ORDER BY ${order('m.')} LIMIT $1 OFFSET $2) p)`;
}

/** Each branch's positive balances of `from` (location_id, positive) with its currency, as a JSON array. */
function totalsJson(from: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object(
             'location_id', t.location_id, 'currency', CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END,
             'positive_balance', t.positive::numeric(16, 2)::text) ORDER BY t.location_id), '[]'::json)
           FROM (${from}) t JOIN locations l ON l.id = t.location_id JOIN countries co ON co.id = l.country_id)`;
}

/**
 * One page of the debt list of the branches, the count of matching rows and each branch's positive
 * balances over them. Without search words every figure is read, not computed: the page is an index scan
 * in the sort's order that stops after offset + limit rows; the count and the totals are the branches'
 * rows of contract_balance_totals (migration 007). A search reads every listed contract of the branches
 * (the words in the lower-cased text migration 007 keeps for it). The same statement tells
 * whether the branches' debts are summed for their today at `now` (one round trip less on every page); when
 * they are not, `stale` is true and the caller refreshes them and asks again.
 */
export async function debtPage(
  q: Queryable,
  branches: readonly number[],
  page: DebtPageQuery,
  now: Date,
): Promise<DebtPageSql> {
  if (branches.length === 0) return { stale: false, total: 0, totals: [], rows: [] };
  const stale = `EXISTS (${staleBranches('$3', '$4')}) AS stale`;
  const column = SORTS[page.sort] ?? SORTS.full_name;
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  // Ties in the sort's direction too, so that one index serves either direction.
  const order = (table: string) => `${table}${column} ${direction}, ${table}contract_id ${direction}`;
  if (page.words.length === 0) {
    // One branch: its own index (migration 007). Several: the index of all branches, skipping the others'
    // rows (migration 008). Either stops after offset + limit rows.
    const one = branches.length === 1;
    const listed = `SELECT ${COLUMNS} FROM contract_balances
                    WHERE location_id = ${one ? '$5' : 'ANY($3::int[])'} AND debt <> credit`;
    const [result] = await q.query<DebtPageSql>(
      `SELECT ${stale},
         (SELECT COALESCE(SUM(listed), 0)::int FROM contract_balance_totals
          WHERE location_id = ANY($3::int[])) AS total,
         ${totalsJson(`SELECT location_id, positive_balance AS positive FROM contract_balance_totals
                       WHERE location_id = ANY($3::int[]) AND listed > 0`)} AS totals,
         ${pageJson(listed, order)} AS rows`,
      [page.limit, page.offset, branches, now, ...(one ? branches : [])],
      { prepare: true },
    );
    return result;
  }
  const [result] = await q.query<DebtPageSql>(
    `WITH matching AS (
       SELECT ${COLUMNS} FROM contract_balances
       WHERE location_id = ANY($3::int[]) AND debt <> credit
         AND NOT EXISTS (SELECT 1 FROM unnest($5::text[]) AS w(word)
                         WHERE search_text NOT LIKE '%' || w.word || '%' ESCAPE '\\')
     )
     SELECT ${stale},
       (SELECT count(*)::int FROM matching) AS total,
       ${totalsJson(`SELECT location_id, COALESCE(SUM(balance) FILTER (WHERE balance > 0), 0) AS positive
                     FROM matching GROUP BY location_id`)} AS totals,
       ${pageJson('SELECT * FROM matching', order)} AS rows`,
    [page.limit, page.offset, branches, now, page.words],
    { prepare: true },
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
    `SELECT contract_id, full_name, number, phone, location_id,
            debt::text AS debt, credit::text AS credit, balance::text AS balance
     FROM contract_balances
     WHERE location_id = ANY($1::int[]) AND debt <> credit
     ORDER BY full_name, contract_id`,
    [locations],
  );
}
