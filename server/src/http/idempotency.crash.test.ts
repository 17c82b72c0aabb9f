import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/db';
import { openPostgres } from '../db/postgres';
import { TEST_DATABASES } from '../test/databases';
import { freePort, startPostgresCluster, type PostgresCluster } from '../test/postgresCluster';
import { openWorkerDb } from '../test/workerClient';

// Exactly-once across a crash (DESIGN.md section 8): the real server (`npm start`'s main.ts) takes a burst
// of keyed payments and is killed with SIGKILL in the middle of it; started again on the same database,
// it holds no key as 'running', and a retry of every key succeeds, each payment existing exactly once.

const repoRoot = path.resolve(__dirname, '../../..');
const ACCOUNTANT = 'accountant@school.test';
const PAYMENTS = 48;
const AT_ONCE = 8;
/** The burst is killed once this many answers came back: the rest are under way or not yet sent. */
const KILL_AFTER = 12;
/** An amount no demo payment has, one per key: the payment of key i is found by it. */
const amountOf = (i: number) => `${7000 + i}.37`;

type Running = { child: ChildProcess; baseUrl: string; output: () => string };

async function startServer(dataDir: string, port: number, databaseUrl: string): Promise<Running> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Node itself runs main.ts, tsx as its loader: tsx's command line would run it in a child process,
  // which a SIGKILL of the command does not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/stage.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl, output: () => output };
}

function killHard(server: Running): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/** Signs in as a person does: the e-mail form, then the link the server wrote to its outbox. */
async function signIn(server: Running, dataDir: string, email: string): Promise<string> {
  const asked = await fetch(`${server.baseUrl}/api/auth_email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const link = files
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
      .filter((text) => text.includes(email))
      .map((text) => text.match(/https?:\/\/\S+\/api\/auth_email\/verify\?token=[\w-]+/)?.[0])
      .find(Boolean);
    if (link) {
      const verified = await fetch(link, { redirect: 'manual' });
      const cookie = verified.headers.getSetCookie().map((each) => each.split(';')[0]);
      expect(cookie.length).toBeGreaterThan(0);
      return cookie.join('; ');
    }
    if (Date.now() > deadline) throw new Error(`no sign-in message for ${email}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Pay = { key: string; amount: string };

function pay(server: Running, cookie: string, contract: { id: number; number: string }, one: Pay) {
  return fetch(`${server.baseUrl}/api/payment/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': one.key },
    body: JSON.stringify({
      date: '2026-11-20',
      amount: one.amount,
      contract_id: contract.id,
      number: contract.number,
    }),
  });
}

/** The burst: AT_ONCE keyed payments under way at a time, killed hard after KILL_AFTER answers. */
async function burstAndKill(
  server: Running,
  cookie: string,
  contract: { id: number; number: string },
  payments: Pay[],
): Promise<Set<string>> {
  let next = 0;
  const answered = new Set<string>();
  let killing: Promise<void> | null = null;
  const lane = async () => {
    while (next < payments.length && !killing) {
      const one = payments[next];
      next += 1;
      try {
        const answer = await pay(server, cookie, contract, one);
        await answer.text();
        expect(answer.status).toBe(200);
        answered.add(one.key);
        if (answered.size >= KILL_AFTER && !killing) killing = killHard(server);
      } catch {
        // The connection died with the server.
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  await (killing ?? killHard(server));
  return answered;
}

type Setup = { databaseUrl: string; open(): Promise<Db>; dispose(): Promise<void> };

async function databaseOf(kind: 'pglite' | 'postgres', dataDir: string): Promise<Setup> {
  if (kind === 'pglite') {
    return {
      databaseUrl: '',
      // In a worker thread: PGlite cannot load in jest's sandbox.
      open: () => openWorkerDb({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
      dispose: async () => undefined,
    };
  }
  const cluster: PostgresCluster = await startPostgresCluster();
  await cluster.admin((admin) => admin.query('CREATE DATABASE crash'));
  return {
    databaseUrl: cluster.url('crash'),
    open: async () => openPostgres(cluster.url('crash'), 2),
    dispose: () => cluster.stop(),
  };
}

describe.each(TEST_DATABASES)('keyed payments across a SIGKILL (%s)', (kind) => {
  let dataDir = '';
  let setup: Setup;
  let server: Running | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-crash-'));
    setup = await databaseOf(kind, dataDir);
  }, 60_000);

  afterAll(async () => {
    if (server) await killHard(server);
    await setup?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('no key stays running, every retry succeeds, every payment exists once', async () => {
    const port = await freePort();
    server = await startServer(dataDir, port, setup.databaseUrl);
    let cookie = await signIn(server, dataDir, ACCOUNTANT);
    const found = await fetch(`${server.baseUrl}/api/contract/search?param=${encodeURIComponent('МН')}`, {
      headers: { cookie },
    });
    expect(found.status).toBe(200);
    const hits = Object.values(
      (await found.json()) as Record<string, { contract_id: number; number: string }>,
    );
    expect(hits.length).toBeGreaterThan(0);
    const contract = { id: hits[0].contract_id, number: hits[0].number };
    const payments: Pay[] = Array.from({ length: PAYMENTS }, (_, i) => ({
      key: randomUUID(),
      amount: amountOf(i),
    }));

    const answered = await burstAndKill(server, cookie, contract, payments);
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size).toBeLessThan(PAYMENTS);

    server = await startServer(dataDir, port, setup.databaseUrl);
    cookie = await signIn(server, dataDir, ACCOUNTANT).catch(() => cookie);
    // The killed process held its keys in transactions that died with it: none is left running.
    const db = setup.databaseUrl ? await openPostgres(setup.databaseUrl, 1) : null;
    if (db) {
      const running = await db.query(
        `SELECT count(*)::int AS n FROM idempotency_keys WHERE state = 'running'`,
      );
      expect(running[0]).toEqual({ n: 0 });
      await db.close();
    }

    for (const one of payments) {
      const answer = await pay(server, cookie, contract, one);
      const body = (await answer.json()) as { amount?: string };
      // A payment answered before the crash was kept: its retry replays that answer, not a new payment.
      expect({
        amount: one.amount,
        status: answer.status,
        paid: body.amount,
        replayed: answer.headers.get('idempotency-replayed') === 'true',
      }).toEqual({ amount: one.amount, status: 200, paid: one.amount, replayed: answered.has(one.key) });
    }
    await killHard(server);
    server = null;

    const db2 = await setup.open();
    try {
      const found = await db2.query<{ amount: string; n: number }>(
        `SELECT amount::text AS amount, count(*)::int AS n FROM payments
          WHERE contract_id = $1 AND amount = ANY($2::numeric[]) GROUP BY amount`,
        [contract.id, payments.map((one) => one.amount)],
      );
      const counts = Object.fromEntries(found.map((row) => [row.amount, row.n]));
      expect(counts).toEqual(Object.fromEntries(payments.map((one) => [one.amount, 1])));
      const running = await db2.query(
        `SELECT count(*)::int AS n FROM idempotency_keys WHERE state = 'running'`,
      );
      expect(running[0]).toEqual({ n: 0 });
    } finally {
      await db2.close();
    }
  }, 240_000);
});
