import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, setUserStatus, userIdByEmail } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { AUTH_MESSAGES } from './messages';
import { DEFAULT_SESSION_POLICY, oidcFromEnv, sessionPolicyFromEnv, signInLimitsFromEnv } from './settings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(TEST_DATABASES)('hardened sessions on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    server = await startTestServer(db, {
      now: TEST_NOW,
      sessions: DEFAULT_SESSION_POLICY,
      signInLimits: { perEmail: 1000, perClient: 1000, windowMs: 15 * MINUTE },
    });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });
  afterEach(() => server?.clock.set(TEST_NOW));

  const status = async (cookie: string) => (await server.request('/api/auth/user', { cookie })).status;
  const sessionsOf = async (email: string) => {
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [await userIdByEmail(db, email)],
    );
    return row.n;
  };

  it('starts a new session id at sign-in and deletes the one the browser sent', async () => {
    const first = await server.signIn('manager@school.test');
    await server.request('/api/auth_email', { method: 'POST', json: { email: 'manager@school.test' } });
    const messages = server.outbox('manager@school.test');
    const link = /\/api\/auth_email\/verify\?token=\S+/.exec(messages[messages.length - 1])![0];
    // The browser follows the new link still holding its previous session cookie.
    const rotated = await server.request(link, { cookie: first });
    expect(rotated.status).toBe(302);
    const second = rotated.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    expect(second).not.toBe(first);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    expect(await sessionsOf('manager@school.test')).toBe(1);
  });

  it('ends a session after 30 idle minutes; activity keeps it alive', async () => {
    const cookie = await server.signIn('teacher@school.test');
    await server.clock.advance(29 * MINUTE);
    expect(await status(cookie)).toBe(200);
    await server.clock.advance(29 * MINUTE);
    expect(await status(cookie)).toBe(200);
    await server.clock.advance(30 * MINUTE);
    expect(await status(cookie)).toBe(401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const cookie = await server.signIn('accountant@school.test');
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      await server.clock.advance(20 * MINUTE);
      expect(await status(cookie)).toBe(200);
    }
    await server.clock.advance(20 * MINUTE);
    expect(await status(cookie)).toBe(401);
  });

  it('sets the cookie to live no longer than the absolute limit', async () => {
    await server.request('/api/auth_email', { method: 'POST', json: { email: 'support@school.test' } });
    const response = await server.followLatestLink('support@school.test');
    expect(response.headers.getSetCookie()[0]).toContain(`Max-Age=${12 * 60 * 60}`);
  });

  it('deletes every session of a user who is disabled, whatever disables them', async () => {
    await server.signIn('administrator@school.test');
    const cookie = await server.signIn('administrator@school.test');
    expect(await sessionsOf('administrator@school.test')).toBe(2);
    await setUserStatus(db, 'administrator@school.test', 'disabled');
    try {
      expect(await sessionsOf('administrator@school.test')).toBe(0);
      expect(await status(cookie)).toBe(401);
    } finally {
      await setUserStatus(db, 'administrator@school.test', 'active');
    }
    // Enabling again does not bring a session back.
    expect(await status(cookie)).toBe(401);
  });

  it('logout deletes the session row', async () => {
    const cookie = await server.signIn('parent@school.test');
    expect(await sessionsOf('parent@school.test')).toBe(1);
    await server.request('/api/logout', { cookie });
    expect(await sessionsOf('parent@school.test')).toBe(0);
  });

  it('refuses a state-changing request from another site, with or without an Origin', async () => {
    const post = (headers: Record<string, string>) =>
      server.request('/api/auth_email', { method: 'POST', json: { email: 'child@school.test' }, headers });
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ statusCode: 403, message: 'Запрос с другого сайта отклонён' });
    }
    const host = new URL(server.url).host;
    const allowed: Record<string, string>[] = [
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://school.test' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of allowed) {
      expect((await post(headers)).status).toBe(200);
    }
  });
});

describe('sign-in limits per client address', () => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb('pglite', { school: 30 });
    server = await startTestServer(db, {
      now: TEST_NOW,
      signInLimits: { perEmail: 100, perClient: 3, windowMs: 15 * MINUTE },
    });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('answers 429 in Russian once one address tries too many e-mails, and keeps no address in clear', async () => {
    for (const email of ['a@school.test', 'b@school.test', 'c@school.test'])
      expect((await server.request('/api/auth_email', { method: 'POST', json: { email } })).status).toBe(200);
    const fourth = await server.request('/api/auth_email', {
      method: 'POST',
      json: { email: 'd@school.test' },
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    // Counted before the body is read or checked: a bad address, a body that is no JSON and one of 100,000
    // keys are throttled as well, rather than validated (or parsed) at no cost to the sender.
    for (const body of [
      JSON.stringify({ email: 'not an address' }),
      '{"email":',
      JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))),
    ]) {
      const throttled = await server.request('/api/auth_email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(throttled.status).toBe(429);
    }
    const keys = await db.query<{ key_hash: string }>('SELECT key_hash FROM auth_attempts');
    expect(keys.length).toBeGreaterThan(0);
    for (const { key_hash } of keys) expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('session and Google settings from the environment', () => {
  it('reads idle minutes and absolute hours, 30 and 12 by default', () => {
    expect(sessionPolicyFromEnv({})).toEqual({ idleMs: 30 * MINUTE, maxMs: 12 * HOUR });
    expect(sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toEqual({
      idleMs: 15 * MINUTE,
      maxMs: 8 * HOUR,
    });
    expect(() => sessionPolicyFromEnv({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => sessionPolicyFromEnv({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
  });

  it('reads the sign-in limits, 5 per e-mail from one address, 30 per client address and 10 mails per e-mail in 15 minutes by default', () => {
    expect(signInLimitsFromEnv({})).toEqual({
      perEmail: 5,
      perClient: 30,
      mailsPerEmail: 10,
      windowMs: 15 * MINUTE,
    });
    expect(signInLimitsFromEnv({ SIGN_IN_MAILS_PER_EMAIL: '20' })).toMatchObject({ mailsPerEmail: 20 });
    expect(signInLimitsFromEnv({ SIGN_IN_LIMIT_PER_CLIENT: '300' })).toMatchObject({ perClient: 300 });
    expect(() => signInLimitsFromEnv({ SIGN_IN_LIMIT_PER_EMAIL: '2.5' })).toThrow(/SIGN_IN_LIMIT_PER_EMAIL/);
  });

  it('configures Google only with issuer, client id and secret, returning to /app/google by default', () => {
    expect(oidcFromEnv({}, 'https://qa.school.example')).toBeNull();
    expect(
      oidcFromEnv(
        { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' },
        'https://qa.school.example',
      ),
    ).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 's',
      redirectUri: 'https://qa.school.example/app/google',
    });
    expect(() => oidcFromEnv({ OIDC_ISSUER: 'https://accounts.google.com' }, 'https://x')).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() =>
      oidcFromEnv(
        { OIDC_ISSUER: 'http://accounts.example', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' },
        'https://x',
      ),
    ).toThrow(/https/);
  });
});
