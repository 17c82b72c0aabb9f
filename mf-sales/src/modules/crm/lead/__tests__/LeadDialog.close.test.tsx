import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useAuthStore } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { SWRConfig } from 'swr';
import { startFakeServer, type FakeServer } from '../../test/fakeServer';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

// Closing the lead dialog with typed, unsaved data asks 'Закрыть без сохранения?' first; without any it
// closes at once.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
  act(() => useAuthStore.getState().signIn(signedInManager));
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <TestWrapper>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </TestWrapper>
  );
}

const question = () => screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });

async function click(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  // A dialog's buttons take pointer events once its opening has settled.
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  await user.click(button);
}

test('closes at once when nothing was typed', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<LeadDialog open lead={makeLead()} onClose={onClose} />, { wrapper: Wrapper });
  await click(user, await screen.findByRole('button', { name: 'Закрыть' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('with typed data "Закрыть" asks first: going back keeps the text, confirming closes', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<LeadDialog open onClose={onClose} />, { wrapper: Wrapper });
  await user.type(await screen.findByLabelText('Имя'), 'Ольга');

  await click(user, screen.getByRole('button', { name: 'Закрыть' }));
  const asked = await question();
  expect(asked).toHaveTextContent('Введённые данные не сохранены и будут потеряны.');
  await click(user, within(asked).getByRole('button', { name: 'Вернуться к редактированию' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Имя')).toHaveValue('Ольга');

  await click(user, screen.getByRole('button', { name: 'Закрыть' }));
  await click(user, within(await question()).getByRole('button', { name: 'Закрыть без сохранения' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Escape with typed data asks too', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<LeadDialog open lead={makeLead()} onClose={onClose} />, { wrapper: Wrapper });
  await user.type(await screen.findByLabelText('Комментарий'), 'Перезвонить');
  await user.keyboard('{Escape}');
  expect(await question()).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
