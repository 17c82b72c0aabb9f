import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// Parents and children (issue 14 item 2) against the real server and database. The head administrator
// creates a parent account linked to two contracts of the Minsk branch (chosen by a contract number search
// in the add form), finds it in the table; the parent signs in with the link from the outbox and sees both
// children as the diary's radios in the personal area. Removing the account disables it, and the parent's
// open session ends at once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Hit = { contract_id: number; number: string; kid_name: string; status: string };

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

test('a parent linked to two contracts signs in and sees both children; removed, the session ends', async () => {
  const email = `parent.e2e.${Date.now()}@mail.test`;
  const fullName = `Проверкина Ольга ${Date.now() % 100000}`;

  const admin = await newPage(browser);
  await signIn(admin.page, 'admin@school.test', '/app/parents-create');
  await admin.page.waitForURL('**/app/parents-create');
  await admin.page.getByRole('heading', { name: 'Родители и дети', exact: true }).waitFor();

  // Two contracts of Минск (numbers МН-…) in force, in the order the form lists the search's hits.
  const search = 'МН-000';
  const hits = Object.values(
    await getJson<Record<string, Hit>>(
      admin.page,
      `/api/contract/search?param=${encodeURIComponent(search)}`,
    ),
  ).filter((hit) => hit.status === 'active' || hit.status === 'new');
  expect(hits.length).toBeGreaterThanOrEqual(2);
  const chosen = hits.slice(0, 2);

  const form = admin.page.getByRole('form', { name: 'Новые родители и дети' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('ФИО').fill(fullName);
  await form.getByLabel('Роль').selectOption({ label: 'Родитель' });
  await form.getByLabel('Номер договора').fill(search);
  await form.getByRole('button', { name: 'Найти договор' }).click();
  for (const hit of chosen) {
    await form.getByRole('button', { name: `Добавить договор ${hit.number}`, exact: true }).click();
    await form.getByRole('listitem').filter({ hasText: hit.number }).waitFor();
  }
  await form.getByRole('button', { name: 'Добавить в список' }).click();
  const list = admin.page.getByRole('table', { name: 'Список к добавлению' });
  await list.getByRole('cell', { name: email, exact: true }).waitFor();
  await admin.page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await admin.page.getByText('Пользователь добавлен').first().waitFor();

  // The table, searched by the e-mail: the account with both contracts.
  const tableSearch = admin.page.getByRole('searchbox', { name: 'Поиск по ФИО, e-mail или номеру договора' });
  await tableSearch.fill(email);
  // The page's own search form (the header has a 'Найти' button too).
  await admin.page
    .locator('form', { has: tableSearch })
    .getByRole('button', { name: 'Найти', exact: true })
    .click();
  const table = admin.page.getByRole('table', { name: 'Родители и дети' });
  const row = table.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  for (const hit of chosen) await row.getByText(hit.number).waitFor();
  await shoot(admin.page, 'customers-added');

  // The parent signs in and lands in the personal area: a radio per child of the two contracts.
  const parent = await newPage(browser);
  await signIn(parent.page, email);
  await parent.page.waitForURL('**/app/journal');
  await parent.page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();
  for (const hit of chosen) {
    await parent.page.getByRole('radio', { name: hit.kid_name }).check();
  }
  expect(await parent.page.getByRole('radio').count()).toBe(2);
  await shoot(parent.page, 'customers-parent-diary');

  // Removing the account disables it after a confirmation; the parent's session is over at once.
  await row.getByRole('button', { name: `Удалить: ${fullName}` }).click();
  const confirm = admin.page.getByRole('alertdialog', { name: 'Удаление пользователя' });
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await admin.page.getByText('Пользователю назначен статус disabled').first().waitFor();
  await row.getByText('disabled', { exact: true }).waitFor();

  await parent.page.reload();
  await parent.page.waitForURL(/\/login/);

  expect(admin.errors).toEqual([]);
  await admin.context.close();
  await parent.context.close();
});
