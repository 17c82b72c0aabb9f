import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadsBoard } from '../LeadsBoard';

// 'Обновить' on the board reports 'Данные Лидов обновлены' only when every column and the counters loaded
// again; a failed load shows the column's error and no success.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();
let failing = false;

beforeEach(() => {
  failing = false;
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/leads/counters', () => ({ body: { in_work_today: 1, in_work_total: 2 } }));
  server.on('GET', '/leads/get', (request) =>
    failing
      ? errorReply(500, 'База данных недоступна')
      : {
          body: {
            leads: [makeLead({ id_lead: 1, name: `Лид ${request.query.get('status')}` })],
            total: 1,
            page: 1,
            pages: 1,
            page_size: 15,
          },
        },
  );
});

function renderBoard() {
  renderWithProviders(<LeadsBoard />, { session: signedInManager, toasts: true });
}

test('a refresh that loaded reports success', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByText('Лид new');
  const before = server.calls('GET', '/leads/get').length;
  await user.click(screen.getByRole('button', { name: 'Обновить' }));
  expect(await screen.findByText('Данные Лидов обновлены')).toBeInTheDocument();
  expect(server.calls('GET', '/leads/get').length).toBeGreaterThanOrEqual(before + 5);
});

test('a refresh that failed does not report success', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByText('Лид new');
  failing = true;
  await user.click(screen.getByRole('button', { name: 'Обновить' }));
  const column = screen.getByRole('region', { name: /^Новые/ });
  expect(await within(column).findByText(/База данных недоступна/)).toBeInTheDocument();
  // Let the refresh settle fully before looking for its toast.
  await waitFor(() => expect(server.calls('GET', '/leads/get').length).toBeGreaterThanOrEqual(10));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByText('Данные Лидов обновлены')).not.toBeInTheDocument();
});
