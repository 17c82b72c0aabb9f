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

/**
 * One statement over the catalog: for every table of the public schema, its number of rows and the sum of
 * their 64-bit hashes (their columns but the excluded ones, as text). A sum needs no sort and no text of the
 * whole table: half the time of an md5 over the sorted rows, which the fuzzer and the access matrix take
 * before and after every request; any changed, added or removed row changes it (short of a hash collision).
 * query_to_xml runs the per-table SELECT that format() writes, so no function has to be created in the
 * database under test.
 */
export const DIGEST_SQL = `
WITH columns AS (
  SELECT c.relname AS table_name,
         string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS list
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  WHERE n.nspname = 'public'
    AND c.relkind IN ('r', 'p')
    AND c.relname NOT IN (${DIGEST_EXCLUDED_TABLES.map(quote).join(', ')})
    AND (c.relname, a.attname) NOT IN (${DIGEST_EXCLUDED_COLUMNS.map(([t, c]) => `(${quote(t)}, ${quote(c)})`).join(', ')})
  GROUP BY c.relname
)
SELECT table_name,
       substring(
         query_to_xml(
           format(
             'SELECT count(*) || '':'' || coalesce(sum(hashtextextended(r::text, 0)), 0) AS d FROM (SELECT %s FROM public.%I) r',
             list,
             table_name
           ),
           false, true, ''
         )::text
         FROM '<d>([^<]*)</d>'
       ) AS digest
FROM columns
ORDER BY table_name`;

/** Table name -> 'rows:sum of row hashes'. */
export type Digest = Map<string, string>;

export async function digestTables(q: Queryable): Promise<Digest> {
  const rows = await q.query<{ table_name: string; digest: string }>(DIGEST_SQL);
  return new Map(rows.map((row) => [row.table_name, row.digest]));
}

/** Tables whose rows differ (or that appeared or went away) between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
