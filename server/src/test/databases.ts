import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openWorkerDb, type WorkerDb } from './workerClient';

const run = promisify(execFile);

const PG_BIN = '/usr/lib/postgresql/15/bin';
const INITDB = `${PG_BIN}/initdb`;

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a throw-away PostgreSQL 15 cluster too when its binaries are installed (TEST_POSTGRES=off skips it). */
export const TEST_DATABASES: TestDatabaseKind[] =
  fs.existsSync(INITDB) && process.env.TEST_POSTGRES !== 'off' ? ['pglite', 'postgres'] : ['pglite'];

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

type Cluster = { dir: string; port: number };

let cluster: Promise<Cluster> | null = null;
let clusterUsers = 0;
let databaseCounter = 0;

function asPostgres(command: string) {
  return run('su', ['postgres', '-c', command]);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function stopClusterSync(dir: string) {
  spawnSync('su', ['postgres', '-c', `${PG_BIN}/pg_ctl -D ${dir}/data -m immediate -w stop`], {
    stdio: 'ignore',
  });
  fs.rmSync(dir, { recursive: true, force: true });
}

function postgresIds(): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

/** A folder owned by the postgres user (initdb refuses to run as root). */
function postgresOwnedTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const { uid, gid } = postgresIds();
  fs.chownSync(dir, uid, gid);
  return dir;
}

/**
 * initdb once per machine, into a template data directory that later clusters copy (much
 * faster than initdb). Built aside and renamed into place, so concurrent test files never see half of it.
 */
async function clusterTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), 'school-pg15-template');
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = postgresOwnedTempDir('school-pg15-build-');
  await asPostgres(
    `${INITDB} -D ${building}/data -U app --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync > ${building}/initdb.log`,
  );
  try {
    fs.renameSync(path.join(building, 'data'), template);
  } catch {
    // Another test file finished first: use its template.
  }
  fs.rmSync(building, { recursive: true, force: true });
  return template;
}

async function startCluster(): Promise<Cluster> {
  const template = await clusterTemplate();
  const dir = postgresOwnedTempDir('school-pg15-');
  await run('cp', ['-a', template, path.join(dir, 'data')]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asPostgres(
    `${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/server.log -o '${options}' -w start > /dev/null`,
  );
  // Should the test process die without its afterAll, do not leave a server behind.
  process.once('exit', () => stopClusterSync(dir));
  return { dir, port };
}

async function withAdmin<T>(port: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'app', database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function releaseCluster(): Promise<void> {
  clusterUsers -= 1;
  if (clusterUsers > 0 || !cluster) return;
  const { dir } = await cluster;
  cluster = null;
  await asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -m immediate -w stop > /dev/null`).catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
}

async function createPostgresDb(): Promise<TestDb> {
  clusterUsers += 1;
  cluster ??= startCluster();
  try {
    const { port } = await cluster;
    databaseCounter += 1;
    const name = `test_${process.pid}_${databaseCounter}`;
    await withAdmin(port, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const db = await openWorkerDb({ kind: 'postgres', url: `postgresql://app@127.0.0.1:${port}/${name}` });
    return {
      ...db,
      async dispose() {
        await db.close();
        await withAdmin(port, (admin) => admin.query(`DROP DATABASE ${name}`)).catch(() => undefined);
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
