import type { Queryable } from './db';

/** Bind parameters of one statement stay far below PostgreSQL's limit of 65535. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows (objects with the same keys, the column names) with multi-row INSERTs:
 * one round trip per batch instead of one per row. Table and column names are code constants.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  rows: readonly Record<string, unknown>[],
  batchSize = 500,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perBatch = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMS / columns.length)));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** After rows were inserted with explicit ids, moves the identity sequence of `table` past the largest id. */
export async function syncIdentity(q: Queryable, table: string): Promise<void> {
  await q.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1), (SELECT COUNT(*) > 0 FROM ${table}))`,
    [table],
  );
}
