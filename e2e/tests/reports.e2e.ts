import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';
import { openXlsx, sheetRows } from '../support/files';

// The reports page (money.md, Reports page) as the administrator reads it, against the real server and
// database: every report tab with a filter, its pivot as the server computed it, and its XLSX opened.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Cell = number | string | boolean | null;
type Pivot = {
  columns: { key: string; label: string; kind: 'count' | 'money' | 'tick'; currency?: 'BYN' | 'GEL' }[];
  rows: { key: string; label: string; detail?: string; cells: Cell[]; total?: boolean }[];
};

/** A cell as the page shows it: counts as they are, amounts '1 234,50 р.', a tick '✓'. */
function shownCell(column: Pivot['columns'][number], cell: Cell): string {
  if (cell === null || cell === false) return '';
  if (column.kind === 'tick') return '✓';
  if (column.kind === 'count') return String(cell);
  const amount = String(cell);
  const [whole, fraction] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${amount.startsWith('-') ? '-' : ''}${grouped},${fraction} ${column.currency === 'GEL' ? '₾' : 'р.'}`;
}

const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compact = (text: string) => text.replace(/[\s\u00a0]/g, '');

/**
 * Opens a tab with the filters, checks the pivot's last row (its totals) against the server's answer to the
 * same query, and that the XLSX holds that row too; returns the pivot.
 */
async function checkTab(
  page: Page,
  tab: string,
  call: string,
  query: Record<string, string>,
  caption: string,
): Promise<Pivot> {
  await page.getByRole('tab', { name: tab }).click();
  const search = new URLSearchParams(query).toString();
  const answer: { pivot: Pivot } = await page.evaluate(
    (url) => fetch(url).then((r) => r.json()),
    `/api${call}?${search}`,
  );
  const pivot = answer.pivot;
  expect(pivot.rows.length).toBeGreaterThan(0);
  const last = pivot.rows[pivot.rows.length - 1];
  const table = page.getByRole('table', { name: `Сводная таблица: ${tab}` });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(last.label)}`) }) });
  await row.first().waitFor();
  const shown = compact(await row.first().innerText());
  for (const [i, column] of pivot.columns.entries())
    expect(shown).toContain(compact(shownCell(column, last.cells[i])));
  await shoot(page, `reports-${call.split('/')[2]}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать XLSX' }).click(),
  ]);
  const workbook = await openXlsx(download);
  expect(workbook.name).toMatch(/^report_.+\.xlsx$/);
  const rows = sheetRows([...workbook.sheets.values()][0]);
  expect(rows.flat().join('|')).toContain(caption);
  // The sheet's row heading: the label, and its detail (a child's group) in brackets.
  const heading = last.detail ? `${last.label} (${last.detail})` : last.label;
  const sheetRow = rows.find((cells) => cells[0] === heading);
  expect(sheetRow).toBeDefined();
  for (const [i, column] of pivot.columns.entries()) {
    const cell = last.cells[i];
    if (cell === null || cell === false) continue;
    const written = sheetRow![i + 1];
    if (column.kind === 'tick') expect(written).toBe('✓');
    else expect(Number(written)).toBe(Number(cell));
  }
  return pivot;
}

test('each report tab with a filter shows the server’s pivot, and its XLSX holds the same figures', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/reports');
  await page.waitForURL('**/app/reports**');
  const now = new Date();
  const month = String(now.getMonth() + 1);
  const year = String(Math.min(now.getFullYear(), 2026));
  const filters = page.getByRole('group', { name: 'Фильтры отчета' });

  // The default tab; then one branch.
  await page.getByRole('tab', { name: 'Действующие договоры', selected: true }).waitFor();
  await filters.getByLabel('Филиал', { exact: true }).selectOption({ label: 'Минск' });
  await checkTab(
    page,
    'Действующие договоры',
    '/report/ongoing/get',
    { month, year, location: '3' },
    'Минск',
  );

  // Payments by day in the RB branches (Batumi left out).
  await filters.getByLabel('Филиал', { exact: true }).selectOption({ label: 'Только РБ' });
  const payments = await checkTab(
    page,
    'Платежи по дням',
    '/report/pay_by_day_and_by_city/get',
    { month, year, location: 'rb' },
    'Филиал: только РБ',
  );
  expect(payments.columns.every((column) => column.currency !== 'GEL')).toBe(true);

  // New contracts by week, school-year courses only.
  await filters.getByLabel('Филиал', { exact: true }).selectOption({ label: 'Все филиалы' });
  await page.getByRole('tab', { name: 'Новые договоры по неделям' }).click();
  await page.getByRole('group', { name: 'Типы курсов' }).getByText('Лагерь').click();
  await page.getByRole('group', { name: 'Типы курсов' }).getByText('Индивидуальные').click();
  await checkTab(
    page,
    'Новые договоры по неделям',
    '/report/new/get',
    { month, year, location: 'all', camp: '0', individual: '0', academic_year: '1' },
    'Типы курсов: учебный год',
  );

  // Camp attendance: the demo camps ran in June.
  await filters.getByLabel('Месяц', { exact: true }).selectOption({ label: 'Июнь' });
  await filters.getByLabel('Год', { exact: true }).selectOption('2026');
  await checkTab(
    page,
    'Посещение лагеря',
    '/report/camp/get',
    { month: '6', year: '2026', location: 'all' },
    'Июнь',
  );

  // First visits in the month the demo journal starts (twelve weeks back: every pupil's first lesson is there).
  const start = new Date(now.getTime() - (12 * 7 - 3) * 86_400_000);
  const firstMonth = String(start.getMonth() + 1);
  const firstYear = String(Math.min(start.getFullYear(), 2026));
  await filters.getByLabel('Месяц', { exact: true }).selectOption({ index: Number(firstMonth) - 1 });
  await filters.getByLabel('Год', { exact: true }).selectOption(firstYear);
  await checkTab(
    page,
    'Первые посещения',
    '/report/first_visit/get',
    { month: firstMonth, year: firstYear, location: 'all' },
    `Месяц: ${MONTHS[Number(firstMonth) - 1]} ${firstYear}`,
  );
  expect(errors).toEqual([]);
});
