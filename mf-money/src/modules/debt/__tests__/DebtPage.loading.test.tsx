import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, type DebtRow } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { SWRConfig } from 'swr';
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

/** How GET /api/debt/search answers next: a gateway's HTML page, the rows, or not yet (held until released). */
let debtAnswer: 'gateway' | 'rows' | 'hold' = 'rows';
let release: () => void = () => {};
let debtCalls = 0;
const server = http.createServer((req, res) => {
  const json = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith('/api/entities-types/get'))
    return json({ location: [{ value: 3, label: 'Минск' }] });
  if (!req.url?.startsWith('/api/debt/search')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ statusCode: 404, message: 'Неверные данные' }));
  }
  debtCalls += 1;
  if (debtAnswer === 'gateway') {
    res.writeHead(502, { 'content-type': 'text/html' });
    return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  }
  if (debtAnswer === 'hold') {
    release = () => {
      release = () => {};
      json(page);
    };
    return;
  }
  return json(page);
});

const notify = jest.fn();
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ apiBase: `http://127.0.0.1:${port}/api`, notify, onSignedOut: () => {} });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  localStorage.clear();
  notify.mockReset();
  debtCalls = 0;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  release();
  consoleError.mockRestore();
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <TestWrapper>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter>{children}</MemoryRouter>
      </SWRConfig>
    </TestWrapper>
  );
}

test('while the rows load, the total and the table say so, never 0,00 р. or the empty text', async () => {
  debtAnswer = 'hold';
  render(<DebtPage />, { wrapper: Wrapper });
  expect(await screen.findByText(/Итого задолженность/)).toHaveTextContent('Загрузка…');
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  await waitFor(() => expect(debtCalls).toBe(1));
  release();
  expect(await screen.findByRole('link', { name: 'Иванова Анна' })).toBeInTheDocument();
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('200,00 р.');
});

test('a failed load shows the error panel in Russian, and Повторить loads the rows', async () => {
  const user = userEvent.setup({ delay: null });
  debtAnswer = 'gateway';
  render(<DebtPage />, { wrapper: Wrapper });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(screen.queryByText(/Итого задолженность/)).not.toBeInTheDocument();
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(panel).not.toHaveTextContent(/Bad Gateway|Request failed/);

  debtAnswer = 'rows';
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('link', { name: 'Иванова Анна' })).toBeInTheDocument();
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('200,00 р.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(debtCalls).toBe(2);
});
