import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Permission } from 'shared-api';
import { renderWithProviders, setupFakeServer } from 'tools/testing';
import { Header } from '../../layout/Header';
import { useStagePages } from '../../pages/stagePages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.Mock;
const server = setupFakeServer();
let warn: jest.SpyInstance;

// A stand-in for what mf-sales exposes as 'sales/HeaderSearch' (its own tests cover the search itself).
const salesHeaderSearch = {
  HeaderSearch: () => <input type="search" aria-label="Поиск лидов и контактов" />,
  CreateLeadButton: () => <button type="button">Создать лид</button>,
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

test("the sales area's search and create-lead button load at run time into the header", async () => {
  load.mockResolvedValue(salesHeaderSearch);
  renderHeader();
  expect(await screen.findByRole('searchbox', { name: 'Поиск лидов и контактов' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('sales/HeaderSearch');
});

test.each([
  ['whose employee flag is not the string "true"', 'false', ['contacts.view', 'leads.view']],
  ['without both permissions', 'true', ['contacts.view']],
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
