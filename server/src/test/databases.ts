import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { hasPostgres15, startPostgresCluster, type PostgresCluster } from './postgresCluster';
import { openWorkerDb, type WorkerDb } from './workerClient';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a throw-away PostgreSQL 15 cluster too when its binaries are installed (TEST_POSTGRES=off skips it). */
export const TEST_DATABASES: TestDatabaseKind[] =
  hasPostgres15() && process.env.TEST_POSTGRES !== 'off' ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh database for one test suite, held by a worker thread that can also run the server on it;
 * dispose() closes it and throws it away.
 */
export type TestDb = WorkerDb & { dispose(): Promise<void> };

// PGlite ----------------------------------------------------------------------

function pgliteVersion(): string {
  const pkg = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

async function createPgliteDb(): Promise<TestDb> {
  const emptyDumpFile = path.join(os.tmpdir(), `school-pglite-empty-${pgliteVersion()}.tar`);
  const db = await openWorkerDb({ kind: 'pglite', emptyDumpFile });
  return { ...db, dispose: () => db.close() };
}

// PostgreSQL ------------------------------------------------------------------

let cluster: Promise<PostgresCluster> | null = null;
let clusterUsers = 0;
let databaseCounter = 0;

async function releaseCluster(): Promise<void> {
  clusterUsers -= 1;
  if (clusterUsers > 0 || !cluster) return;
  const started = cluster;
  cluster = null;
  await (await started).stop();
}

async function createPostgresDb(): Promise<TestDb> {
  clusterUsers += 1;
  cluster ??= startPostgresCluster();
  try {
    const server = await cluster;
    databaseCounter += 1;
    const name = `test_${process.pid}_${databaseCounter}`;
    await server.admin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const db = await openWorkerDb({ kind: 'postgres', url: server.url(name) });
    return {
      ...db,
      async dispose() {
        await db.close();
        await server.admin((admin) => admin.query(`DROP DATABASE ${name}`)).catch(() => undefined);
        await releaseCluster();
      },
    };
  } catch (error) {
    await releaseCluster();
    throw error;
  }
}

// Both ----------------------------------------------------------------------

/** A fresh, empty database of the given kind; migrated unless `migrated: false`. */
export async function createTestDb(
  kind: TestDatabaseKind,
  options: { migrated?: boolean } = {},
): Promise<TestDb> {
  const db = kind === 'pglite' ? await createPgliteDb() : await createPostgresDb();
  if (options.migrated !== false) await migrate(db);
  return db;
}

/** Time for beforeAll hooks that create databases (a first PGlite initdb takes several seconds). */
export const DATABASE_SETUP_TIMEOUT = 60_000;
