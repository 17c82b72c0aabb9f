import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, readSignInLink, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the login form validates the e-mail in Russian', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByText('Введите email').waitFor();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByText('Некорректный email').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('an error redirect shows its message under the field, or the fallback when empty', async () => {
  const { page, context } = await newPage(browser);
  await page.goto('/login?error=' + encodeURIComponent('Ссылка для входа устарела. Запросите новую.'));
  await page.getByText('Ссылка для входа устарела. Запросите новую.').waitFor();
  await page.goto('/login?error=');
  await page.getByText('Unknown error occurred.').waitFor();
  await context.close();
});

test('/app needs a session; sign-in by the e-mail link restores the location asked for', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/debt');
  await page.waitForURL('**/app/debt');
  await page
    .getByRole('navigation', { name: 'Меню' })
    .getByRole('link', { name: 'Дебиторская задолженность' })
    .waitFor();
  await page.getByTestId('user-short-name').waitFor();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state);
  expect(stored.user.email).toBe('accountant@school.test');
  expect(stored.user.employee).toBe('true');
  expect(stored.permissions).toContain('receivable.view');
  expect(errors).toEqual([]);
  await context.close();
});

test('a used link is refused with a message on the login page', async () => {
  const { page, context } = await newPage(browser);
  const before = Date.now();
  await signIn(page, 'methodist@school.test');
  await page.waitForURL('**/app/**');
  const link = await readSignInLink('methodist@school.test', before);
  const other = await newPage(browser);
  await other.page.goto(link);
  await other.page.waitForURL(/\/login\?error=/);
  await other.page.getByText('Ссылка для входа уже использована. Запросите новую.').waitFor();
  await other.context.close();
  await context.close();
});

test('logout ends the session and clears the stored user and saved grid filters', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/groups');
  await page.waitForURL('**/app/groups');
  await page.getByRole('grid', { name: 'Группы' }).waitFor();
  await page.getByRole('searchbox', { name: 'Поиск', exact: true }).fill('Минск');
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('gridFilter:')));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL('**/login');
  const left = await page.evaluate(() => ({
    auth: JSON.parse(localStorage.getItem('auth') ?? '{}').state,
    filters: Object.keys(localStorage).filter((key) => key.startsWith('gridFilter:')),
  }));
  expect(left.auth).toMatchObject({ user: null, permissions: [], access: [] });
  expect(left.filters).toEqual([]);
  const status = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
  expect(status).toBe(401);
  await page.goto('/app/groups');
  await page.waitForURL('**/login');
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  await context.close();
});
