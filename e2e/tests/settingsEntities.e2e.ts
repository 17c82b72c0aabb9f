import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The settings' reference lists and the links page (issue 14) against the real server and database. The
// administrator adds a branch in Settings > Добавление сущностей > Локации and, without reloading the page,
// finds it offered among the branches of the new-employee form on the users page; the links page shows the
// configured links (each opening in a new tab) and downloads an enrolment order named with the date.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a location added in the settings is offered in the users page form without a reload', async () => {
  const { page } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/settings');
  await page.waitForURL('**/app/settings');
  // A mark on the window: a reload of the page would lose it.
  await page.evaluate(() => {
    (window as unknown as { settingsJourney: boolean }).settingsJourney = true;
  });

  await page.getByRole('tab', { name: 'Добавление сущностей' }).click();
  await page.getByRole('tab', { name: 'Локации' }).click();
  const grid = page.getByRole('grid', { name: 'Локации' });
  await grid.getByText('Минск').first().waitFor();
  const name = `Гродно ${Date.now() % 100000}`;

  // The required fields first: nothing is sent without the city and the country.
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Заполните обязательные поля (Название, Город, ID страны)' })
    .waitFor();
  await page.getByRole('textbox', { name: 'Город' }).fill('Гродно');
  await page.getByRole('textbox', { name: 'ID страны' }).fill('1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Локация успешно добавлена!').waitFor();
  // Address empty and status active by default.
  const row = grid.getByRole('row').filter({ hasText: name });
  await row.getByText('active', { exact: true }).waitFor();
  await shoot(page, 'settings-location-added');

  // The users page, reached through the menu: the new branch is among the form's branches.
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Сотрудники' }).click();
  await page.waitForURL('**/app/access');
  const form = page.getByRole('form', { name: 'Новый сотрудник' });
  await form.getByRole('group', { name: 'Филиалы' }).getByText(name, { exact: true }).waitFor();
  expect(
    await page.evaluate(() => (window as unknown as { settingsJourney?: boolean }).settingsJourney),
  ).toBe(true);
  await shoot(page, 'settings-location-offered');

  // Removed again: no row names it, so it is deleted and leaves the lists.
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Настройки' }).click();
  await page.getByRole('tab', { name: 'Добавление сущностей' }).click();
  await page.getByRole('tab', { name: 'Локации' }).click();
  await page.getByRole('grid', { name: 'Локации' }).getByText(name, { exact: true }).click();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await page.getByText('Локация успешно удалена!').waitFor();
});

test('the links page opens its links in a new tab and downloads an order named with the date', async () => {
  const { page } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/reports-links');
  await page.waitForURL('**/app/reports-links');
  const faq = page.getByRole('link', { name: 'FAQ' });
  await faq.waitFor();
  expect(await faq.getAttribute('target')).toBe('_blank');

  const order = page.getByRole('region', { name: 'Приказ о зачислении' });
  const location = order.getByRole('combobox', { name: /Локация/ });
  await location.selectOption({ label: 'Минск' });
  expect(await order.locator('option').allInnerTexts()).toEqual(['Выберите локацию', 'Барановичи', 'Минск']);
  await order.getByLabel(/Период с/).fill('2026-01-01');
  await order.getByLabel(/^по/).fill('2026-12-31');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Сформировать приказ' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Приказ \d{2}\.\d{2}\.\d{4}\.docx$/);
  await shoot(page, 'reports-links-order');
});
