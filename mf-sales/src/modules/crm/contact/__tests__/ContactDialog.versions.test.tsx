import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Contact, type ContactHistory } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeContact, signedInManager } from '../../test/fixtures';
import { ContactDialog } from '../ContactDialog';

// The contact dialog against a fake server at the HTTP boundary: a save from a stale version gets 409 with
// the server's message, the dialog shows it and keeps what the user typed; after 'Обновить данные' the
// save carries the new version and the other user's change of the fields the user did not touch.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
});

const historyOf = (contact: Contact): ContactHistory => ({ contact, comments: [], leads: [], contracts: [] });

function serveContact(contact: Contact) {
  server.on('GET', '/history_contact/get', () => ({ body: historyOf(contact) }));
}

function renderDialog(permissions = signedInManager.permissions) {
  renderWithProviders(<ContactDialog open contactId={5} onClose={jest.fn()} />, {
    session: signedInManager,
    permissions,
    toasts: true,
  });
}

const updates = () =>
  server.calls('POST', '/contact/update').map((request) => request.body as Record<string, unknown>);

test('a save from a stale version shows the server message, keeps the typed values, and saves after a reload', async () => {
  const user = userEvent.setup();
  serveContact(makeContact());
  server.on('POST', '/contact/update', () => errorReply(409, STALE_VERSION_MESSAGE));
  renderDialog();

  const kidClass = await screen.findByLabelText('Класс ребёнка');
  await user.clear(kidClass);
  await user.type(kidClass, '2Б');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_VERSION_MESSAGE);
  expect(updates()).toEqual([expect.objectContaining({ id_contact: 5, version: 2, kid_class: '2Б' })]);
  expect(screen.getByLabelText('Класс ребёнка')).toHaveValue('2Б');
  expect(screen.queryByText('Данные контакта обновлены')).not.toBeInTheDocument();

  // Meanwhile another user changed the phone (version 3).
  const theirs = makeContact({ version: 3, phone: '375330000000' });
  serveContact(theirs);
  server.on('POST', '/contact/update', (request) => ({
    body: { ...theirs, ...(request.body as object), version: 4 },
  }));
  await user.click(within(alert).getByRole('button', { name: 'Обновить данные' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Телефон')).toHaveValue('375330000000');
  expect(screen.getByLabelText('Класс ребёнка')).toHaveValue('2Б');

  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  expect(await screen.findByText('Данные контакта обновлены')).toBeInTheDocument();
  expect(updates()[1]).toMatchObject({ id_contact: 5, version: 3, kid_class: '2Б', phone: '375330000000' });

  // The answer's version goes with the next save.
  await user.type(screen.getByLabelText('Город'), ' центр');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  await waitFor(() => expect(updates()).toHaveLength(3));
  expect(updates()[2]).toMatchObject({ version: 4, city: 'Минск центр' });
});

test('without contract.view the passport and registration are read-only', async () => {
  serveContact(makeContact());
  renderDialog(['contacts.view', 'leads.view']);
  const passport = await screen.findByLabelText('Паспорт');
  expect(passport).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Адрес регистрации')).toHaveAttribute('readonly');
  expect(screen.getAllByText('Видно и меняется только с доступом к договорам')).toHaveLength(2);
  expect(screen.getByLabelText('Класс ребёнка')).not.toHaveAttribute('readonly');
});
