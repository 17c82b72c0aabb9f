import type { RegisteredRoute } from '../app';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from '../db/db';
import type { OpenTarget, ServerOptions, WorkerRequest, WorkerResponse } from './worker';
import { workerBundle } from './workerBundle';

/** A database error from the worker, with its SQLSTATE code. */
export class WorkerDatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

/** The test database held by a worker thread, and the server the worker can run on it. */
export type WorkerDb = Db & {
  /** Builds the real app on this database and listens on a free port; resolves to its base URL. */
  listen(options: ServerOptions): Promise<string>;
  /** Sets and/or advances the server's clock; resolves to the new time. */
  clock(change: { set?: string; advanceMs?: number }): Promise<string>;
  /** Resolves once the server's mail queue has sent everything queued (mail leaves after the answer). */
  mailIdle(): Promise<void>;
  /** The routes the listening app registered. */
  routes(): Promise<RegisteredRoute[]>;
  /** Writes a PGlite database's data directory to `file`, to be opened later as `{ kind: 'pglite', dumpFile }`. */
  dump(file: string): Promise<void>;
};

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** Distributes Omit over the union, so each request variant keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export async function openWorkerDb(target: OpenTarget): Promise<WorkerDb> {
  // The worker runs as plain Node (jest's transform does not reach into worker threads), from one bundled file.
  const worker = new Worker(await workerBundle());
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
  worker.on('exit', (code) => failAll(new Error(`test worker exited with code ${code}`)));

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
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      call<T[]>({ op: 'query', sql, params: [...params], tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });

  try {
    await call({ op: 'open', target });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    kind: target.kind,
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
    listen: (options) => call<string>({ op: 'listen', options }),
    clock: (change) => call<string>({ op: 'clock', ...change }),
    mailIdle: () => call<void>({ op: 'mailIdle' }),
    routes: () => call<RegisteredRoute[]>({ op: 'routes' }),
    dump: (file) => call<void>({ op: 'dump', file }),
    async close() {
      await call({ op: 'close' }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
