import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { salesEndpoints, type Permission } from '@school/shared-api';
import { taskEndpoints } from '@school/shared-api/sales';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { Header } from '../../layout/Header';
import { NOTIFICATION_PERMISSIONS, TASK_ADD_PERMISSIONS } from '../HeaderTools';
import { useStagePages } from '../../pages/stagePages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.Mock;
const server = setupFakeServer();
let warn: jest.SpyInstance;

// A stand-in for what mf-sales exposes as 'sales/HeaderSearch' (its own tests cover the search itself).
// Before issue 13 the module had only the search and the create-lead button.
const olderSalesHeaderSearch = {
  HeaderSearch: () => <input type="search" aria-label="Поиск лидов и контактов" />,
  CreateLeadButton: () => <button type="button">Создать лид</button>,
};
const salesHeaderSearch = {
  ...olderSalesHeaderSearch,
  CreateTaskButton: () => <button type="button">Создать задачу</button>,
  NotificationBell: () => <button type="button">Уведомления, новых: 2</button>,
};

/** The header as the layout renders it, for a user with the employee flag and the permissions given. */
function renderHeader(
  employee: 'true' | 'false' = 'true',
  permissions: Permission[] = ['contacts.view', 'leads.view'],
) {
  return renderWithProviders(<Header crumb={null} isMobile={false} onOpenMenu={() => undefined} />, {
    session: {
      user: { id: 7, short_name: 'Петрова И.', email: 'm@school.test', employee, location: [3] },
      permissions,
      access: ['manager'],
    },
  });
}

beforeEach(() => {
  load.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useStagePages.setState({ status: 'ready', pages: [], failed: [] });
});

const ALL: Permission[] = ['contacts.view', 'leads.view', 'tasks.view', 'tasks.add'];

test("the sales area's search and create-lead button load at run time into the header", async () => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader();
  expect(await screen.findByRole('searchbox', { name: 'Поиск лидов и контактов' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('sales/HeaderSearch');
});

test('an employee with every right gets the search, both create buttons and the bell', async () => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader('true', ALL);
  expect(await screen.findByRole('button', { name: 'Создать задачу' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Поиск лидов и контактов' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Уведомления, новых: 2' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test.each([
  ['tasks without leads: the create-task button only', ['tasks.view', 'tasks.add'], ['Создать задачу']],
  [
    'tasks.view without tasks.add, with leads: the bell only',
    ['tasks.view', 'leads.view'],
    ['Уведомления, новых: 2'],
  ],
  [
    'search and leads without tasks: search and create-lead only',
    ['contacts.view', 'leads.view'],
    ['Создать лид'],
  ],
] as const)('each piece on its own right, %s', async (_, permissions, buttons) => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader('true', [...permissions]);
  for (const name of buttons) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  const shown = ['Создать лид', 'Создать задачу', 'Уведомления, новых: 2'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );
  expect(shown).toEqual(buttons);
  expect(screen.queryByRole('searchbox') !== null).toBe(
    (buttons as readonly string[]).includes('Создать лид'),
  );
});

test('a user without the employee flag gets the bell but neither the search nor the create buttons', async () => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader('false', ALL);
  expect(await screen.findByRole('button', { name: 'Уведомления, новых: 2' })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать лид' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать задачу' })).not.toBeInTheDocument();
});

test('a sales remote older than the task exports still gives the search and create-lead', async () => {
  load.mockResolvedValue(olderSalesHeaderSearch);
  renderHeader('true', ALL);
  expect(await screen.findByRole('searchbox', { name: 'Поиск лидов и контактов' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать задачу' })).not.toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
});

test("the shell's permission lists are those of the endpoint table", () => {
  expect([...TASK_ADD_PERMISSIONS].sort()).toEqual([...taskEndpoints.taskAdd.permissions].sort());
  expect([...NOTIFICATION_PERMISSIONS].sort()).toEqual([...taskEndpoints.notificationGet.permissions].sort());
  expect(salesEndpoints.leadAdd.permissions).toContain('leads.view');
});

test.each([
  ['whose employee flag is not the string "true"', 'false', ['contacts.view', 'leads.view']],
  ['without both permissions', 'true', ['contacts.view']],
  ['with tasks.add but no employee flag nor leads.view', 'false', ['tasks.view', 'tasks.add']],
] as const)('nobody %s gets them, nor is the remote asked', (_, employee, permissions) => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader(employee, [...permissions]);
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('when sales cannot be loaded the header goes on without them, with no error panel', async () => {
  load.mockRejectedValue(new Error('RUNTIME-003'));
  server.on('GET', '/logout', () => ({ body: { status: 'ok' } }));
  renderHeader();
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('[remote] sales/HeaderSearch failed to load', expect.any(Error)),
  );
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать лид' })).not.toBeInTheDocument();
  expect(screen.queryByText('Раздел не загрузился')).not.toBeInTheDocument();
  // The rest of the header works: logout ends the session.
  await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
  await waitFor(() => expect(server.calls('GET', '/logout')).toHaveLength(1));
});

test('a search that throws while rendering is contained: the header stays', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('boom');
  };
  load.mockResolvedValue({ ...salesHeaderSearch, HeaderSearch: Broken });
  renderHeader();
  await waitFor(() =>
    expect(warn.mock.calls.map(([text]) => text)).toContain('[remote] sales/HeaderSearch crashed'),
  );
  expect(screen.queryByRole('button', { name: 'Создать лид' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
});

test("when the sales remote's page list failed (not on the stage), its header tools are not asked for", () => {
  useStagePages.setState({ status: 'ready', pages: [], failed: ['sales'] });
  renderHeader();
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
});
