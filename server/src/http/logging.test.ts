import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_SETUP_TIMEOUT, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { redactUrl } from './logging';

// One-time sign-in tokens never appear in the server's log (issue 22 item 8): the app logging every request,
// as main.ts builds it, is asked for a link and follows it; the log names the route, never the token.

describe('redactUrl', () => {
  it('hides the values of token, code and state, and keeps the rest', () => {
    expect(redactUrl('/api/auth_email/verify?token=Abc-123_x&next=%2Fapp')).toBe(
      '/api/auth_email/verify?token=[redacted]&next=%2Fapp',
    );
    expect(redactUrl('/app/google?state=s1&code=c2#x')).toBe(
      '/app/google?state=[redacted]&code=[redacted]#x',
    );
    expect(redactUrl('/api/debt/get?q=token')).toBe('/api/debt/get?q=token');
  });
});

describe('the server log', () => {
  let db: TestDb;
  let server: TestServer;
  let logFile: string;

  beforeAll(async () => {
    db = await createTestDb('pglite', { school: 30 });
    logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-log-')), 'server.log');
    server = await startTestServer(db, { now: TEST_NOW, logFile });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  it('shows the followed sign-in link without its token', async () => {
    await server.request('/api/auth_email', { method: 'POST', json: { email: 'manager@school.test' } });
    const token = /token=([\w-]+)/.exec(server.outbox('manager@school.test').at(-1)!)![1];
    expect((await server.followLatestLink('manager@school.test')).status).toBe(302);
    // The log file is written as the lines come; the answer may come first.
    let log = '';
    for (let attempt = 0; attempt < 50 && !log.includes('/api/auth_email/verify'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    }
    expect(log).toContain('/api/auth_email/verify?token=[redacted]');
    expect(log).not.toContain(token);
  });
});
