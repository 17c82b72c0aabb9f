import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Lead } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

// The lead dialog against a fake server at the HTTP boundary: a save from a stale version gets 409 with
// the server's message, the dialog shows it and keeps what the user typed; after 'Обновить данные' the
// save carries the new version.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
});

function renderDialog(lead: Lead) {
  renderWithProviders(<LeadDialog open lead={lead} onClose={jest.fn()} />, {
    session: signedInManager,
    toasts: true,
  });
}

const updates = () =>
  server.calls('POST', '/lead/update').map((request) => request.body as Record<string, unknown>);

test('a save from a stale version shows the server message, keeps the typed values, and saves after a reload', async () => {
  const user = userEvent.setup();
  server.on('POST', '/lead/update', () => errorReply(409, STALE_VERSION_MESSAGE));
  renderDialog(makeLead());

  const interested = await screen.findByLabelText('Интересует');
  await user.clear(interested);
  await user.type(interested, 'Шахматы');
  await user.type(screen.getByLabelText('Комментарий'), 'Перезвонить в пятницу');
  await user.click(screen.getByRole('button', { name: 'Обновить лид' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(STALE_VERSION_MESSAGE);
  expect(updates()).toEqual([
    expect.objectContaining({
      id_lead: 11,
      version: 3,
      interested: 'Шахматы',
      new_comment: 'Перезвонить в пятницу',
    }),
  ]);
  expect(screen.getByLabelText('Интересует')).toHaveValue('Шахматы');
  expect(screen.getByLabelText('Комментарий')).toHaveValue('Перезвонить в пятницу');
  expect(screen.queryByText('Лид обновлен')).not.toBeInTheDocument();

  // Meanwhile another user moved the lead to Гомель (version 4).
  const theirs = makeLead({ version: 4, city: 'Гомель' });
  server.on('GET', '/leads/search', (request) => ({
    body: request.query.get('id_lead') === '11' ? [theirs] : [],
  }));
  server.on('POST', '/lead/update', (request) => ({
    body: { lead: { ...theirs, ...(request.body as object), version: 5, comment: [] } },
  }));
  await user.click(within(alert).getByRole('button', { name: 'Обновить данные' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Город')).toHaveValue('Гомель');
  expect(screen.getByLabelText('Интересует')).toHaveValue('Шахматы');
  expect(screen.getByLabelText('Комментарий')).toHaveValue('Перезвонить в пятницу');

  await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
  expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
  expect(updates()[1]).toMatchObject({
    version: 4,
    city: 'Гомель',
    interested: 'Шахматы',
    new_comment: 'Перезвонить в пятницу',
  });
});

test('a manager change from a stale version goes back, shows the message, and works after a reload', async () => {
  const user = userEvent.setup();
  server.on('POST', '/lead/manager_update', () => errorReply(409, STALE_VERSION_MESSAGE));
  renderDialog(makeLead());
  const manager = await screen.findByLabelText('Менеджер');
  // The managers come with the reference lists.
  await within(manager).findByRole('option', { name: 'Соколов А.' });
  await user.selectOptions(manager, '8');
  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_VERSION_MESSAGE);
  expect(manager).toHaveValue('7');
  expect(server.calls('POST', '/lead/manager_update')[0].body).toEqual({
    id_lead: 11,
    version: 3,
    manager: '8',
  });

  server.on('GET', '/leads/search', () => ({ body: [makeLead({ version: 6 })] }));
  server.on('POST', '/lead/manager_update', () => ({
    body: makeLead({ version: 7, manager: '8', manager_name: 'Соколов А.' }),
  }));
  await user.click(screen.getByRole('button', { name: 'Обновить данные' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await user.selectOptions(manager, '8');
  expect(await screen.findByText('Менеджер изменен')).toBeInTheDocument();
  expect(server.calls('POST', '/lead/manager_update')[1].body).toEqual({
    id_lead: 11,
    version: 6,
    manager: '8',
  });

  // The next save carries the version the manager change answered.
  server.on('POST', '/lead/update', (request) => ({
    body: { lead: makeLead({ ...(request.body as object), version: 8 }) },
  }));
  await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
  expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
  expect(updates()[0]).toMatchObject({ version: 7, manager: '8' });
});

test('another 409 (the person is a contact already) keeps its own message', async () => {
  const user = userEvent.setup();
  server.on('POST', '/lead/update', () =>
    errorReply(409, 'Такой контакт уже существует. Вы можете создать только лид'),
  );
  renderDialog(makeLead());
  await user.click(await screen.findByRole('button', { name: 'Создать контакт' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Такой контакт уже существует. Вы можете создать только лид');
  expect(within(alert).queryByRole('button', { name: 'Обновить данные' })).not.toBeInTheDocument();
});
