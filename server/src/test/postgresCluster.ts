import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const PG_BIN = '/usr/lib/postgresql/15/bin';
const INITDB = `${PG_BIN}/initdb`;

/** A throw-away PostgreSQL 15 server of the tests and the benchmarks; user `app`, trust authentication. */
export type PostgresCluster = {
  port: number;
  /** The address of one of its databases. */
  url(database: string): string;
  /** Runs `fn` with a connection to its `postgres` database (CREATE and DROP DATABASE). */
  admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
};

/** Whether PostgreSQL 15's binaries are installed (Debian's postgresql-15). */
export function hasPostgres15(): boolean {
  return fs.existsSync(INITDB);
}

function asPostgres(command: string) {
  return run('su', ['postgres', '-c', command]);
}

/** A free TCP port on 127.0.0.1 (a cluster's, a server process's). */
export function freePort(): Promise<number> {
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

/**
 * Starts a PostgreSQL 15 server on a free port of 127.0.0.1, its data in a new temporary folder (durability
 * off: fsync, synchronous commit and full page writes). Should the process die without stop(), the server
 * is stopped and removed at exit.
 */
export async function startPostgresCluster(
  options: { maxConnections?: number } = {},
): Promise<PostgresCluster> {
  const template = await clusterTemplate();
  const dir = postgresOwnedTempDir('school-pg15-');
  await run('cp', ['-a', template, path.join(dir, 'data')]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    ...(options.maxConnections ? [`-c max_connections=${options.maxConnections}`] : []),
  ].join(' ');
  await asPostgres(
    `${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/server.log -o '${settings}' -w start > /dev/null`,
  );
  const atExit = () => stopClusterSync(dir);
  process.once('exit', atExit);
  return clusterAt(port, async () => {
    process.removeListener('exit', atExit);
    await asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -m immediate -w stop > /dev/null`).catch(
      () => undefined,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** A cluster already running on `port` (the one jest's global setup started for the run); stop() leaves it. */
export function runningCluster(port: number): PostgresCluster {
  return clusterAt(port, async () => undefined);
}

function clusterAt(port: number, stop: () => Promise<void>): PostgresCluster {
  return {
    port,
    url: (database) => `postgresql://app@127.0.0.1:${port}/${database}`,
    async admin(fn) {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'app', database: 'postgres' });
      await client.connect();
      try {
        return await fn(client);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
