import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { configureApi, type Group } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { SWRConfig } from 'swr';
import { GroupsPage } from '../GroupsPage';

// The page over the real client and hooks, with the server faked at the HTTP boundary: while the groups load
// and after they failed, the page shows no empty table (DESIGN.md section 5).

const row: Group = {
  id: 5,
  short_name: 'Робототехника 7-9',
  course: 2,
  location: 3,
  teacher: [11],
  start_date: '2026-09-01',
  students_count: 8,
  camp: false,
  day_of_the_week: [0],
  training_day: [],
  weeks: 36,
  price_per_week: '45.00',
};

/** How GET /api/group/get answers next: a gateway's HTML page, the rows, or not yet (held until released). */
let listAnswer: 'gateway' | 'rows' | 'hold' = 'rows';
let release: () => void = () => {};
let listCalls = 0;
const server = http.createServer((req, res) => {
  const json = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith('/api/entities-types/get'))
    return json({ location: [{ value: 3, label: 'Минск' }] });
  if (!req.url?.startsWith('/api/group/get')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ statusCode: 404, message: 'Неверные данные' }));
  }
  listCalls += 1;
  if (listAnswer === 'gateway') {
    res.writeHead(502, { 'content-type': 'text/html' });
    return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  }
  if (listAnswer === 'hold') {
    release = () => {
      release = () => {};
      json({ rows: [row], total: 1, offset: 0, limit: 50 });
    };
    return;
  }
  return json({ rows: [row], total: 1, offset: 0, limit: 50 });
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
  listCalls = 0;
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
        {children}
      </SWRConfig>
    </TestWrapper>
  );
}

test('while the list loads, the table says so, never the empty text', async () => {
  listAnswer = 'hold';
  render(<GroupsPage />, { wrapper: Wrapper });
  expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  await waitFor(() => expect(listCalls).toBe(1));
  release();
  expect(await screen.findByText('Робототехника 7-9')).toBeInTheDocument();
});

test('a failed load shows the error panel in Russian, and Повторить loads the list', async () => {
  const user = userEvent.setup({ delay: null });
  listAnswer = 'gateway';
  render(<GroupsPage />, { wrapper: Wrapper });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(panel).not.toHaveTextContent(/Bad Gateway|Request failed/);
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();

  listAnswer = 'rows';
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Робототехника 7-9')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls).toBe(2);
});
