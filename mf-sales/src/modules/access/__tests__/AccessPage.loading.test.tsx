import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessUser } from '@school/shared-api';
import { gatewayError, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { AccessPage } from '../AccessPage';

// The page over the real client and hooks, with the server faked at the HTTP boundary: while the staff list
// loads and after it failed, the page shows no empty table (DESIGN.md section 5).

const row: AccessUser = {
  id: 1,
  email: 'admin@school.test',
  short_name: 'Админ',
  location: [3],
  access_id: [1],
  last_activity: null,
  status: 'active',
  version: 1,
};

const server = setupFakeServer();

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({ body: { location: [{ value: 3, label: 'Минск' }] } }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const listCalls = () => server.calls('GET', '/get/access').length;

test('while the list loads, the table says so, never the empty text', async () => {
  const held = heldReply({ body: [row] });
  server.on('GET', '/get/access', held.handler);
  renderWithProviders(<AccessPage />);
  expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  await waitFor(() => expect(listCalls()).toBe(1));
  held.release();
  expect(await screen.findByText('admin@school.test')).toBeInTheDocument();
});

test('a failed load shows the error panel in Russian, and Повторить loads the list', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/get/access', () => gatewayError);
  renderWithProviders(<AccessPage />);
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(panel).not.toHaveTextContent(/Bad Gateway|Request failed/);
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();

  server.on('GET', '/get/access', () => ({ body: [row] }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('admin@school.test')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls()).toBe(2);
});
