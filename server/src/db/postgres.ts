import crypto from 'node:crypto';
import pg from 'pg';
import { DATE_OID, type Db, type Queryable, type QueryOptions } from './db';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** The name a prepared statement goes by on every connection: its text's digest. */
function statementName(sql: string): string {
  return `s${crypto.createHash('sha1').update(sql).digest('hex')}`;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const values = params as unknown[];
      const result = await (options.prepare
        ? client.query({ name: statementName(sql), text: sql, values })
        : client.query(sql, values));
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL connection pool (DATABASE_URL). */
export function openPostgres(connectionString: string, max = 10): Db {
  // JIT compilation costs more than it saves on the short queries of an API (it tripled the debt list's time).
  const pool = new pg.Pool({ connectionString, max, types: typeParsers, options: '-c jit=off' });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
