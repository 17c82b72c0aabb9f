import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the three remotes each show their page with data from the server', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/debt');
  await page.waitForURL('**/app/debt');

  // money: the debt table, a total without overpayments, a red overpayment without sign.
  const debtGrid = page.getByRole('grid', { name: 'Дебиторская задолженность' });
  await debtGrid.getByRole('row').nth(2).waitFor();
  await page.getByText('Итого задолженность').waitFor();
  await expect(debtGrid.getByRole('columnheader').allInnerTexts()).resolves.toEqual(
    expect.arrayContaining(['ФИО', 'Номер договора', 'Телефон', 'Дебет', 'Кредит', 'Остаток', 'Филиал']),
  );
  const overpaid = page.locator('[data-overpayment]').first();
  await overpaid.waitFor();
  expect(await overpaid.innerText()).not.toContain('-');
  await page.getByText('Показать остаток по филиалам').click();
  await page.getByRole('table', { name: 'Остаток по филиалам' }).getByText('Минск').waitFor();
  const firstName = debtGrid.getByRole('link').first();
  const href = await firstName.getAttribute('href');
  expect(href).toMatch(/^\/app\/contracts\/\d+/);

  // money: the contract page from the debt table - the client, the lines and the totals, and the way back.
  const client = await firstName.innerText();
  await firstName.click();
  await page.waitForURL('**/app/contracts/**');
  await page.getByRole('heading', { name: 'Баланс по договору' }).waitFor();
  await page.getByText(client, { exact: true }).first().waitFor();
  await page.getByRole('grid', { name: 'Дебет и кредит' }).getByRole('row').nth(2).waitFor();
  await expect(page.getByRole('group', { name: 'Дебет и кредит' }).innerText()).resolves.toMatch(
    /Дебет: [\d\s\u00a0]+,\d\d (р\.|₾)\s+Кредит: [\d\s\u00a0]+,\d\d (р\.|₾)\s+Остаток: /,
  );
  // The search: a surname, the arrow keys and Enter open another contract.
  const surname = client.split(' ')[0];
  await page.getByRole('combobox', { name: 'Поиск договора' }).fill(surname);
  await page.getByRole('option').first().waitFor();
  await page.getByRole('combobox', { name: 'Поиск договора' }).press('Enter');
  await page.getByRole('grid', { name: 'Дебет и кредит' }).waitFor();
  await page.goto(href!);
  await page.getByRole('link', { name: '← К дебиторской задолженности' }).click();
  await page.waitForURL('**/app/debt');
  await debtGrid.getByRole('row').nth(2).waitFor();

  // learning: groups
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Группы' }).click();
  await page.waitForURL('**/app/groups');
  const groupsGrid = page.getByRole('grid', { name: 'Группы' });
  await groupsGrid.getByRole('row').nth(2).waitFor();
  await expect(groupsGrid.getByRole('columnheader').allInnerTexts()).resolves.toEqual(
    expect.arrayContaining(['Группа', 'Курс', 'Филиал', 'Преподаватели']),
  );

  // sales: users and access
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Сотрудники' }).click();
  await page.waitForURL('**/app/access');
  await page
    .getByRole('grid', { name: 'Сотрудники' })
    .getByText('teacher@school.test', { exact: true })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a branch manager sees only the debts of their branches', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/debt');
  await page.waitForURL('**/app/debt');
  await page.getByRole('grid', { name: 'Дебиторская задолженность' }).getByRole('row').nth(2).waitFor();
  const rows = await page.evaluate(() => fetch('/api/debt/search').then((r) => r.json()));
  const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(me.user.location).toContain(row.location_id);
  await context.close();
});

test('a manager has no debt page and the server refuses GET /debt/search with 403', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, 'manager@school.test');
  await page.waitForURL('**/app/crm');
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Продажи' }).waitFor();
  await expect(page.getByRole('link', { name: 'Дебиторская задолженность' }).count()).resolves.toBe(0);
  const status = await page.evaluate(() => fetch('/api/debt/search').then((r) => r.status));
  expect(status).toBe(403);
  await page.goto('/app/debt');
  await page.waitForURL('**/app/crm');
  await context.close();
});

test('a parent, whose only page is the personal area, lands there and is never sent to a 403', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'parent@school.test');
  await page.waitForURL('**/app/journal');
  await page.goto('/app/debt');
  await page.waitForURL('**/app/journal');
  // allInnerTexts does not wait: the menu is read once its one link is shown (seen empty under load).
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await menu.getByRole('link', { name: 'Личный кабинет' }).waitFor();
  await expect(menu.getByRole('link').allInnerTexts()).resolves.toEqual(['Личный кабинет']);
  await page.getByRole('tab', { name: 'Дневник' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
