import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@school/shared-api';
import { gatewayError, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
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
  currency: 'BYN',
  timing: false,
  version: 1,
};

const server = setupFakeServer();

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({ body: { location: [{ value: 3, label: 'Минск' }] } }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const listCalls = () => server.calls('GET', '/group/get').length;

test('while the list loads, the table says so, never the empty text', async () => {
  const held = heldReply({ body: { rows: [row], total: 1, offset: 0, limit: 50 } });
  server.on('GET', '/group/get', held.handler);
  renderWithProviders(<GroupsPage />);
  expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  await waitFor(() => expect(listCalls()).toBe(1));
  held.release();
  expect(await screen.findByText('Робототехника 7-9')).toBeInTheDocument();
});

test('a failed load shows the error panel in Russian, and Повторить loads the list', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/group/get', () => gatewayError);
  renderWithProviders(<GroupsPage />);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(panel).not.toHaveTextContent(/Bad Gateway|Request failed/);
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();

  server.on('GET', '/group/get', () => ({ body: { rows: [row], total: 1, offset: 0, limit: 50 } }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Робототехника 7-9')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls()).toBe(2);
});
