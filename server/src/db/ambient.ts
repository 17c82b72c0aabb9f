import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable } from './db';

/**
 * The database as the routes use it: inside `transaction(fn)`, every statement of the same asynchronous
 * flow - `fn`'s own, and those of anything it calls through this Db rather than through `tx` - runs in that
 * transaction, and a transaction begun inside it is a savepoint of it. So a caller can make one
 * transaction of work written as several (the Idempotency-Key's claim, the creating request's work and
 * its stored answer: http/idempotency.ts), and no statement of a request waits for a connection its own
 * transaction holds.
 */
export function withAmbientTransactions(db: Db): Db {
  const current = new AsyncLocalStorage<Queryable>();
  let savepoints = 0;
  const target = (): Queryable => current.getStore() ?? db;
  return {
    kind: db.kind,
    query: (sql, params, options) => target().query(sql, params, options),
    exec: (sql) => target().exec(sql),
    async transaction(fn) {
      const outer = current.getStore();
      if (!outer) return db.transaction((tx) => current.run(tx, () => fn(tx)));
      savepoints += 1;
      const name = `ambient_${savepoints}`;
      await outer.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(outer);
        await outer.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await outer.query(`ROLLBACK TO SAVEPOINT ${name}`);
        await outer.query(`RELEASE SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => db.close(),
  };
}
