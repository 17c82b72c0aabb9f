import type { AuthUserResponse } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, countRows, lastActivity, setUserStatus } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { AUTH_MESSAGES } from './messages';

const loginError = (message: string) => `/login?error=${encodeURIComponent(message)}`;

describe.each(TEST_DATABASES)('sign-in and sessions on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    server = await startTestServer(db, { now: TEST_NOW });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });
  afterEach(() => server?.clock.set(TEST_NOW));

  describe('POST /api/auth_email', () => {
    it('mails a one-time link to an active user and says so', async () => {
      const response = await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'Manager@School.test', next: '/app/debt' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'sent',
        message: 'Ссылка для входа отправлена на Manager@School.test. Она действует 15 минут.',
      });
      const [mail] = server.outbox('manager@school.test');
      expect(mail).toContain('To: manager@school.test');
      expect(mail).toContain(`Subject: ${AUTH_MESSAGES.mailSubject}`);
      expect(mail).toMatch(/http:\/\/school\.test\/api\/auth_email\/verify\?token=[\w-]{40,}/);
      expect(mail).toContain('Ссылка действует 15 минут');
    });

    it('answers the same for unknown and disabled addresses but mails nothing', async () => {
      for (const email of ['nobody@school.test', 'former.teacher@school.test']) {
        const response = await server.request('/api/auth_email', { method: 'POST', json: { email } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          status: 'sent',
          message: `Ссылка для входа отправлена на ${email}. Она действует 15 минут.`,
        });
        expect(server.outbox(email)).toEqual([]);
      }
    });

    it('refuses a bad e-mail with 400 naming the field, and changes nothing', async () => {
      const tokensBefore = await countRows(db, 'login_tokens');
      const invalid = await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'not-an-email' },
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({
        statusCode: 400,
        message: 'Некорректное значение поля «email»',
        errors: { email: 'Некорректное значение поля «email»' },
      });
      const empty = await server.request('/api/auth_email', { method: 'POST', json: { email: '  ' } });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ message: 'Не заполнено поле «email»' });
      const missing = await server.request('/api/auth_email', { method: 'POST', json: {} });
      expect(await missing.json()).toMatchObject({
        statusCode: 400,
        errors: { email: 'Не заполнено поле «email»' },
      });
      const notJson = await server.request('/api/auth_email', {
        method: 'POST',
        body: '{oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toMatchObject({ statusCode: 400 });
      expect(await countRows(db, 'login_tokens')).toBe(tokensBefore);
    });

    it('refuses a state-changing request from another site', async () => {
      const response = await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'manager@school.test' },
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403 });
    });
  });

  describe('GET /api/auth_email/verify', () => {
    it('signs in: spends the link, sets the session cookie, lands on the remembered page', async () => {
      await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'accountant@school.test', next: '/app/debt?x=1' },
      });
      const response = await server.followLatestLink('accountant@school.test');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/app/debt?x=1');
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
      expect(cookie).toMatch(/^sid=[\w-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);

      const again = await server.followLatestLink('accountant@school.test');
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toBe(
        loginError('Ссылка для входа уже использована. Запросите новую.'),
      );
      expect(again.headers.getSetCookie()).toEqual([]);
    });

    it('does not spend a link on a HEAD request (link checkers)', async () => {
      await server.request('/api/auth_email', { method: 'POST', json: { email: 'support@school.test' } });
      const link = /\/api\/auth_email\/verify\?token=\S+/.exec(
        server.outbox('support@school.test').at(-1)!,
      )![0];
      expect((await server.request(link, { method: 'HEAD' })).status).toBe(404);
      const response = await server.followLatestLink('support@school.test');
      expect(response.headers.get('location')).toBe('/app');
    });

    it('lands only inside the application', async () => {
      for (const next of ['https://evil.example/app', '//evil.example/app', '/apple', '/login']) {
        await server.request('/api/auth_email', {
          method: 'POST',
          json: { email: 'support@school.test', next },
        });
        const response = await server.followLatestLink('support@school.test');
        expect(response.headers.get('location')).toBe('/app');
      }
    });

    it('refuses an expired link', async () => {
      await server.request('/api/auth_email', { method: 'POST', json: { email: 'methodist@school.test' } });
      await server.clock.advance(15 * 60 * 1000 + 1000);
      const response = await server.followLatestLink('methodist@school.test');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        loginError('Ссылка для входа устарела. Запросите новую.'),
      );
    });

    it('accepts a link just before it expires', async () => {
      await server.request('/api/auth_email', { method: 'POST', json: { email: 'methodist@school.test' } });
      await server.clock.advance(14 * 60 * 1000);
      const response = await server.followLatestLink('methodist@school.test');
      expect(response.headers.get('location')).toBe('/app');
    });

    it('refuses an unknown or missing token', async () => {
      const unknown = await server.request('/api/auth_email/verify?token=made-up-token');
      expect(unknown.status).toBe(302);
      expect(unknown.headers.get('location')).toBe(loginError('Ссылка для входа недействительна.'));
      const missing = await server.request('/api/auth_email/verify');
      expect(missing.headers.get('location')).toBe(loginError('Ссылка для входа недействительна.'));
    });

    it('refuses the link of a user disabled after it was sent', async () => {
      await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'administrator@school.test' },
      });
      await setUserStatus(db, 'administrator@school.test', 'disabled');
      try {
        const response = await server.followLatestLink('administrator@school.test');
        expect(response.headers.get('location')).toBe(loginError('Ссылка для входа недействительна.'));
      } finally {
        await setUserStatus(db, 'administrator@school.test', 'active');
      }
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/user answers 401 without a session', async () => {
      const response = await server.request('/api/auth/user');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: 'Требуется вход' });
      const forged = await server.request('/api/auth/user', { cookie: 'sid=forged' });
      expect(forged.status).toBe(401);
    });

    it('GET /api/auth/session answers 204 without a session and the user with one', async () => {
      expect((await server.request('/api/auth/session')).status).toBe(204);
      expect((await server.request('/api/auth/session', { cookie: 'sid=forged' })).status).toBe(204);
      const cookie = await server.signIn('teacher@school.test');
      const response = await server.request('/api/auth/session', { cookie });
      expect(response.status).toBe(200);
      expect(((await response.json()) as AuthUserResponse).user.email).toBe('teacher@school.test');
    });

    it('GET /api/auth/user returns the user, permissions and roles', async () => {
      const cookie = await server.signIn('manager@school.test');
      const response = await server.request('/api/auth/user', { cookie });
      expect(response.status).toBe(200);
      const body = (await response.json()) as AuthUserResponse;
      expect(body.user).toMatchObject({ email: 'manager@school.test', employee: 'true', location: [3, 24] });
      expect(typeof body.user.id).toBe('number');
      expect(body.access).toEqual(['manager']);
      expect(body.permissions).toEqual(
        expect.arrayContaining([
          'contacts.view',
          'leads.view',
          'tasks.view',
          'tasks.add',
          'tasks.modify',
          'contract.modify',
        ]),
      );
      expect(body.permissions).not.toContain('receivable.view');

      const parent = (await (
        await server.request('/api/auth/user', { cookie: await server.signIn('parent@school.test') })
      ).json()) as AuthUserResponse;
      expect(parent.user.employee).toBe('false');
      expect(parent.permissions).toEqual(['personal_area.view', 'personal_balance.view']);
      expect(parent.access).toEqual(['parent']);
    });

    it('gives the admin every branch', async () => {
      const body = (await (
        await server.request('/api/auth/user', { cookie: await server.signIn('admin@school.test') })
      ).json()) as AuthUserResponse;
      expect(body.user.location).toEqual([3, 12, 24, 31, 40, 50]);
      expect(body.access).toEqual(['admin']);
    });

    it('logout deletes the session on the server and clears the cookie', async () => {
      const cookie = await server.signIn('support@school.test');
      expect((await server.request('/api/auth/user', { cookie })).status).toBe(200);
      const response = await server.request('/api/logout', { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(response.headers.getSetCookie()[0]).toMatch(/^sid=; .*Expires=Thu, 01 Jan 1970/);
      // A client that kept the cookie is still signed out.
      expect((await server.request('/api/auth/user', { cookie })).status).toBe(401);
      // Logging out twice, or without a session, is harmless.
      expect((await server.request('/api/logout')).status).toBe(200);
    });

    it("ends a disabled user's sessions", async () => {
      const cookie = await server.signIn('methodist@school.test');
      await setUserStatus(db, 'methodist@school.test', 'disabled');
      try {
        expect((await server.request('/api/auth/user', { cookie })).status).toBe(401);
      } finally {
        await setUserStatus(db, 'methodist@school.test', 'active');
      }
    });

    it('records activity at sign-in and then at most once a minute', async () => {
      const signedInAt = new Date(TEST_NOW);
      const cookie = await server.signIn('teacher@school.test');
      expect(await lastActivity(db, 'teacher@school.test')).toEqual(signedInAt);
      await server.clock.advance(30_000);
      await server.request('/api/auth/user', { cookie });
      expect(await lastActivity(db, 'teacher@school.test')).toEqual(signedInAt);
      await server.clock.advance(31_000);
      await server.request('/api/auth/user', { cookie });
      expect(await lastActivity(db, 'teacher@school.test')).toEqual(new Date(signedInAt.getTime() + 61_000));
    });
  });

  describe('permissions', () => {
    it('answers 401 without a session and 403 without the permission', async () => {
      const anonymous = await server.request('/api/debt/search');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ statusCode: 401, message: 'Требуется вход' });

      const teacher = await server.signIn('teacher@school.test');
      const refused = await server.request('/api/debt/search', { cookie: teacher });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ statusCode: 403, message: 'Недостаточно прав' });
      expect((await server.request('/api/group/get', { cookie: teacher })).status).toBe(403);
      expect((await server.request('/api/get/access', { cookie: teacher })).status).toBe(403);
      expect((await server.request('/api/entities-types/get', { cookie: teacher })).status).toBe(200);
    });

    it('answers 404 in the API shape for an unknown API path', async () => {
      for (const path of ['/api/no/such/call', '/api']) {
        const response = await server.request(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ statusCode: 404, message: 'Неверные данные' });
      }
      const wrongMethod = await server.request('/api/debt/search', { method: 'DELETE' });
      expect(wrongMethod.status).toBe(404);
    });
  });
});

describe('sign-in limits and secure cookies', () => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb('pglite', { school: 30 });
    server = await startTestServer(db, {
      now: TEST_NOW,
      publicUrl: 'https://school.example',
      signInLimits: { perEmail: 2, perClient: 100, windowMs: 15 * 60 * 1000 },
    });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('mails an https link and marks the session cookie Secure when the public address is https', async () => {
    await server.request('/api/auth_email', { method: 'POST', json: { email: 'admin@school.test' } });
    expect(server.outbox('admin@school.test')[0]).toMatch(
      /https:\/\/school\.example\/api\/auth_email\/verify\?token=[\w-]{40,}/,
    );
    const response = await server.followLatestLink('admin@school.test');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/^sid=[\w-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // Logging out clears it with the same flags.
    const sid = cookie!.split(';')[0];
    const logout = await server.request('/api/logout', { cookie: sid });
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(
      /^sid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('limits links per address, known or not, then lets them through again after the window', async () => {
    for (const email of ['manager@school.test', 'nobody@school.test']) {
      expect((await server.request('/api/auth_email', { method: 'POST', json: { email } })).status).toBe(200);
      expect((await server.request('/api/auth_email', { method: 'POST', json: { email } })).status).toBe(200);
      const third = await server.request('/api/auth_email', { method: 'POST', json: { email } });
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(server.outbox('manager@school.test')).toHaveLength(2);
    await server.clock.advance(15 * 60 * 1000);
    expect(
      (await server.request('/api/auth_email', { method: 'POST', json: { email: 'manager@school.test' } }))
        .status,
    ).toBe(200);
  });
});
