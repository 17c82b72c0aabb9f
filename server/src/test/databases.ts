import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { seedDemoSchool } from '../seed/demo';
import { TEST_NOW, seedSmallSchool } from './fixtures';
import { hasPostgres15, runningCluster, startPostgresCluster, type PostgresCluster } from './postgresCluster';
import { CACHE, forgetOtherSources, sourcesDigest } from './workerBundle';
import { openWorkerDb, type WorkerDb } from './workerClient';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a throw-away PostgreSQL 15 cluster too when its binaries are installed (TEST_POSTGRES=off skips it). */
export const TEST_DATABASES: TestDatabaseKind[] =
  hasPostgres15() && process.env.TEST_POSTGRES !== 'off' ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh database for one test suite, held by a worker thread that can also run the server on it;
 * dispose() closes it and throws it away.
 */
export type TestDb = WorkerDb & {
  dispose(): Promise<void>;
  /** A PostgreSQL database's address (for a second connection of a test's own); undefined on PGlite. */
  url?: string;
};

/**
 * What a new test database holds: nothing, the migrated schema, or the schema with a school loaded - the
 * small generated one of fixtures.ts with that many contracts (seedSmallSchool), or the demo school of
 * `npm start` at TEST_NOW (seedDemoSchool).
 */
type Content = { migrated: false } | { migrated: true; school: number | 'demo' | null };

/**
 * Databases are prepared once per set of sources and copied per suite (DESIGN.md section 8, CI): a migrated,
 * seeded database is a PGlite dump file loaded in about a second, or a PostgreSQL template database
 * copied by CREATE DATABASE ... TEMPLATE, instead of migrating (1-2 s) and seeding (2-3 s) in every suite.
 * The name says what it holds and which sources made it.
 */
function preparedName(content: Content & { migrated: true }): string {
  const school = content.school === null ? 'schema' : `school_${content.school}`;
  return `prepared_${sourcesDigest()}_${school}`;
}

async function fill(db: WorkerDb, content: Content & { migrated: true }): Promise<void> {
  await migrate(db);
  if (content.school === 'demo') await seedDemoSchool(db, new Date(TEST_NOW));
  else if (content.school !== null) await seedSmallSchool(db, content.school);
}

// PGlite ----------------------------------------------------------------------

function pgliteVersion(): string {
  const pkg = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** An empty PGlite: from the dump of one cached in the temp folder (made by the first that needs it). */
async function openEmptyPglite(): Promise<WorkerDb> {
  const emptyDumpFile = path.join(os.tmpdir(), `school-pglite-empty-${pgliteVersion()}.tar`);
  if (fs.existsSync(emptyDumpFile)) return openWorkerDb({ kind: 'pglite', dumpFile: emptyDumpFile });
  const db = await openWorkerDb({ kind: 'pglite', dumpFile: null });
  await db.dump(emptyDumpFile);
  return db;
}

async function createPgliteDb(content: Content): Promise<TestDb> {
  if (!content.migrated) {
    const db = await openEmptyPglite();
    return { ...db, dispose: () => db.close() };
  }
  const prepared = path.join(CACHE, `${preparedName(content)}_pglite-${pgliteVersion()}.tar`);
  if (!fs.existsSync(prepared)) {
    const building = await openEmptyPglite();
    try {
      await fill(building, content);
      fs.mkdirSync(CACHE, { recursive: true });
      forgetOtherSources();
      await building.dump(prepared);
    } finally {
      await building.close();
    }
  }
  const db = await openWorkerDb({ kind: 'pglite', dumpFile: prepared });
  return { ...db, dispose: () => db.close() };
}

// PostgreSQL ------------------------------------------------------------------

/**
 * The run's cluster when jest's global setup started one (TEST_POSTGRES_PORT, jest/globalSetup.cjs): every
 * test file of the run shares it and its template databases. Otherwise (a file run outside that setup) a
 * cluster of the file's own, stopped when its last database is disposed.
 */
let cluster: Promise<PostgresCluster> | null = null;
let clusterUsers = 0;

function acquireCluster(): Promise<PostgresCluster> {
  clusterUsers += 1;
  const port = Number(process.env.TEST_POSTGRES_PORT);
  cluster ??= port ? Promise.resolve(runningCluster(port)) : startPostgresCluster();
  return cluster;
}

async function releaseCluster(): Promise<void> {
  clusterUsers -= 1;
  if (clusterUsers > 0 || !cluster) return;
  const started = cluster;
  cluster = null;
  await (await started).stop();
}

/** Any 64-bit constant: serialises the test files that would prepare the same template at once. */
const TEMPLATE_LOCK = 72_410_100;

/** The template database holding `content`, made by the first test file that asks for it. */
async function templateDatabase(
  server: PostgresCluster,
  content: Content & { migrated: true },
): Promise<string> {
  const name = preparedName(content);
  await server.admin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openWorkerDb({ kind: 'postgres', url: server.url(building) });
      try {
        await fill(db, content);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

async function createPostgresDb(content: Content): Promise<TestDb> {
  const server = await acquireCluster();
  try {
    const template = content.migrated ? await templateDatabase(server, content) : null;
    const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await server.admin((admin) =>
      admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
    );
    const db = await openWorkerDb({ kind: 'postgres', url: server.url(name) });
    return {
      ...db,
      url: server.url(name),
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

/**
 * A migrated PostgreSQL database opened as a role of its own that is not a superuser and owns the database,
 * the way a production server connects (README: DATABASE_URL=postgresql://school@db/school_qa) and runs the
 * migrations at start; the test cluster's own user (app) is a superuser, whom no grant limits.
 */
export async function createPostgresDbOfOwnRole(): Promise<TestDb & { role: string }> {
  const server = await acquireCluster();
  const suffix = `${process.pid}_${randomBytes(6).toString('hex')}`;
  const role = `server_${suffix}`;
  const name = `test_own_${suffix}`;
  let db: WorkerDb | null = null;
  const drop = async () => {
    await server
      .admin(async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
      })
      .catch(() => undefined);
    await releaseCluster();
  };
  try {
    await server.admin(async (admin) => {
      await admin.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
      await admin.query(`CREATE DATABASE ${name} OWNER ${role}`);
    });
    db = await openWorkerDb({ kind: 'postgres', url: server.url(name).replace('//app@', `//${role}@`) });
    await migrate(db);
    const opened = db;
    return {
      ...opened,
      role,
      async dispose() {
        await opened.close();
        await drop();
      },
    };
  } catch (error) {
    await db?.close();
    await drop();
    throw error;
  }
}

// Both ----------------------------------------------------------------------

export type TestDbOptions = {
  /** false: an empty database, without even the migrations (default true). */
  migrated?: boolean;
  /**
   * A school loaded into the migrated database: the small generated school with this many contracts
   * (what seedSmallSchool(db, contracts) loads), or 'demo', the demo school at TEST_NOW.
   */
  school?: number | 'demo';
};

/** A fresh database of the given kind: migrated unless `migrated: false`, with a school if `school` says so. */
export function createTestDb(kind: TestDatabaseKind, options: TestDbOptions = {}): Promise<TestDb> {
  const content: Content =
    options.migrated === false ? { migrated: false } : { migrated: true, school: options.school ?? null };
  return kind === 'pglite' ? createPgliteDb(content) : createPostgresDb(content);
}

/** Time for beforeAll hooks that create databases (a first PGlite initdb takes several seconds). */
export const DATABASE_SETUP_TIMEOUT = 60_000;
