import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactHistory, Permission } from '@school/shared-api';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeContact, signedInManager } from '../../test/fixtures';
import { ContactDialog } from '../ContactDialog';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();
const history: ContactHistory = { contact: makeContact(), comments: [], leads: [], contracts: [] };

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/history_contact/get', () => ({ body: history }));
  server.on('GET', '/users_role/get', () => ({
    body: { methodist: [], administrator: [], teacher: [], sales: [{ id: 8, name: 'Соколов А.' }] },
  }));
});

function renderDialog(permissions: Permission[]) {
  renderWithProviders(<ContactDialog open contactId={5} onClose={jest.fn()} />, {
    session: signedInManager,
    permissions,
    toasts: true,
  });
}

test("the contact's create-task button opens the form about this contact", async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/add', (request) => ({
    body: {
      id_task: 90,
      title: 'Контакт: Анна Ковалёва',
      description: '',
      status: 'new',
      date_created: '2026-11-27T12:30:00.000Z',
      date_due: '2026-11-27 00:00:00',
      overdue: false,
      author_id: 7,
      author: 'Петрова И.',
      executor_id: 8,
      executor: 'Соколов А.',
      type: 'sales',
      source: 'staff',
      contact_id: (request.body as { contact_id: number }).contact_id,
      contact_name: 'Анна Ковалёва',
      id_attachments: [],
      version: 1,
    },
  }));
  renderDialog([...signedInManager.permissions, 'tasks.view', 'tasks.add']);
  await screen.findByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' });
  await user.click(screen.getByRole('button', { name: 'Создать задачу' }));
  const form = await screen.findByRole('dialog', { name: 'Новая задача' });
  // The required mark is hidden from the accessible name.
  expect(within(form).getByRole('textbox', { name: 'Заголовок' })).toHaveValue('Контакт: Анна Ковалёва');
  expect(within(form).getByRole('combobox', { name: 'Исполнитель' })).toBeDisabled();
  expect(within(form).getByText('Задача по контакту: Анна Ковалёва')).toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText('Группа исполнителей'), 'Отдел продаж');
  await user.selectOptions(within(form).getByLabelText(/^Исполнитель/), 'Соколов А.');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Задача добавлена')).toBeInTheDocument();
  expect(server.calls('POST', '/task/add')[0].body).toMatchObject({
    contact_id: 5,
    executor: 8,
    type: 'sales',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая задача' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' })).toBeInTheDocument();
});

test('without the right to add tasks there is no create-task button', async () => {
  renderDialog(signedInManager.permissions);
  await screen.findByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' });
  expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать задачу' })).not.toBeInTheDocument();
});
