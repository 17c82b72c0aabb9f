import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from '../db/db';
import type { WorkerRequest, WorkerResponse } from './pgliteWorker';

/** What PGlite's errors carry across the thread boundary. */
export class WorkerDatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** Distributes request-only variants over the union, so that `id` can be added per call. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * An in-memory PGlite (db/pglite.ts) running in a worker thread: jest's module sandbox cannot
 * run PGlite's dynamic imports, a worker thread can. Same Db interface as the server uses.
 */
export async function openPgliteInWorker(pgliteVersion: string): Promise<Db> {
  const entry = path.join(__dirname, 'pgliteWorker.ts');
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, { eval: true });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | null = null;

  worker.on('message', (response: WorkerResponse) => {
    const call = pending.get(response.id);
    if (!call) return;
    pending.delete(response.id);
    if (response.ok) call.resolve(response.result);
    else call.reject(new WorkerDatabaseError(response.error.message, response.error.code));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited with code ${code}`)));

  const call = <T>(request: WithoutId<WorkerRequest>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    nextId += 1;
    const id = nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: <T>(sql: string, params: readonly unknown[] = []) => call<T[]>({ op: 'query', sql, params: [...params], tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });

  await call({ op: 'open', emptyDumpFile: path.join(os.tmpdir(), `school-pglite-empty-${pgliteVersion}.tar`) });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      await call({ op: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
