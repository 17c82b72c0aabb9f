import net from 'node:net';
import { DATABASE_SETUP_TIMEOUT, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, countRows } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { freePort, hasPostgres15 } from '../test/postgresCluster';
import { openWorkerDb } from '../test/workerClient';

// While PostgreSQL cannot be reached, every API answer is 503 with Retry-After and a Russian message (issue
// 22 item 7), not a 500; once it is back, the same requests succeed without a restart of the server. The
// server reaches its database through a TCP relay the test cuts and restores, as a network or a restarting
// database would. PGlite is embedded in the process: it has no outage of its own to answer.

/** A TCP relay on `port` to PostgreSQL's `target` port; down() refuses and drops every connection. */
function relay(port: number, target: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    up: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target, '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => undefined);
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
        server = null;
      }),
  };
}

(hasPostgres15() ? describe : describe.skip)('an unreachable PostgreSQL', () => {
  let owner: TestDb;
  let db: TestDb;
  let server: TestServer;
  let link: ReturnType<typeof relay>;
  let cookie: string;

  beforeAll(async () => {
    owner = await createTestDb('postgres', { school: 30 });
    const address = new URL(owner.url ?? '');
    const port = await freePort();
    link = relay(port, Number(address.port));
    await link.up();
    address.port = String(port);
    const relayed = await openWorkerDb({ kind: 'postgres', url: address.toString() });
    db = { ...relayed, dispose: () => relayed.close() };
    server = await startTestServer(db, { now: TEST_NOW });
    cookie = await server.signIn('accountant@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await link?.up().catch(() => undefined);
    await server?.close();
    await db?.dispose();
    await owner?.dispose();
  });

  it('gets 503 with Retry-After and a Russian message for every call, and answers again once it is back', async () => {
    expect((await server.request('/api/payment/get?limit=5', { cookie })).status).toBe(200);
    const payments = await countRows(owner, 'payments');
    const [contract] = await owner.query<{ id: number; number: string }>(
      `SELECT id, number FROM contracts WHERE location_id = 3 ORDER BY id LIMIT 1`,
    );

    await link.down();
    const answers = await Promise.all([
      server.request('/api/payment/get?limit=5', { cookie }),
      server.request('/api/auth/user', { cookie }),
      server.request('/api/payment/add', {
        method: 'POST',
        cookie,
        json: { date: '2026-03-16', amount: '10', contract_id: contract.id, number: contract.number },
        headers: { 'idempotency-key': 'while-down' },
      }),
      // A sign-in asks the database too (the user, the throttle): the same answer, no mail sent.
      server.request('/api/auth_email', { method: 'POST', json: { email: 'accountant@school.test' } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({
        statusCode: 503,
        message: 'База данных временно недоступна. Повторите попытку через несколько секунд.',
      });
    }

    await link.up();
    expect((await server.request('/api/payment/get?limit=5', { cookie })).status).toBe(200);
    expect(await countRows(owner, 'payments')).toBe(payments);
    // The keyed payment refused during the outage goes through on its retry, once.
    const retried = await server.request('/api/payment/add', {
      method: 'POST',
      cookie,
      json: { date: '2026-03-16', amount: '10', contract_id: contract.id, number: contract.number },
      headers: { 'idempotency-key': 'while-down' },
    });
    expect(retried.status).toBe(200);
    expect(await countRows(owner, 'payments')).toBe(payments + 1);
  });
});
