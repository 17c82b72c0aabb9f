import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The payments page (money.md section 2) as the accountant works it, against the real server and database:
// a payment for a debtor entered with the keyboard alone, seen on the debt page and the contract page; a
// payment to 'unknown' attached to its contract later in the grid.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type DebtRow = {
  contract_id: number;
  number: string;
  full_name: string;
  balance: string;
  location_id: number;
};
type DebtPage = { rows: DebtRow[]; total: number };

/** The debt rows the API gives for a search (the debt page's own call). */
function debtRows(page: Page, q: string): Promise<DebtPage> {
  return page.evaluate(
    (text) => fetch(`/api/debt/search?limit=50&q=${encodeURIComponent(text)}`).then((r) => r.json()),
    q,
  );
}

/** Whole kopecks of an API amount ('1234.50' -> 123450), exact. */
const kopecks = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
};
/** As the page shows an amount: '1 234,50 р.' (no-break spaces as thousands separators). */
const shown = (value: number) =>
  `${Math.floor(Math.abs(value) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${String(Math.abs(value) % 100).padStart(2, '0')} р.`;

test('the accountant records a payment for a debtor with the keyboard, and the debt falls on the debt page and the contract page', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/payments');
  await page.waitForURL('**/app/payments');
  // The biggest debtor of Минск (rubles).
  const debtors: DebtPage = await page.evaluate(() =>
    fetch('/api/debt/search?limit=20&sort=balance&order=desc&location_id=3').then((r) => r.json()),
  );
  const debtor = debtors.rows[0];
  expect(kopecks(debtor.balance)).toBeGreaterThan(1000);

  const balanceBefore: string = await page.evaluate(
    (id) =>
      fetch(`/api/contract_data/get?id=${id}`)
        .then((r) => r.json())
        .then((d) => d.totals.balance),
    debtor.contract_id,
  );
  const search = page.getByRole('combobox', { name: 'Договор' });
  await search.waitFor();
  await search.focus();
  // Number, Enter (searches at once), Enter (takes the hit); the amount, Enter.
  await page.keyboard.type(debtor.number);
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: new RegExp(debtor.number) }).waitFor();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('textbox', { name: 'Сумма' }).evaluate((el) => el === document.activeElement),
  ).resolves.toBe(true);
  await page.keyboard.type('10,50');
  await shoot(page, 'payments-keyboard');
  await page.keyboard.press('Enter');
  await page.getByText('Платеж добавлен', { exact: true }).waitFor();
  // Ready for the next one: the search box has the focus again.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Договор');
  const grid = page.getByRole('grid', { name: 'Платежи' });
  await grid
    .getByRole('row')
    .filter({ hasText: debtor.number })
    .filter({ hasText: '10,50 р.' })
    .first()
    .waitFor();

  // The debt table: 10.50 less.
  const after = (await debtRows(page, debtor.number)).rows.find(
    (row) => row.contract_id === debtor.contract_id,
  );
  expect(kopecks(after!.balance)).toBe(kopecks(debtor.balance) - 1050);
  await page.getByRole('link', { name: 'Дебиторская задолженность' }).click();
  await page.waitForURL('**/app/debt');
  const debtGrid = page.getByRole('grid', { name: 'Дебиторская задолженность' });
  await debtGrid.getByRole('row').nth(2).waitFor();
  await page.getByRole('main').getByRole('searchbox', { name: 'Поиск', exact: true }).fill(debtor.number);
  const row = debtGrid.getByRole('row').filter({ hasText: debtor.number });
  await row.filter({ hasText: shown(kopecks(after!.balance)) }).waitFor();

  // The contract page: the payment among the lines, the remainder (all lines, due or not) 10.50 less.
  const contractBefore = kopecks(balanceBefore);
  await row.getByRole('link').click();
  await page.waitForURL(`**/app/contracts/${debtor.contract_id}/**`);
  const lines = page.getByRole('grid', { name: 'Дебет и кредит' });
  await lines
    .getByRole('row')
    .filter({ hasText: 'Оплата' })
    .filter({ hasText: '10,50 р.' })
    .first()
    .waitFor();
  await page
    .getByText(shown(contractBefore - 1050))
    .first()
    .waitFor();
  await shoot(page, 'payments-contract-after');
  expect(errors).toEqual([]);
});

test('a payment to unknown, attached later to its contract in the grid', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/payments');
  await page.waitForURL('**/app/payments');
  const target = (
    await page.evaluate(() =>
      fetch('/api/debt/search?limit=5&sort=balance&order=desc&location_id=24').then((r) => r.json()),
    )
  ).rows[0] as DebtRow;

  // No contract: the amount and the branch.
  await page.getByRole('textbox', { name: 'Сумма' }).fill('77');
  await page.getByRole('combobox', { name: /Филиал/ }).selectOption({ label: 'Барановичи' });
  await page.getByRole('button', { name: 'Добавить платеж' }).click();
  await page.getByText('Платеж добавлен', { exact: true }).waitFor();
  const grid = page.getByRole('grid', { name: 'Платежи' });
  const unknownRow = grid
    .getByRole('row')
    .filter({ hasText: 'unknown' })
    .filter({ hasText: '77,00 р.' })
    .first();
  await unknownRow.waitFor();

  // The grid: its contract by number.
  await unknownRow.dblclick();
  const number = grid.getByRole('textbox', { name: 'Договор' });
  await number.fill(target.number);
  await shoot(page, 'payments-attach-unknown');
  await number.press('Enter');
  await page.getByText('Платеж обновлен', { exact: true }).waitFor();
  await grid
    .getByRole('row')
    .filter({ hasText: target.number })
    .filter({ hasText: '77,00 р.' })
    .first()
    .waitFor();
  const after = (await debtRows(page, target.number)).rows.find(
    (row) => row.contract_id === target.contract_id,
  );
  expect(kopecks(after!.balance)).toBe(kopecks(target.balance) - 7700);
  expect(errors).toEqual([]);
});

test('a cost with an operation of its category is added, seen in the grid with the totals, and removed', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/payments');
  await page.waitForURL('**/app/payments');
  await page.getByRole('tab', { name: 'Затраты' }).click();
  const form = page.getByRole('form', { name: 'Новая затрата' });
  const operation = form.getByRole('combobox', { name: /Операция/ });
  // The operation waits for a category with operations.
  await expect(operation.isDisabled()).resolves.toBe(true);
  await form.getByRole('combobox', { name: /Категория/ }).selectOption('Аренда');
  await operation.selectOption('Коммунальные услуги');
  await form.getByRole('combobox', { name: /Филиал/ }).selectOption({ label: 'Барановичи' });
  await form.getByRole('textbox', { name: /Сумма/ }).fill('12,3р');
  await form.getByRole('button', { name: 'Добавить затрату' }).click();
  await form.getByText('Сумма должна быть числом').waitFor();
  await form.getByRole('textbox', { name: /Сумма/ }).fill('4321,09');
  await form.getByRole('button', { name: 'Добавить затрату' }).click();
  await page.getByText('Таблица затрат успешно обновлена', { exact: true }).first().waitFor();

  const grid = page.getByRole('grid', { name: 'Затраты' });
  const row = grid
    .getByRole('row')
    .filter({ hasText: 'Коммунальные услуги' })
    .filter({ hasText: '4 321,09 р.' });
  await row.first().waitFor();
  await shoot(page, 'costs-added');
  // The server has it, in the accountant's branch.
  const listed: { rows: { amount: string; operation: string; location_id: number }[] } = await page.evaluate(
    () => fetch('/api/transaction/get?limit=50&sort=date_transaction&order=desc').then((r) => r.json()),
  );
  expect(listed.rows).toContainEqual(
    expect.objectContaining({ amount: '4321.09', operation: 'Коммунальные услуги', location_id: 24 }),
  );

  // Removed after the confirmation.
  await row.first().click();
  await page.getByRole('button', { name: 'Удалить' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Вы уверены, что хотите удалить запись?').waitFor();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await page.getByText('Таблица затрат успешно обновлена', { exact: true }).first().waitFor();
  await row.first().waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});
