import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import { CUSTOMER_MESSAGES as M, type Customer } from '@school/shared-api/people';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { CustomersPage } from '../CustomersPage';

// The customers page over the real client, with the calls faked at the HTTP boundary: the table and its
// search, the add list (a repeated row once, the required fields, the server's refusal in an alert), the
// edit dialog with its contracts and the disable confirmation, removal (disable) after a confirmation.

const server = setupFakeServer();
const ALL: Permission[] = ['user.view', 'user.add', 'user.modify', 'user.disabled', 'contract.view'];

const makeCustomer = (over: Partial<Customer>): Customer => ({
  id_user: 40,
  full_name: 'Иванова Мария',
  email: 'ivanova@mail.test',
  role: [8000],
  last_activity: null,
  number: 'Д-1',
  contract: [{ contract_id: 1, number: 'Д-1' }],
  status: 'active',
  version: 3,
  ...over,
});

let customers: Customer[];
beforeEach(() => {
  customers = [
    makeCustomer({}),
    makeCustomer({
      id_user: 41,
      full_name: 'Петров Илья',
      email: 'ilya@mail.test',
      role: [11111],
      number: '',
      contract: [],
    }),
  ];
  server.on('GET', '/get/customers', (request) => {
    const q = (request.query.get('q') ?? '').toLowerCase();
    return {
      body: customers.filter((c) => !q || c.full_name.toLowerCase().includes(q) || c.email.includes(q)),
    };
  });
  server.on('GET', '/contract/search', () => ({
    body: {
      '1': {
        contract_id: 1,
        phone: '',
        status: 'active',
        full_name: 'Иванова',
        number: 'Д-1',
        kid_name: 'Иванов Миша',
      },
      '2': {
        contract_id: 2,
        phone: '',
        status: 'active',
        full_name: 'Иванова',
        number: 'Д-2',
        kid_name: 'Иванова Аня',
      },
    },
  }));
});

const writes = () => server.requests.filter((request) => request.method !== 'GET');

async function renderPage(permissions: Permission[] = ALL) {
  const user = userEvent.setup();
  renderWithProviders(<CustomersPage />, { permissions, toasts: true });
  await screen.findByText('Иванова Мария');
  return user;
}

async function pickContracts(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  numbers: string[],
) {
  await user.type(within(scope).getByLabelText('Номер договора'), 'Иванова');
  await user.click(within(scope).getByRole('button', { name: 'Найти договор' }));
  for (const number of numbers) {
    await user.click(await within(scope).findByRole('button', { name: `Добавить договор ${number}` }));
  }
}

test('lists the accounts and searches them by the server', async () => {
  const user = await renderPage();
  const table = screen.getByRole('table', { name: 'Родители и дети' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByText('Ребёнок')).toBeInTheDocument();
  await user.type(
    screen.getByRole('searchbox', { name: 'Поиск по ФИО, e-mail или номеру договора' }),
    'петров',
  );
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  await waitFor(() => expect(screen.queryByText('Иванова Мария')).not.toBeInTheDocument());
  expect(server.calls('GET', '/get/customers').at(-1)!.query.get('q')).toBe('петров');
  expect(screen.getByText('Петров Илья')).toBeInTheDocument();
});

test('adds a list: required fields named, a repeated row once, then saved with its contracts', async () => {
  const user = await renderPage();
  const form = screen.getByRole('form', { name: 'Новые родители и дети' });
  await user.click(within(form).getByRole('button', { name: 'Добавить в список' }));
  expect(within(form).getByText(M.required + 'e-mail, ФИО, роль')).toBeInTheDocument();

  const fill = async () => {
    await user.type(within(form).getByLabelText(/E-mail/), 'new@mail.test');
    await user.type(within(form).getByLabelText(/ФИО/), 'Новикова Анна');
    await user.selectOptions(within(form).getByLabelText(/Роль/), 'Родитель');
    await pickContracts(user, form, ['Д-1', 'Д-2']);
  };
  await fill();
  await user.click(within(form).getByRole('button', { name: 'Добавить в список' }));
  const list = screen.getByRole('table', { name: 'Список к добавлению' });
  expect(within(list).getAllByRole('row')).toHaveLength(2);
  expect(within(list).getByText('Д-1, Д-2')).toBeInTheDocument();

  await fill();
  await user.click(within(form).getByRole('button', { name: 'Добавить в список' }));
  expect(within(form).getByText(M.duplicateRow)).toBeInTheDocument();
  expect(within(list).getAllByRole('row')).toHaveLength(2);

  server.on('POST', '/add/customers', () => ({
    body: [makeCustomer({ id_user: 50, email: 'new@mail.test' })],
  }));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText(M.added)).toBeInTheDocument();
  const [sent] = server.calls('POST', '/add/customers');
  expect(sent.body).toEqual({
    customers: [{ email: 'new@mail.test', full_name: 'Новикова Анна', role: 8000, contracts: [1, 2] }],
  });
  expect(sent.headers['idempotency-key']).toBeTruthy();
  await waitFor(() =>
    expect(screen.queryByRole('table', { name: 'Список к добавлению' })).not.toBeInTheDocument(),
  );
});

test("an add failure shows the server's message in an alert and keeps the list", async () => {
  const user = await renderPage();
  const form = screen.getByRole('form', { name: 'Новые родители и дети' });
  await user.type(within(form).getByLabelText(/E-mail/), 'manager@school.test');
  await user.type(within(form).getByLabelText(/ФИО/), 'Кто-то');
  await user.selectOptions(within(form).getByLabelText(/Роль/), 'Ребёнок');
  await user.click(within(form).getByRole('button', { name: 'Добавить в список' }));
  server.on('POST', '/add/customers', () => errorReply(409, M.emailTaken + 'manager@school.test'));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(M.emailTaken + 'manager@school.test');
  expect(screen.getByRole('table', { name: 'Список к добавлению' })).toBeInTheDocument();
});

test('edits the contracts; with none left, confirming disables the account', async () => {
  const user = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Изменить: Иванова Мария' }));
  let dialog = await screen.findByRole('dialog', { name: /Пользователь: Иванова Мария/ });
  await pickContracts(user, dialog, ['Д-2']);
  await user.click(within(dialog).getByRole('button', { name: 'Убрать договор Д-1' }));
  server.on('POST', '/update/customers', () => ({ body: makeCustomer({ version: 4 }) }));
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText(M.updated)).toBeInTheDocument();
  expect(server.calls('POST', '/update/customers')[0].body).toEqual({
    id_user: 40,
    full_name: 'Иванова Мария',
    email: 'ivanova@mail.test',
    contracts: [2],
    version: 3,
  });

  await user.click(screen.getByRole('button', { name: 'Изменить: Иванова Мария' }));
  dialog = await screen.findByRole('dialog', { name: /Пользователь: Иванова Мария/ });
  await user.click(within(dialog).getByRole('button', { name: 'Убрать договор Д-1' }));
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Отключение пользователя' });
  expect(confirm).toHaveTextContent(M.disableConfirm);
  expect(server.calls('POST', '/disabled/customers')).toHaveLength(0);
  server.on('POST', '/disabled/customers', () => ({
    body: makeCustomer({ status: 'disabled', version: 4 }),
  }));
  await user.click(within(confirm).getByRole('button', { name: 'Отключить' }));
  expect(await screen.findByText(M.disabled)).toBeInTheDocument();
  expect(server.calls('POST', '/disabled/customers')[0].body).toEqual({ id_user: 40, version: 3 });
  expect(server.calls('POST', '/update/customers')).toHaveLength(1);
});

test("removal disables after a confirmation; a refusal shows the server's message", async () => {
  const user = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Удалить: Петров Илья' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Удаление пользователя' });
  await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
  expect(writes()).toHaveLength(0);

  server.on('POST', '/disabled/customers', () =>
    errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
  );
  await user.click(screen.getByRole('button', { name: 'Удалить: Петров Илья' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Удаление пользователя' })).getByRole('button', {
      name: 'Удалить',
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Запись изменена другим пользователем. Обновите данные.',
  );
  expect(server.calls('POST', '/disabled/customers')[0].body).toEqual({ id_user: 41, version: 3 });
});

test('with user.view only: the table without the add form, edit or remove', async () => {
  await renderPage(['user.view']);
  expect(screen.queryByRole('form', { name: 'Новые родители и дети' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument();
});

test('a load failure shows the error panel', async () => {
  server.on('GET', '/get/customers', () => errorReply(500, 'boom'));
  renderWithProviders(<CustomersPage />, { permissions: ALL });
  expect(await screen.findByText('Ошибка получения данных')).toBeInTheDocument();
});
