import crypto from 'node:crypto';
import pg from 'pg';
import { DATE_OID, type Db, type Queryable, type QueryOptions } from './db';
import { asUnavailable, DatabaseUnavailable } from './unavailable';

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

/** `promise`, its failure as DatabaseUnavailable when the database could not be reached. */
const reaching = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw asUnavailable(error);
  });

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const values = params as unknown[];
      const result = await reaching(
        options.prepare
          ? client.query({ name: statementName(sql), text: sql, values })
          : client.query(sql, values),
      );
      return result.rows as T[];
    },
    async exec(sql: string) {
      await reaching(client.query(sql));
    },
  };
}

const CONNECT_TIMEOUT_MS = 5000;

/** A PostgreSQL connection pool (DATABASE_URL). */
export function openPostgres(connectionString: string, max = 10): Db {
  // JIT compilation costs more than it saves on the short queries of an API (it tripled the debt list's time).
  // A connection that cannot be had in 5 s is an outage (503), not a request left waiting for ever.
  const pool = new pg.Pool({
    connectionString,
    max,
    types: typeParsers,
    options: '-c jit=off',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await reaching(pool.connect());
      let lost = false;
      try {
        await reaching(client.query('BEGIN'));
        const result = await fn(wrap(client));
        await reaching(client.query('COMMIT'));
        return result;
      } catch (error) {
        lost = error instanceof DatabaseUnavailable;
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        // A connection that was lost leaves the pool rather than wait in it for the next request.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
