import type { Queryable } from '../../db/db';

/**
 * What changes on every request by design, and is left out of the digest:
 * - users.last_activity and sessions.last_seen_at: every signed-in request records the moment (the idle
 *   limit of sessions, "last seen" of staff);
 * - auth_attempts: the sign-in rate limit counts every attempt, refused ones included (a refusal is what
 *   it counts);
 * - idempotency_keys: a keyed creating request stores its final answer, a 4xx included, so that a retry
 *   replays it (DESIGN.md section 3).
 * Sequences are not tables: a refused INSERT may use up an id, which changes no row.
 */
export const DIGEST_EXCLUDED_TABLES = ['auth_attempts', 'idempotency_keys'] as const;
export const DIGEST_EXCLUDED_COLUMNS = [
  ['users', 'last_activity'],
  ['sessions', 'last_seen_at'],
] as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** A list for IN (...) or NOT IN (...); when empty, the empty name, which no table or column has. */
const list = (items: string[], none = "''") => (items.length > 0 ? items.join(', ') : none);

/** Tables left out of a digest, and columns left out of their table's rows. */
export type DigestExclusions = {
  tables: readonly string[];
  columns: readonly (readonly [table: string, column: string])[];
};

/** What the fuzzer leaves out (above). */
export const FUZZ_EXCLUSIONS: DigestExclusions = {
  tables: DIGEST_EXCLUDED_TABLES,
  columns: DIGEST_EXCLUDED_COLUMNS,
};

/**
 * One statement over the catalog: for every table of the public schema, its number of rows and the newest
 * transaction that wrote one of them (xmin: an insert or update writes a row version with a newer id, a
 * delete lowers the count, so any committed change changes the pair) - a scan, not the text of every row,
 * which the fuzzer reads before and after every request. A table with an excluded column (moved by every
 * request) is read as the sum of its rows' hashes without that column instead. query_to_xml runs the
 * per-table SELECT that format() writes, so no function has to be created in the database under test.
 */
export function digestSql(excluded: DigestExclusions): string {
  return `
WITH columns AS (
  SELECT c.relname AS table_name,
         string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS list,
         c.relname IN (${list([...new Set(excluded.columns.map(([table]) => table))].map(quote))}) AS hashed
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  WHERE n.nspname = 'public'
    AND c.relkind IN ('r', 'p')
    AND c.relname NOT IN (${list(excluded.tables.map(quote))})
    AND (c.relname, a.attname) NOT IN (${list(
      excluded.columns.map(([table, column]) => `(${quote(table)}, ${quote(column)})`),
      "('', '')",
    )})
  GROUP BY c.relname
)
SELECT table_name,
       substring(
         query_to_xml(
           CASE WHEN hashed THEN format(
             'SELECT count(*) || '':'' || coalesce(sum(hashtextextended(r::text, 0)), 0) AS d FROM (SELECT %s FROM public.%I) r',
             list,
             table_name
           ) ELSE format(
             'SELECT count(*) || '':'' || coalesce(max(xmin::text::bigint), 0) AS d FROM public.%I',
             table_name
           ) END,
           false, true, ''
         )::text
         FROM '<d>([^<]*)</d>'
       ) AS digest
FROM columns
ORDER BY table_name`;
}

export const DIGEST_SQL = digestSql(FUZZ_EXCLUSIONS);

/** Table name -> 'rows:newest writer' (or 'rows:sum of row hashes'). */
export type Digest = Map<string, string>;

/**
 * Where the database's writes stand: the xmax of a fresh snapshot, one past the newest transaction that
 * ended. Every transaction that writes a row takes an id and moves it when it ends (committed or not);
 * reading moves it never. Two equal marks prove that no row changed between them; two different ones
 * prove nothing (an aborted write, a write of an excluded column), and the caller looks at the rows.
 */
export async function writeMark(q: Queryable): Promise<string> {
  const [row] = await q.query<{ mark: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark',
  );
  return row.mark;
}

/**
 * Remembers what `compute` answered for a key while the database's write mark stays where it was when it
 * started: the fuzzer and the access matrix read digests and scopes before and after every request, and
 * most requests (refused ones, reads) write nothing.
 */
export function whileUnwritten<T>(compute: (q: Queryable, key: string) => Promise<T>) {
  const remembered = new WeakMap<Queryable, Map<string, { mark: string; value: T }>>();
  return async (q: Queryable, key: string): Promise<T> => {
    const mark = await writeMark(q);
    let byKey = remembered.get(q);
    if (!byKey) remembered.set(q, (byKey = new Map()));
    const hit = byKey.get(key);
    if (hit?.mark === mark) return hit.value;
    // The mark read before the rows: a write that lands meanwhile moves the mark, and the next call
    // computes again.
    const value = await compute(q, key);
    byKey.set(key, { mark, value });
    return value;
  };
}

const digestOf = whileUnwritten(async (q, sql) => {
  const rows = await q.query<{ table_name: string; digest: string }>(sql);
  return rows.map((row) => [row.table_name, row.digest] as const);
});

export async function digestTables(q: Queryable, excluded = FUZZ_EXCLUSIONS): Promise<Digest> {
  const sql = excluded === FUZZ_EXCLUSIONS ? DIGEST_SQL : digestSql(excluded);
  return new Map(await digestOf(q, sql));
}

/** Tables whose rows differ (or that appeared or went away) between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
