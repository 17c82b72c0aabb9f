import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import { useLocation } from '@school/shared-ui/router';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead } from '../../crm/test/fixtures';
import { NotificationBell } from '../NotificationBell';

const server = setupFakeServer();

const task = (overrides: Record<string, unknown> = {}) => ({
  id_task: 31,
  title: 'Позвонить родителям Миши',
  description: '',
  status: 'new',
  date_created: '2026-11-27T12:30:00.000Z',
  date_due: '2026-11-29 00:00:00',
  overdue: false,
  author_id: 2,
  author: 'Смирнов Павел',
  executor_id: 7,
  executor: 'Петрова И.',
  type: 'sales',
  source: 'staff',
  contact_id: null,
  contact_name: null,
  id_attachments: [],
  version: 3,
  ...overrides,
});

const notifications = {
  tasks: [task(), task({ id_task: 32, title: 'Проверить договор', version: 1 })],
  leads: [{ id_lead: 11, name: 'Анна Ковалёва', date_created: '2026-11-27T08:00:00.000Z', date_due: null }],
  overdue: [
    task({
      id_task: 20,
      title: 'Отчёт за октябрь',
      status: 'in_work',
      overdue: true,
      date_due: '2026-11-01 10:00:00',
    }),
    task({ id_task: 21, title: 'Старая новая задача', overdue: true, date_due: '2026-11-02 00:00:00' }),
  ],
};

/** Where the router is: a task opens on the board. */
function Location() {
  const location = useLocation();
  return <output aria-label="адрес">{`${location.pathname}${location.search}`}</output>;
}

function renderBell(permissions: Permission[] = ['tasks.view', 'leads.view']) {
  renderWithProviders(
    <>
      <NotificationBell />
      <Location />
    </>,
    { permissions, toasts: true },
  );
}

const reads = () => server.calls('GET', '/notification/get').length;

beforeEach(() => {
  server.on('GET', '/notification/get', () => ({ body: notifications }));
});

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  renderBell();
  await user.click(await screen.findByRole('button', { name: 'Уведомления, новых: 3' }));
  // The popup's lists load with its first opening (a frame with the progress line until then).
  await screen.findByRole('region', { name: /^Новые задачи/ });
  return screen.getByRole('dialog', { name: 'Уведомления' });
}

test('the badge counts new tasks plus new leads, and the bell says it', async () => {
  renderBell();
  const bell = await screen.findByRole('button', { name: 'Уведомления, новых: 3' });
  expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
});

test('with nothing new the bell has no badge', async () => {
  server.on('GET', '/notification/get', () => ({
    body: { tasks: [], leads: [], overdue: [notifications.overdue[0]] },
  }));
  renderBell();
  await waitFor(() => expect(reads()).toBe(1));
  expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeInTheDocument();
  expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
});

test('the popup lists new tasks, new leads and overdue tasks; Escape closes it', async () => {
  const user = userEvent.setup();
  const popup = await openPopup(user);
  const newTasks = within(popup).getByRole('region', { name: 'Новые задачи (2)' });
  expect(within(newTasks).getAllByRole('listitem')).toHaveLength(2);
  expect(
    within(newTasks).getByRole('button', { name: 'Задача: Позвонить родителям Миши' }),
  ).toBeInTheDocument();
  expect(within(newTasks).getAllByText('Срок: 29.11.2026 00:00 · Автор: Смирнов Павел')).toHaveLength(2);
  const leads = within(popup).getByRole('region', { name: 'Новые лиды (1)' });
  expect(within(leads).getByRole('button', { name: 'Лид: Анна Ковалёва' })).toBeInTheDocument();
  const overdue = within(popup).getByRole('region', { name: 'Просроченные задачи (2)' });
  expect(within(overdue).getByRole('button', { name: 'Задача: Отчёт за октябрь' })).toBeInTheDocument();
  // A press elsewhere closes it; the bell opens it again.
  await user.click(screen.getByRole('status', { name: 'адрес' }));
  expect(screen.queryByRole('dialog', { name: 'Уведомления' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Уведомления, новых: 3' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Уведомления' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Уведомления, новых: 3' })).toHaveFocus();
});

test("'В работу' is enabled only for a new task and moves it to in_work with its version", async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/status_update', () => ({ body: task({ status: 'in_work', version: 4 }) }));
  const popup = await openPopup(user);
  expect(within(popup).getByRole('button', { name: 'В работу: Отчёт за октябрь' })).toBeDisabled();
  expect(within(popup).getByRole('button', { name: 'В работу: Старая новая задача' })).toBeEnabled();
  const before = reads();
  server.on('GET', '/notification/get', () => ({
    body: { ...notifications, tasks: [notifications.tasks[1]] },
  }));
  await user.click(within(popup).getByRole('button', { name: 'В работу: Позвонить родителям Миши' }));
  expect(await screen.findByText('Статус обновлен')).toBeInTheDocument();
  expect(server.calls('POST', '/task/status_update').map((call) => call.body)).toEqual([
    { id_task: 31, status: 'in_work', version: 3 },
  ]);
  // The bell reads again: one new task and one lead left.
  await waitFor(() => expect(reads()).toBeGreaterThan(before));
  expect(await screen.findByRole('button', { name: 'Уведомления, новых: 2' })).toBeInTheDocument();
});

test('a refused status change says why and keeps the list', async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/status_update', () => errorReply(409, 'Запрещенное действие. Задача уже закрыта'));
  const popup = await openPopup(user);
  await user.click(within(popup).getByRole('button', { name: 'В работу: Проверить договор' }));
  expect(await screen.findByText('Запрещенное действие. Задача уже закрыта')).toBeInTheDocument();
  expect(screen.queryByText('Статус обновлен')).not.toBeInTheDocument();
});

test('a task opens on the board with its id', async () => {
  const user = userEvent.setup();
  const popup = await openPopup(user);
  await user.click(within(popup).getByRole('button', { name: 'Задача: Проверить договор' }));
  expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/app/tasks?task=32');
  expect(screen.queryByRole('dialog', { name: 'Уведомления' })).not.toBeInTheDocument();
});

test('a lead opens in the lead dialog, looked up by its id as the lead dialog reloads its lead', async () => {
  const user = userEvent.setup();
  server.on('GET', '/leads/search', () => ({ body: [makeLead({ id_lead: 11 })] }));
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
  const popup = await openPopup(user);
  await user.click(within(popup).getByRole('button', { name: 'Лид: Анна Ковалёва' }));
  expect(await screen.findByRole('dialog', { name: /^Лид создан 20\.11\.2026/ })).toBeInTheDocument();
  expect(server.calls('GET', '/leads/search')[0].query.get('id_lead')).toBe('11');
});

test('a lead is looked up by its id; one out of reach gives the search toast', async () => {
  const user = userEvent.setup();
  server.on('GET', '/leads/search', () => ({ body: [] }));
  const popup = await openPopup(user);
  await user.click(within(popup).getByRole('button', { name: 'Лид: Анна Ковалёва' }));
  expect(await screen.findByText('невозможно перейти в данный лид')).toBeInTheDocument();
  expect(server.calls('GET', '/leads/search')[0].query.get('id_lead')).toBe('11');
});

test('a failed poll shows in the popup, without a toast, and can be retried', async () => {
  const user = userEvent.setup();
  server.on('GET', '/notification/get', () => errorReply(500, 'Ошибка сервера'));
  renderBell();
  await waitFor(() => expect(reads()).toBe(1));
  await user.click(screen.getByRole('button', { name: 'Уведомления' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить уведомления');
  expect(server.notices).toEqual([]);
  server.on('GET', '/notification/get', () => ({ body: notifications }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('region', { name: 'Новые задачи (2)' })).toBeInTheDocument();
});

test('without leads.view there is no bell and nothing is asked', () => {
  renderBell(['tasks.view', 'tasks.add']);
  expect(screen.queryByRole('button', { name: /Уведомления/ })).not.toBeInTheDocument();
  expect(reads()).toBe(0);
});
