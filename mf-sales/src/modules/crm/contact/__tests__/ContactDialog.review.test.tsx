import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactHistory } from '@school/shared-api';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeContact, makeLead, signedInManager } from '../../test/fixtures';
import { ContactDialog } from '../ContactDialog';

// The contact dialog against a fake server: its history never offers 'Договор закрыт' beside a contract in
// force, and closing it with typed, unsaved data asks first.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
});

const history: ContactHistory = {
  contact: makeContact(),
  comments: [],
  leads: [
    {
      ...makeLead({ id_lead: 40, id_contact: '5', status: 'done', date_created: '2026-11-10T09:00:00.000Z' }),
      contract_number: 'МН-0042',
      date_created_contract: '2026-11-12',
      status_contract: 'active',
      doc_name: '',
      contract_id: 42,
      children_club: false,
    },
  ],
  contracts: [
    {
      contract_id: 45,
      contract_number: 'МН-0045',
      date_created_contract: '2026-11-16',
      status_contract: 'new',
      doc_name: '',
      children_club: false,
    },
    {
      contract_id: 44,
      contract_number: 'МН-0044',
      date_created_contract: '2026-11-15',
      status_contract: 'closed',
      doc_name: '',
      children_club: false,
    },
  ],
};

function renderDialog(onClose = jest.fn()) {
  server.on('GET', '/history_contact/get', () => ({ body: history }));
  renderWithProviders(<ContactDialog open contactId={5} onClose={onClose} />, { session: signedInManager });
  return onClose;
}

async function click(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  // A dialog's buttons take pointer events once its opening has settled.
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  await user.click(button);
}

test('a contract in force without a document is not shown closed; a closed one is', async () => {
  renderDialog();
  const active = await screen.findByRole('listitem', { name: /^Лид №40/ });
  expect(within(active).getByText('Активный')).toBeInTheDocument();
  expect(within(active).queryByRole('button', { name: 'Договор закрыт' })).not.toBeInTheDocument();
  expect(within(active).getByText('Документ договора ещё не сформирован')).toBeInTheDocument();

  const fresh = screen.getByRole('listitem', { name: 'Договор МН-0045 от 16-11-2026' });
  expect(within(fresh).queryByRole('button', { name: 'Договор закрыт' })).not.toBeInTheDocument();

  const closed = screen.getByRole('listitem', { name: 'Договор МН-0044 от 15-11-2026' });
  expect(within(closed).getByRole('button', { name: 'Договор закрыт' })).toBeDisabled();
});

test('closes at once when nothing was typed', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  await screen.findByLabelText('Класс ребёнка');
  await click(user, screen.getByRole('button', { name: 'Закрыть' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a changed field asks before closing; going back keeps it', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  const kidClass = await screen.findByLabelText('Класс ребёнка');
  await user.clear(kidClass);
  await user.type(kidClass, '2Б');
  await click(user, screen.getByRole('button', { name: 'Закрыть' }));
  const asked = await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
  await click(user, within(asked).getByRole('button', { name: 'Вернуться к редактированию' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Класс ребёнка')).toHaveValue('2Б');
});

test('a typed, unsent comment asks before closing; confirming closes', async () => {
  const user = userEvent.setup();
  const onClose = renderDialog();
  await click(user, await screen.findByRole('button', { name: 'Комментарий' }));
  await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Перезвонить завтра');
  await click(user, screen.getByRole('button', { name: /^Закрыть \(/ }));
  const asked = await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
  await click(user, within(asked).getByRole('button', { name: 'Закрыть без сохранения' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
