/**
 * Runs inside a worker thread (plain Node, outside jest's module sandbox, where PGlite's
 * dynamic imports work) and serves one in-memory PGlite database over messages.
 * The other side is openPgliteInWorker() in pgliteInWorker.ts.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { Db, Queryable } from '../db/db';
import { openPgliteMemory } from '../db/pglite';

export type WorkerRequest =
  | { id: number; op: 'open'; emptyDumpFile: string }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type WorkerResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; code?: string } };

class Rollback extends Error {}

let db: Db | null = null;
let txCounter = 0;
const transactions = new Map<number, { q: Queryable; finish(commit: boolean): void; done: Promise<void> }>();

/** A fresh PGlite costs seconds of initdb; an empty database's dump, cached on disk, restores in under one. */
async function open(emptyDumpFile: string): Promise<void> {
  if (fs.existsSync(emptyDumpFile)) {
    db = await openPgliteMemory(new Blob([fs.readFileSync(emptyDumpFile)]));
    return;
  }
  const fresh = await openPgliteMemory();
  const dump = await fresh.dump();
  const partial = `${emptyDumpFile}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, emptyDumpFile);
  db = fresh;
}

function begin(database: Db): Promise<number> {
  const tx = (txCounter += 1);
  return new Promise<number>((ready, failed) => {
    const done = database
      .transaction(
        (q) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(tx, { q, finish: (ok) => (ok ? commit() : rollback(new Rollback())), done });
            ready(tx);
          }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      })
      .finally(() => transactions.delete(tx));
    done.catch(failed);
  });
}

function target(tx: number | undefined): Queryable {
  if (!db) throw new Error('database not open');
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no transaction ${tx}`);
  return open.q;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return open(request.emptyDumpFile);
    case 'query':
      return target(request.tx).query(request.sql, request.params);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      if (!db) throw new Error('database not open');
      return begin(db);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`no transaction ${request.tx}`);
      open.finish(request.commit);
      return open.done;
    }
    case 'close':
      await db?.close();
      db = null;
      return null;
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => parentPort?.postMessage({ id: request.id, ok: true, result: result ?? null } satisfies WorkerResponse),
    (error: unknown) => {
      const { message, code } = error as { message?: string; code?: string };
      parentPort?.postMessage({ id: request.id, ok: false, error: { message: message ?? String(error), code } } satisfies WorkerResponse);
    },
  );
});
