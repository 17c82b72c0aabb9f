import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

// Closing the lead dialog with typed, unsaved data asks 'Закрыть без сохранения?' first; without any it
// closes at once.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
});

const question = () => screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });

async function click(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  // A dialog's buttons take pointer events once its opening has settled.
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  await user.click(button);
}

test('closes at once when nothing was typed', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithProviders(<LeadDialog open lead={makeLead()} onClose={onClose} />, { session: signedInManager });
  await click(user, await screen.findByRole('button', { name: 'Закрыть' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('with typed data "Закрыть" asks first: going back keeps the text, confirming closes', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderWithProviders(<LeadDialog open onClose={onClose} />, { session: signedInManager });
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
  renderWithProviders(<LeadDialog open lead={makeLead()} onClose={onClose} />, { session: signedInManager });
  await user.type(await screen.findByLabelText('Комментарий'), 'Перезвонить');
  await user.keyboard('{Escape}');
  expect(await question()).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
