import type { ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startOidcProvider, type TestOidcProvider } from '@school/server/src/test/oidcProviderProcess';
import { launchBrowser } from '../support/browser';
import { freePort, startServer, stopServer, type ServerState } from '../support/serverProcess';

// Google sign-in, the whole browser flow: the login page's link, a local OpenID provider (oidc-provider on
// loopback, standing in for Google), the return to /app/google, the session - against a server configured
// with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET like a stage's.

const CLIENT_SECRET = `e2e-secret-${process.pid}`;
let provider: TestOidcProvider;
let app: { state: ServerState; child: ChildProcess };
let browser: Browser;

beforeAll(async () => {
  const providerPort = await freePort();
  app = await startServer({
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: 'school-backoffice',
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  provider = await startOidcProvider({
    port: providerPort,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${app.state.baseUrl}/app/google`],
  });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await provider?.stop();
  if (app) stopServer(app.state.pid);
});

async function freshPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: app.state.baseUrl, locale: 'ru-RU' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** From a page under /app: the login page, its Google link, the provider's sign-in form, and back. */
async function signInWithGoogle(page: Page, email: string, startPath: string): Promise<void> {
  await page.goto(startPath);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').waitFor();
  await page.getByRole('link', { name: 'Войти через Google' }).click();
  await page.waitForURL(`${provider.issuer}/interaction/**`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'sid');

test('a known user signs in with Google and lands on the remembered page', async () => {
  const { context, page, errors } = await freshPage();
  await signInWithGoogle(page, 'accountant@school.test', '/app/debt');
  await page.waitForURL('**/app/debt');
  await page.getByRole('grid', { name: 'Дебиторская задолженность' }).getByRole('row').nth(2).waitFor();
  await page.getByTestId('user-short-name').waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state);
  expect(stored.user.email).toBe('accountant@school.test');
  expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // The sign-in's own cookie is gone once it is completed.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('oidc_login');
  expect(errors).toEqual([]);

  // Signing in again on this browser replaces the session: the old id no longer opens anything.
  const before = (await sessionCookie(context))!.value;
  await page.goto(`/api/auth/google?next=${encodeURIComponent('/app/groups')}`);
  await page.waitForURL('**/app/groups');
  const after = (await sessionCookie(context))!.value;
  expect(after).not.toBe(before);
  const old = await fetch(`${app.state.baseUrl}/api/auth/user`, { headers: { cookie: `sid=${before}` } });
  expect(old.status).toBe(401);
  await context.close();
});

test('a guest is sent back to the login page with a message, without a session', async () => {
  const { context, page, errors } = await freshPage();
  await signInWithGoogle(page, 'guest@gmail.example', '/app/debt');
  await page.waitForURL(/\/login\?error=/);
  await page
    .getByText('Пользователь guest@gmail.example не найден или отключён. Обратитесь к администратору школы.')
    .waitFor();
  expect(await sessionCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
  // The refused return (401) and the probe above are the only failed requests.
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await context.close();
});
