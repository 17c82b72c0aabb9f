import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DebtRow } from '@school/shared-api';
import { renderWithProviders, setupFakeServer, type FakeRequest } from '@school/tools/testing';
import { DebtPage } from '../DebtPage';

// The debt page over the real client and hooks, with GET /debt/search faked at the HTTP boundary: the page
// asks for pages (limit/offset/sort/order/q/location_id) and shows the page, the server's total count and
// the server's totals per branch.

const server = setupFakeServer();

const rows: DebtRow[] = [
  {
    contract_id: 1,
    full_name: 'Иванова Анна',
    number: 'Д-001',
    phone: '375291111111',
    debt: '300.00',
    credit: '100.00',
    balance: '200.00',
    contract_url: '/app/contracts/1/Д-001/x?from=debt',
    location_id: 3,
  },
  {
    contract_id: 2,
    full_name: 'Петров Олег',
    number: 'Д-002',
    phone: '375292222222',
    debt: '100.00',
    credit: '150.50',
    balance: '-50.50',
    contract_url: '/app/contracts/2/Д-002/y?from=debt',
    location_id: 24,
  },
];

/** Totals over every matching contract (not only the page's two rows). */
const totals = [
  { location_id: 3, currency: 'BYN', positive_balance: '10200.00' },
  { location_id: 24, currency: 'BYN', positive_balance: '1000.00' },
];

const debtCalls = () => server.calls('GET', '/debt/search');
const lastQuery = () => Object.fromEntries((debtCalls().at(-1) as FakeRequest).query);

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
    },
  }));
  server.on('GET', '/debt/search', ({ query }) => ({
    body: { rows, total: 120, offset: Number(query.get('offset') ?? 0), limit: 50, totals },
  }));
});

const renderPage = () => renderWithProviders(<DebtPage />);

test('asks for the first page sorted by name and shows it with the server count', async () => {
  renderPage();
  const link = await screen.findByRole('link', { name: 'Иванова Анна' });
  expect(link).toHaveAttribute('href', '/app/contracts/1/Д-001/x?from=debt');
  expect(lastQuery()).toEqual({ limit: '50', offset: '0', sort: 'full_name', order: 'asc' });
  expect(debtCalls()).toHaveLength(1);
  expect(screen.getByText('Записи 1–50 из 120')).toBeInTheDocument();
  expect(await screen.findAllByText('Барановичи')).not.toHaveLength(0);
});

test('the total comes from the server’s totals; an overpayment is red without its sign', async () => {
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('11 200,00 р.');
  const overpaid = document.querySelector('[data-overpayment]') as HTMLElement;
  expect(overpaid).toHaveTextContent('50,50 р.');
  expect(overpaid.textContent).not.toContain('-');
});

test('the toggle shows the remaining debt per branch from the server’s totals', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  expect(screen.queryByRole('table', { name: 'Остаток по филиалам' })).not.toBeInTheDocument();
  await user.click(screen.getByText('Показать остаток по филиалам'));
  const table = screen.getByRole('table', { name: 'Остаток по филиалам' });
  expect(await within(table).findByText('Минск')).toBeInTheDocument();
  expect(within(table).getByText('Минск').closest('tr')).toHaveTextContent('10 200,00 р.');
  expect(within(table).getByText('Барановичи').closest('tr')).toHaveTextContent('1 000,00 р.');
});

test('a Georgian branch counts in lari: its rows show ₾ and the total is one figure per currency', async () => {
  const user = userEvent.setup();
  const batumi: DebtRow = { ...rows[0], contract_id: 3, full_name: 'Беридзе Нино', location_id: 31 };
  server.on('GET', '/debt/search', () => ({
    body: {
      rows: [rows[0], batumi],
      total: 2,
      offset: 0,
      limit: 50,
      totals: [...totals, { location_id: 31, currency: 'GEL', positive_balance: '75.25' }],
    },
  }));
  renderPage();
  const row = (await screen.findByRole('link', { name: 'Беридзе Нино' })).closest(
    '[role="row"]',
  ) as HTMLElement;
  expect(row).toHaveTextContent('300,00 ₾');
  expect(row).not.toHaveTextContent('р.');
  const rubles = screen.getByRole('link', { name: 'Иванова Анна' }).closest('[role="row"]') as HTMLElement;
  expect(rubles).toHaveTextContent('300,00 р.');
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('11 200,00 р. · 75,25 ₾');
  await user.click(screen.getByText('Показать остаток по филиалам'));
  const table = screen.getByRole('table', { name: 'Остаток по филиалам' });
  expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('75,25 ₾');
});

test('sorts on the server by the columns it offers; the phone and branch are not sortable', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  const header = (name: string) =>
    screen.getAllByRole('columnheader').find((cell) => cell.textContent === name) as HTMLElement;
  expect(within(header('Телефон')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(header('Филиал')).queryByRole('button')).not.toBeInTheDocument();
  await user.click(within(header('Остаток')).getByRole('button'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'balance', order: 'asc', offset: '0' }));
  await user.click(within(header('Остаток')).getByRole('button'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'balance', order: 'desc' }));
  // The page is shown as the server ordered it.
  const names = screen.getAllByRole('link').map((link) => link.textContent);
  expect(names).toEqual(['Иванова Анна', 'Петров Олег']);
});

test('pages through the list with the buttons under the grid', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ offset: '50', limit: '50' }));
  expect(await screen.findByText('Записи 51–100 из 120')).toBeInTheDocument();
});

test('the search goes to the server after the typing pause, and the branch filter as location_id', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Иванова Д-001');
  expect(debtCalls()).toHaveLength(1);
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Иванова Д-001', offset: '0' }), {
    timeout: 2500,
  });
  expect(debtCalls()).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: /Фильтры/ }));
  expect(screen.queryByRole('textbox', { name: 'Фильтр: Телефон' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Филиал' }), 'Барановичи');
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Иванова Д-001', location_id: '24' }));
});

test('a saved filter (gridFilter:debt) is asked for at once on the next visit', async () => {
  localStorage.setItem(
    'gridFilter:debt',
    JSON.stringify({ search: 'Петров', columns: { location_id: '3' } }),
  );
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  expect(debtCalls()).toHaveLength(1);
  expect(lastQuery()).toEqual({
    limit: '50',
    offset: '0',
    sort: 'full_name',
    order: 'asc',
    q: 'Петров',
    location_id: '3',
  });
  expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Петров');
});

test('a later page that fails shows the error panel in the grid, and Повторить asks again', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPage();
  await screen.findByRole('link', { name: 'Иванова Анна' });
  server.on('GET', '/debt/search', () => ({
    status: 502,
    raw: '<h1>502</h1>',
    headers: { 'content-type': 'text/html' },
  }));
  await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(screen.queryByRole('link', { name: 'Иванова Анна' })).not.toBeInTheDocument();
  expect(screen.getByText(/Итого задолженность/)).not.toHaveTextContent('р.');

  server.on('GET', '/debt/search', ({ query }) => ({
    body: { rows, total: 120, offset: Number(query.get('offset')), limit: 50, totals },
  }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('link', { name: 'Иванова Анна' })).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ offset: '50' });
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('11 200,00 р.');
});
