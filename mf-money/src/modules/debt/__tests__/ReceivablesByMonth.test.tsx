import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivableByMonth } from '@school/shared-api';
import { gatewayError, renderWithProviders, setupFakeServer, type FakeRequest } from '@school/tools/testing';
import { DebtPage } from '../DebtPage';
import { ReceivablesByMonth } from '../receivables/ReceivablesByMonth';

// The debt page's receivables by month over the real client and hooks, with GET /receivable/get_by_month
// faked at the HTTP boundary: the section loads only when opened, asks for every branch or the one chosen,
// and shows the server's cells as a pivot per currency.

const server = setupFakeServer();

const cell = (
  month: string,
  type: ReceivableByMonth['type'],
  amount: string,
  location_id = 3,
  currency: ReceivableByMonth['currency'] = 'BYN',
): ReceivableByMonth => ({ month, type, amount, location_id, currency });

/** Минск and Барановичи in rubles, Батуми in lari; the server's order (newest month first). */
const cells = [
  cell('2026-03', 'tuition', '1000.10'),
  cell('2026-03', 'lunch', '20.05'),
  cell('2026-03', 'tuition', '500.20', 24),
  cell('2026-03', 'tuition', '75.00', 31, 'GEL'),
  cell('2026-01', 'tuition', '900.00'),
  cell('2026-01', 'additional', '0.01', 24),
  cell('2025-12', 'lunch', '15.00', 31, 'GEL'),
];

const byMonthCalls = () => server.calls('GET', '/receivable/get_by_month');
const lastQuery = () => Object.fromEntries((byMonthCalls().at(-1) as FakeRequest).query);

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
        { value: 31, label: 'Батуми' },
      ],
    },
  }));
  server.on('GET', '/receivable/get_by_month', ({ query }) => {
    const branch = query.get('location_id');
    return {
      body: { receivables: branch ? cells.filter((c) => c.location_id === Number(branch)) : cells },
    };
  });
});
afterEach(() => jest.restoreAllMocks());

/** The text of each cell of each row of a table, header included. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

test('the section loads only when opened from the debt page, and closes again', async () => {
  const user = userEvent.setup();
  server.on('GET', '/debt/search', () => ({
    body: { rows: [], total: 0, offset: 0, limit: 50, totals: [] },
  }));
  renderWithProviders(<DebtPage />);
  const toggle = await screen.findByRole('button', { name: 'Дебиторская задолженность по месяцам' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await screen.findByText('нет данных для отображения');
  expect(byMonthCalls()).toHaveLength(0);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('table', { name: 'Начисления по месяцам, BYN' })).toBeInTheDocument();
  expect(lastQuery()).toEqual({});
  await user.click(toggle);
  expect(screen.queryByRole('table', { name: 'Начисления по месяцам, BYN' })).not.toBeInTheDocument();
});

test('one pivot per currency: months newest first, a column per type, the branches of a currency added, totals', async () => {
  renderWithProviders(<ReceivablesByMonth />);
  const rubles = await screen.findByRole('table', { name: 'Начисления по месяцам, BYN' });
  expect(cellsOf(rubles)).toEqual([
    ['Месяц', 'Обучение', 'Обед', 'Дополнительный долг', 'Итого'],
    ['Март 2026', '1\u00a0500,30 р.', '20,05 р.', '', '1\u00a0520,35 р.'],
    ['Январь 2026', '900,00 р.', '', '0,01 р.', '900,01 р.'],
    ['Итого', '2\u00a0400,30 р.', '20,05 р.', '0,01 р.', '2\u00a0420,36 р.'],
  ]);
  const lari = screen.getByRole('table', { name: 'Начисления по месяцам, GEL' });
  expect(cellsOf(lari)).toEqual([
    ['Месяц', 'Обучение', 'Обед', 'Итого'],
    ['Март 2026', '75,00 ₾', '', '75,00 ₾'],
    ['Декабрь 2025', '', '15,00 ₾', '15,00 ₾'],
    ['Итого', '75,00 ₾', '15,00 ₾', '90,00 ₾'],
  ]);
  expect(lari).not.toHaveTextContent('р.');
  expect(screen.getByText('В рублях')).toBeInTheDocument();
  expect(screen.getByText('В лари')).toBeInTheDocument();
});

test('the branch selector asks the server for one branch, and for all again', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ReceivablesByMonth />);
  await screen.findByRole('table', { name: 'Начисления по месяцам, GEL' });
  const select = screen.getByRole('combobox', { name: 'Филиал' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Все филиалы', 'Минск', 'Барановичи', 'Батуми']);
  await user.selectOptions(select, 'Барановичи');
  await waitFor(() => expect(lastQuery()).toEqual({ location_id: '24' }));
  const table = await screen.findByRole('table', { name: 'Начисления по месяцам, BYN' });
  await waitFor(() =>
    expect(cellsOf(table)).toEqual([
      ['Месяц', 'Обучение', 'Дополнительный долг', 'Итого'],
      ['Март 2026', '500,20 р.', '', '500,20 р.'],
      ['Январь 2026', '', '0,01 р.', '0,01 р.'],
      ['Итого', '500,20 р.', '0,01 р.', '500,21 р.'],
    ]),
  );
  // One currency: no currency headings, no table in lari.
  expect(screen.queryByRole('table', { name: 'Начисления по месяцам, GEL' })).not.toBeInTheDocument();
  expect(screen.queryByText('В рублях')).not.toBeInTheDocument();
  await user.selectOptions(select, 'Все филиалы');
  expect(await screen.findByRole('table', { name: 'Начисления по месяцам, GEL' })).toBeInTheDocument();
  // The cached answer for every branch shows at once; the request to refresh it follows.
  await waitFor(() => expect(lastQuery()).toEqual({}));
});

test('a failed load shows the error panel, never a zero or an empty table, and Повторить loads it', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/receivable/get_by_month', () => gatewayError);
  renderWithProviders(<ReceivablesByMonth />);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText(/0,00/)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();

  server.on('GET', '/receivable/get_by_month', () => ({ body: { receivables: cells } }));
  await user.click(within(panel).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table', { name: 'Начисления по месяцам, BYN' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('no receivables: the empty text, not a table of zeros', async () => {
  server.on('GET', '/receivable/get_by_month', () => ({ body: { receivables: [] } }));
  renderWithProviders(<ReceivablesByMonth />);
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
