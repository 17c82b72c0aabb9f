import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DebtRow } from '@school/shared-api';
import { gatewayError, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { DebtPage } from '../DebtPage';

// The page over the real client and hooks, with the server faked at the HTTP boundary: while the debt list
// loads and after it failed, the page shows no total and no empty table (DESIGN.md section 5).

const row: DebtRow = {
  contract_id: 1,
  full_name: 'Иванова Анна',
  number: 'Д-001',
  phone: '375291111111',
  debt: '300.00',
  credit: '100.00',
  balance: '200.00',
  contract_url: '/app/contracts/1/Д-001/x?from=debt',
  location_id: 3,
};

/** The first page of GET /debt/search (the page asks with limit). */
const page = {
  rows: [row],
  total: 1,
  offset: 0,
  limit: 50,
  totals: [{ location_id: 3, currency: 'BYN', positive_balance: '200.00' }],
};

const server = setupFakeServer();

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({ body: { location: [{ value: 3, label: 'Минск' }] } }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const debtCalls = () => server.calls('GET', '/debt/search').length;

test('while the rows load, the total and the table say so, never 0,00 р. or the empty text', async () => {
  const held = heldReply({ body: page });
  server.on('GET', '/debt/search', held.handler);
  renderWithProviders(<DebtPage />);
  expect(await screen.findByText(/Итого задолженность/)).toHaveTextContent('Загрузка…');
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  await waitFor(() => expect(debtCalls()).toBe(1));
  held.release();
  expect(await screen.findByRole('link', { name: 'Иванова Анна' })).toBeInTheDocument();
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('200,00 р.');
});

test('a failed load shows the error panel in Russian, and Повторить loads the rows', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/debt/search', () => gatewayError);
  renderWithProviders(<DebtPage />);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(screen.queryByText(/Итого задолженность/)).not.toBeInTheDocument();
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(panel).not.toHaveTextContent(/Bad Gateway|Request failed/);

  server.on('GET', '/debt/search', () => ({ body: page }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('link', { name: 'Иванова Анна' })).toBeInTheDocument();
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('200,00 р.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(debtCalls()).toBe(2);
});
