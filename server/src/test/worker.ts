/**
 * Runs inside a worker thread: plain Node, outside jest's module sandbox, where PGlite's and
 * @fastify/cookie's dynamic imports work. It holds one test database (PGlite in memory, or a
 * PostgreSQL database by URL) and, on request, the real server on it, listening on a free port.
 * The jest side is workerClient.ts.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { OidcSettings, SessionPolicy, SignInLimits } from '../auth/settings';
import type { StaticConfig } from '../config';
import type { Db, Queryable } from '../db/db';
import { openPgliteFile, openPgliteMemory } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createOutboxMailer, type Mailer } from '../mail/mailer';

/**
 * PGlite from a dump file (dump, or test/databases.ts), or fresh when `dumpFile` is null, or the data
 * directory a server left (`dataDir`, opened in place); PostgreSQL by URL.
 */
export type OpenTarget =
  | { kind: 'pglite'; dumpFile: string | null }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

export type ServerOptions = {
  now: string;
  publicUrl: string;
  outboxDir: string;
  signInLimits: SignInLimits;
  static?: StaticConfig;
  stage?: string;
  maintenance?: boolean;
  sessions?: SessionPolicy;
  oidc?: OidcSettings | null;
  stageFile?: string | null;
  /** Every request logged (level info) to this file, as main.ts logs them. */
  logFile?: string;
};

export type WorkerRequest =
  | { id: number; op: 'open'; target: OpenTarget }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; options: ServerOptions }
  | { id: number; op: 'clock'; set?: string; advanceMs?: number }
  | { id: number; op: 'mailIdle' }
  | { id: number; op: 'routes' }
  | { id: number; op: 'dump'; file: string }
  | { id: number; op: 'close' };

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; code?: string } };

class Rollback extends Error {}

let db: Db | null = null;
let app: FastifyInstance | null = null;
/** The server's mailer: its queue sends after the answer, so the test side waits for it (mailIdle). */
let mailer: Mailer | null = null;
let clock = new Date();
let txCounter = 0;
const transactions = new Map<number, { q: Queryable; finish(commit: boolean): void; done: Promise<void> }>();

function database(): Db {
  if (!db) throw new Error('database not open');
  return db;
}

let pglite: Awaited<ReturnType<typeof openPgliteMemory>> | null = null;

/** Writes the PGlite database's data directory to `file` (atomically: test files in parallel race for it). */
async function dumpPglite(file: string): Promise<void> {
  if (!pglite) throw new Error('only a PGlite database can be dumped');
  const dump = await pglite.dump();
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** A fresh PGlite costs seconds of initdb; a dump restores in about one. */
async function openPglite(dumpFile: string | null): Promise<Db> {
  pglite = await openPgliteMemory(dumpFile ? new Blob([fs.readFileSync(dumpFile)]) : undefined);
  return pglite;
}

/** Opens a transaction that stays open until an 'end' message commits or rolls it back. */
function begin(target: Db): Promise<number> {
  txCounter += 1;
  const tx = txCounter;
  return new Promise<number>((ready, failed) => {
    const done = target
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

function queryable(tx: number | undefined): Queryable {
  if (tx === undefined) return database();
  const open = transactions.get(tx);
  if (!open) throw new Error(`no transaction ${tx}`);
  return open.q;
}

async function listen(options: ServerOptions): Promise<string> {
  await mailer?.idle();
  if (app) await app.close();
  clock = new Date(options.now);
  const now = () => new Date(clock);
  mailer = createOutboxMailer(options.outboxDir, 'Школа <no-reply@school.test>', now);
  app = await buildApp({
    db: database(),
    mailer,
    publicUrl: options.publicUrl,
    now,
    signInLimits: options.signInLimits,
    static: options.static,
    stage: options.stage,
    maintenance: options.maintenance,
    sessions: options.sessions,
    oidc: options.oidc,
    stageFile: options.stageFile,
    checkResponses: true,
    forceCloseConnections: true,
    // TEST_LOG=error shows why a request failed (the answer of a 500 says nothing).
    logger: options.logFile
      ? { level: 'info', file: options.logFile }
      : process.env.TEST_LOG
        ? { level: process.env.TEST_LOG }
        : false,
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      db =
        request.target.kind === 'postgres'
          ? openPostgres(request.target.url, 4)
          : 'dataDir' in request.target
            ? await openPgliteFile(request.target.dataDir)
            : await openPglite(request.target.dumpFile);
      return null;
    case 'query':
      return queryable(request.tx).query(request.sql, request.params);
    case 'exec':
      return queryable(request.tx).exec(request.sql);
    case 'begin':
      return begin(database());
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`no transaction ${request.tx}`);
      open.finish(request.commit);
      return open.done;
    }
    case 'listen':
      return listen(request.options);
    case 'clock':
      if (request.set) clock = new Date(request.set);
      if (request.advanceMs) clock = new Date(clock.getTime() + request.advanceMs);
      return clock.toISOString();
    case 'routes':
      if (!app) throw new Error('the server is not listening');
      return app.registeredRoutes;
    case 'dump':
      return dumpPglite(request.file);
    case 'mailIdle':
      await mailer?.idle();
      return null;
    case 'close':
      await mailer?.idle();
      mailer = null;
      await app?.close();
      app = null;
      await db?.close();
      db = null;
      pglite = null;
      return null;
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) =>
      parentPort?.postMessage({ id: request.id, ok: true, result: result ?? null } satisfies WorkerResponse),
    (error: unknown) => {
      const { message, code } = error as { message?: string; code?: string };
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        error: { message: message ?? String(error), code },
      } satisfies WorkerResponse);
    },
  );
});
