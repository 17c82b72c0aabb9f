import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GoogleCallbackResponse, StageConfig } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, countRows, setUserStatus } from '../test/fixtures';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/harness';
import { startOidcProvider, type TestOidcProvider } from '../test/oidcProviderProcess';
import { AUTH_MESSAGES } from './messages';
import type { OidcSettings } from './settings';

const REDIRECT_URI = 'http://school.test/app/google';
const loginError = (message: string) => `/login?error=${encodeURIComponent(message)}`;

/** The cookies a response sets, as a jar (a cleared cookie leaves it). */
type Jar = Map<string, string>;
function keep(jar: Jar, response: Response): Jar {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value === '' || /Expires=Thu, 01 Jan 1970/.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The person's part at the provider: follow the redirect, type the e-mail, come back. Resolves to the return's query. */
async function signInAtProvider(authorizationUrl: string, email: string, verified = true): Promise<string> {
  const jar: Jar = new Map();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    keep(jar, response);
    return new URL(response.headers.get('location') ?? '', url).href;
  };
  const interaction = await go(authorizationUrl);
  expect(interaction).toMatch(/\/interaction\//);
  const form = new URLSearchParams({ email });
  if (verified) form.set('verified', 'yes');
  const resume = await go(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = new URL(await go(resume));
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return back.search.slice(1);
}

type GoogleServer = TestServer & {
  /** Step 1: the login page's link; resolves to the provider's address and the sign-in cookie. */
  start(next?: string): Promise<{ response: Response; authorizationUrl: string; cookie: string }>;
  /** Step 2: what /app/google posts; `cookie` is the browser's cookie header. */
  callback(query: string, cookie: string): Promise<Response>;
  /** Both steps for `email`; `sid` a session cookie the browser already holds. */
  signInWithGoogle(email: string, options?: { sid?: string; verified?: boolean }): Promise<Response>;
};

async function startGoogleServer(
  db: TestDb,
  provider: TestOidcProvider,
  options: TestServerOptions = {},
): Promise<GoogleServer> {
  const oidc: OidcSettings = {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    redirectUri: REDIRECT_URI,
  };
  const server = await startTestServer(db, { now: TEST_NOW, oidc, ...options });
  const start: GoogleServer['start'] = async (next) => {
    const response = await server.request(
      `/api/auth/google${next ? `?next=${encodeURIComponent(next)}` : ''}`,
    );
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('oidc_login=')) ?? '';
    return {
      response,
      authorizationUrl: response.headers.get('location') ?? '',
      cookie: cookie.split(';')[0],
    };
  };
  const callback: GoogleServer['callback'] = (query, cookie) =>
    server.request('/api/auth/google/callback', { method: 'POST', json: { query }, cookie });
  return {
    ...server,
    start,
    callback,
    async signInWithGoogle(email, { sid, verified = true } = {}) {
      const started = await start('/app/debt');
      const query = await signInAtProvider(started.authorizationUrl, email, verified);
      return callback(query, [started.cookie, sid].filter(Boolean).join('; '));
    },
  };
}

const sidOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];

describe('Google sign-in (OpenID Connect, code flow with PKCE)', () => {
  let provider: TestOidcProvider;
  let db: TestDb;
  let server: GoogleServer;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
    db = await createTestDb('pglite', { school: 30 });
    server = await startGoogleServer(db, provider);
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
    await provider?.stop();
  });
  afterEach(() => server?.clock.set(TEST_NOW));

  it('offers Google on the stage when a client is configured', async () => {
    const stage = (await (await server.request('/stage.json')).json()) as StageConfig;
    expect(stage.signIn).toEqual(['email', 'google']);
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping them server-side', async () => {
    const { response, authorizationUrl, cookie } = await server.start('/app/debt?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    for (const name of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    // The browser holds only a random id; the verifier never leaves the server.
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('oidc_login='))!;
    expect(setCookie).toMatch(
      /^oidc_login=[\w-]{40,}; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain(url.searchParams.get('state')!);
    expect(await countRows(db, 'oidc_logins')).toBeGreaterThan(0);
  });

  it('signs a known user in: session cookie set, remembered location restored, the sign-in spent', async () => {
    const started = await server.start('/app/debt?x=1');
    const query = await signInAtProvider(started.authorizationUrl, 'Accountant@School.test');
    const response = await server.callback(query, started.cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GoogleCallbackResponse;
    expect(body.next).toBe('/app/debt?x=1');
    expect(body.user.email).toBe('accountant@school.test');
    expect(body.permissions).toContain('receivable.view');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('sid='))).toMatch(
      /^sid=[\w-]{40,}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookies.find((c) => c.startsWith('oidc_login='))).toMatch(
      /^oidc_login=; .*Path=\/api\/auth\/google/,
    );
    const user = await server.request('/api/auth/user', { cookie: sidOf(response) });
    expect(user.status).toBe(200);

    // The same return again (a replay, a second tab): the sign-in is gone.
    const replay = await server.callback(query, started.cookie);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ statusCode: 400, message: AUTH_MESSAGES.googleExpired });
  });

  it('lands on /app for a remembered location outside the application', async () => {
    const started = await server.start('https://evil.example/app');
    const query = await signInAtProvider(started.authorizationUrl, 'manager@school.test');
    const body = (await (await server.callback(query, started.cookie)).json()) as GoogleCallbackResponse;
    expect(body.next).toBe('/app');
  });

  it('replaces the session the browser had: a new id, the old one deleted', async () => {
    const before = await server.signIn('teacher@school.test');
    const response = await server.signInWithGoogle('teacher@school.test', { sid: before });
    expect(response.status).toBe(200);
    const after = sidOf(response)!;
    expect(after).not.toBe(before);
    expect((await server.request('/api/auth/user', { cookie: before })).status).toBe(401);
    expect((await server.request('/api/auth/user', { cookie: after })).status).toBe(200);
  });

  it('treats a guest as a reset: no session, the previous one ended, a Russian message', async () => {
    const before = await server.signIn('support@school.test');
    const response = await server.signInWithGoogle('guest@gmail.example', { sid: before });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      message: AUTH_MESSAGES.googleGuest('guest@gmail.example'),
    });
    expect(response.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/^sid=; /);
    expect((await server.request('/api/auth/user', { cookie: before })).status).toBe(401);
  });

  it('treats a disabled user as a guest, and refuses an address the provider does not vouch for', async () => {
    await setUserStatus(db, 'methodist@school.test', 'disabled');
    try {
      const disabled = await server.signInWithGoogle('methodist@school.test');
      expect(disabled.status).toBe(401);
      expect(await disabled.json()).toMatchObject({
        message: AUTH_MESSAGES.googleGuest('methodist@school.test'),
      });
    } finally {
      await setUserStatus(db, 'methodist@school.test', 'active');
    }
    const unverified = await server.signInWithGoogle('admin@school.test', { verified: false });
    expect(unverified.status).toBe(401);
    expect(await unverified.json()).toMatchObject({ message: AUTH_MESSAGES.googleUnverified });
    expect(sidOf(unverified)).toBeUndefined();
  });

  it('refuses a return without its sign-in cookie, with a forged state, cancelled, or too late', async () => {
    const started = await server.start();
    const query = await signInAtProvider(started.authorizationUrl, 'admin@school.test');

    const noCookie = await server.callback(query, '');
    expect(await noCookie.json()).toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.googleExpired });

    const other = await server.start();
    const forged = await server.callback(query, other.cookie);
    expect(await forged.json()).toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.googleFailed });

    const cancelled = await server.start();
    const state = new URL(cancelled.authorizationUrl).searchParams.get('state')!;
    const refusal = await server.callback(`error=access_denied&state=${state}`, cancelled.cookie);
    expect(await refusal.json()).toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.googleCancelled });

    const slow = await server.start();
    const slowQuery = await signInAtProvider(slow.authorizationUrl, 'admin@school.test');
    await server.clock.advance(10 * 60 * 1000 + 1);
    const late = await server.callback(slowQuery, slow.cookie);
    expect(await late.json()).toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.googleExpired });
  });

  it('refuses a return posted by another site', async () => {
    const started = await server.start();
    const response = await server.request('/api/auth/google/callback', {
      method: 'POST',
      json: { query: 'code=x&state=y' },
      cookie: started.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('Google sign-in limits and stage settings', () => {
  let provider: TestOidcProvider;
  let db: TestDb;
  let stageDir: string;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI], idTokenClaims: false });
    db = await createTestDb('pglite', { school: 30 });
    stageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-stage-'));
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await db?.dispose();
    await provider?.stop();
    fs.rmSync(stageDir, { recursive: true, force: true });
  });

  const stageFile = (signIn: string[]) => {
    const file = path.join(stageDir, `${signIn.join('-')}.json`);
    const remotes = { money: '/m.json', learning: '/l.json', sales: '/s.json' };
    fs.writeFileSync(
      file,
      JSON.stringify({ stage: 'v2', apiBase: '/api', signIn, maintenance: false, remotes }),
    );
    return file;
  };

  it('counts Google returns per client address and per e-mail (429), and reads e-mail from UserInfo', async () => {
    const server = await startGoogleServer(db, provider, {
      signInLimits: { perEmail: 2, perClient: 3, windowMs: 15 * 60 * 1000 },
    });
    try {
      expect((await server.signInWithGoogle('admin@school.test')).status).toBe(200);
      expect((await server.signInWithGoogle('admin@school.test')).status).toBe(200);
      const perEmail = await server.signInWithGoogle('admin@school.test');
      expect(perEmail.status).toBe(429);
      expect(await perEmail.json()).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
      // Its fourth return from this address: over the limit before the provider is even asked.
      const started = await server.start();
      const perClient = await server.callback('code=x&state=y', started.cookie);
      expect(perClient.status).toBe(429);
      // E-mail links from the same address count against the same limit.
      const mail = await server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'teacher@school.test' },
      });
      expect(mail.status).toBe(429);
      await server.clock.advance(15 * 60 * 1000);
      expect((await server.signInWithGoogle('manager@school.test')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("follows the stage file's sign-in methods: Google only, or e-mail only", async () => {
    const googleOnly = await startGoogleServer(db, provider, { stageFile: stageFile(['google']) });
    try {
      const stage = (await (await googleOnly.request('/stage.json')).json()) as StageConfig;
      expect(stage).toMatchObject({ stage: 'v2', signIn: ['google'] });
      const mail = await googleOnly.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'admin@school.test' },
      });
      // 404 (not offered on this stage), not 403: a 403 makes the client sign out with 'Ошибка доступа'.
      expect(mail.status).toBe(404);
      expect(await mail.json()).toMatchObject({ message: AUTH_MESSAGES.emailSignInOff });
      expect((await googleOnly.signInWithGoogle('admin@school.test')).status).toBe(200);
    } finally {
      await googleOnly.close();
    }
    const emailOnly = await startGoogleServer(db, provider, { stageFile: stageFile(['email']) });
    try {
      const { response } = await emailOnly.start();
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(loginError(AUTH_MESSAGES.googleSignInOff));
      const callback = await emailOnly.callback('code=x&state=y', '');
      expect(callback.status).toBe(404);
    } finally {
      await emailOnly.close();
    }
  });
});
