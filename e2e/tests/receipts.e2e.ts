import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';
import { openXlsx, sheetRows } from '../support/files';

// The receipts schedule of the demo school (/app/payments-schedule, docs/decisions.md 'Receipts schedule') as
// the accountant reads it, against the real server and database: the month's figures per currency, a day's
// contracts leading to a contract page, and the XLSX export.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Figures = { currency: 'BYN' | 'GEL'; expected: string; received: string; overdue: string };
type Schedule = { month: string; days: (Figures & { date: string; contracts: number })[]; totals: Figures[] };

/** '1234.50' as the page shows it: '1 234,50' (no-break spaces). */
const shownAmount = (amount: string) => {
  const [whole, fraction] = amount.replace('-', '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction}`;
};

test('the accountant reads the month, opens a day’s contracts and a contract, and exports the month', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'accountant@school.test', '/app/payments-schedule');
  await page.waitForURL('**/app/payments-schedule**');
  const month = new Date().toISOString().slice(0, 7);
  const schedule: Schedule = await page.evaluate(
    (m) => fetch(`/api/payments_schedule/get?month=${m}`).then((r) => r.json()),
    month,
  );
  expect(schedule.days.length).toBeGreaterThan(0);
  const rubles = schedule.totals.find((total) => total.currency === 'BYN')!;
  expect(Number(rubles.expected)).toBeGreaterThan(0);

  // The month's figures as the server computed them, one block per currency.
  const totals = page.getByRole('region', { name: 'Итоги месяца' });
  await totals
    .getByText(`${shownAmount(rubles.expected)} р.`)
    .first()
    .waitFor();
  await totals
    .getByText(`${shownAmount(rubles.received)} р.`)
    .first()
    .waitFor();
  const lari = schedule.totals.find((total) => total.currency === 'GEL');
  if (lari)
    await totals
      .getByText(`${shownAmount(lari.expected)} ₾`)
      .first()
      .waitFor();
  await shoot(page, 'receipts-schedule');

  // A day with contracts: its dialog lists them, each a link to its contract page.
  const day = schedule.days.find((d) => d.contracts > 0 && d.currency === 'BYN')!;
  const [y, m, d] = day.date.split('-');
  await page
    .getByRole('button', { name: `Договоры за ${d}.${m}.${y}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Договоры за ${d}.${m}.${y}` });
  const link = dialog.getByRole('link').first();
  await link.waitFor();
  await shoot(page, 'receipts-day');
  const number = (await link.innerText()).trim();
  await link.click();
  await page.waitForURL('**/app/contracts/**');
  await page.getByRole('grid', { name: 'Дебет и кредит' }).waitFor();
  await page.getByText(number, { exact: true }).first().waitFor();

  // The export: the month's days and totals in a workbook.
  await page.goBack();
  await page.waitForURL('**/app/payments-schedule**');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать XLSX' }).click(),
  ]);
  const workbook = await openXlsx(download);
  expect(workbook.name).toMatch(/\.xlsx$/);
  const text = [...workbook.sheets.values()].map((sheet) => sheetRows(sheet).flat().join('|')).join('\n');
  // The day's row of the days sheet holds its figures; its contract is on the contracts sheet.
  const days = sheetRows(workbook.sheets.get('По дням')!);
  const dayRow = days.find((row) => row[0] === day.date);
  expect(dayRow).toBeDefined();
  expect(dayRow).toContain(String(Number(day.expected)));
  expect(text).toContain(number);
  expect(errors).toEqual([]);
});
