import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessUser, Permission } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer, TEST_USER } from '@school/tools/testing';
import { AccessPage } from '../AccessPage';

// The users page's actions over the real client, with the calls faked at the HTTP boundary: the create
// form (required fields named, excluded roles not offered, the server's refusal shown), the edit of name,
// branches and roles from the version shown, deactivation after the obligations with a replacement for every
// non-zero count (active users only), activation.

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on blur after a click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const server = setupFakeServer();
const ALL: Permission[] = [
  'user.view',
  'user.add',
  'user.modify',
  'user.disabled',
  'access.view',
  'access.add',
  'access.modify',
];

const makeUser = (over: Partial<AccessUser>): AccessUser => ({
  id: 10,
  email: 'teacher@school.test',
  short_name: 'Учитель',
  location: [3],
  access_id: [6],
  last_activity: null,
  status: 'active',
  version: 2,
  ...over,
});

let users: AccessUser[];
beforeEach(() => {
  localStorage.clear();
  users = [
    makeUser({ id: TEST_USER.id, email: TEST_USER.email, short_name: 'Я Сам', access_id: [1] }),
    makeUser({ id: 20, email: 'leaver@school.test', short_name: 'Уходящий', access_id: [2] }),
    makeUser({ id: 30, email: 'keeper@school.test', short_name: 'Остающийся', access_id: [2] }),
    makeUser({ id: 40, email: 'gone@school.test', short_name: 'Бывший', status: 'disabled' }),
  ];
  server.on('GET', '/get/access', () => ({ body: users }));
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
      access_name: [
        { value: 1, label: 'Главный администратор' },
        { value: 2, label: 'Менеджер по продажам' },
        { value: 6, label: 'Преподаватель' },
        { value: 8000, label: 'Родитель' },
        { value: 11111, label: 'Ученик' },
        { value: 12, label: 'viewer' },
      ],
    },
  }));
});

const form = () => screen.getByRole('form', { name: 'Новый сотрудник' });

test('the create form names the missing fields, does not offer viewer, parent or child, and adds the user', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('POST', '/add/user', (request) => ({
    body: makeUser({ id: 50, ...(request.body as object), version: 1 }),
  }));
  renderWithProviders(<AccessPage />, { permissions: ALL, toasts: true });
  await screen.findByText('Уходящий');
  const roles = within(form()).getByRole('group', { name: 'Роли' });
  // The role names come with the reference lists, which may answer after the users.
  expect(await within(roles).findByText('Преподаватель')).toBeInTheDocument();
  for (const excluded of ['Родитель', 'Ученик', 'viewer'])
    expect(within(roles).queryByText(excluded)).not.toBeInTheDocument();

  await user.type(within(form()).getByRole('textbox', { name: /^Имя/ }), 'Новая Учительница');
  await user.click(within(form()).getByRole('button', { name: 'Добавить сотрудника' }));
  expect(
    await within(form()).findByText('необходимо заполнить все поля: E-mail, Филиалы, Роли'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/add/user')).toHaveLength(0);

  await user.type(within(form()).getByRole('textbox', { name: /^E-mail/ }), 'new@school.test');
  await user.click(within(within(form()).getByRole('group', { name: 'Филиалы' })).getByText('Барановичи'));
  await user.click(within(roles).getByText('Преподаватель'));
  await user.click(within(form()).getByRole('button', { name: 'Добавить сотрудника' }));
  expect(await screen.findByText('Пользователь добавлен')).toBeInTheDocument();
  const [call] = server.calls('POST', '/add/user');
  expect(call.body).toEqual({
    short_name: 'Новая Учительница',
    email: 'new@school.test',
    location: [24],
    access_id: [6],
  });
  expect(call.headers['idempotency-key']).toEqual(expect.any(String));
  expect(within(form()).getByRole('textbox', { name: /^Имя/ })).toHaveValue('');
});

test('a refused creation shows the server message', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('POST', '/add/user', () => errorReply(409, 'Пользователь с таким e-mail уже существует'));
  renderWithProviders(<AccessPage />, { permissions: ALL });
  await screen.findByText('Уходящий');
  await user.type(within(form()).getByRole('textbox', { name: /^Имя/ }), 'Дубль');
  await user.type(within(form()).getByRole('textbox', { name: /^E-mail/ }), 'keeper@school.test');
  await user.click(within(within(form()).getByRole('group', { name: 'Филиалы' })).getByText('Минск'));
  await user.click(within(within(form()).getByRole('group', { name: 'Роли' })).getByText('Преподаватель'));
  await user.click(within(form()).getByRole('button', { name: 'Добавить сотрудника' }));
  expect(await within(form()).findByText('Пользователь с таким e-mail уже существует')).toBeInTheDocument();
});

test('the edit changes name, branches and roles from the version shown', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('POST', '/update/access', (request) => {
    const body = request.body as AccessUser;
    users = users.map((u) => (u.id === body.id ? { ...u, ...body, version: u.version + 1 } : u));
    return { body: users.find((u) => u.id === body.id) };
  });
  renderWithProviders(<AccessPage />, { permissions: ALL, toasts: true });
  await user.click(await screen.findByRole('button', { name: 'Изменить: leaver@school.test' }));
  const dialog = await screen.findByRole('dialog', { name: /Изменить сотрудника/ });
  const name = within(dialog).getByRole('textbox', { name: /^Имя/ });
  await user.clear(name);
  await user.type(name, 'Уходящий Менеджер');
  await user.click(within(within(dialog).getByRole('group', { name: 'Филиалы' })).getByText('Барановичи'));
  await user.click(within(within(dialog).getByRole('group', { name: 'Роли' })).getByText('Преподаватель'));
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Данные о пользователе обновлены')).toBeInTheDocument();
  expect(server.calls('POST', '/update/access')[0].body).toEqual({
    id: 20,
    short_name: 'Уходящий Менеджер',
    location: [3, 24],
    access_id: [2, 6],
    version: 2,
  });
  expect(await screen.findByText('Уходящий Менеджер')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('deactivation loads the obligations and needs an active replacement for every non-zero count', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/user/obligation', () => ({ body: { appointments: 0, leads: 5, tasks: 2 } }));
  server.on('POST', '/user/disable', () => ({ body: { ...users[1], status: 'disabled', version: 3 } }));
  renderWithProviders(<AccessPage />, { permissions: ALL, toasts: true });
  await screen.findByText('Уходящий');
  // Nobody is offered to disable themself.
  expect(screen.queryByRole('button', { name: `Отключить: ${TEST_USER.email}` })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Отключить: leaver@school.test' }));
  const dialog = await screen.findByRole('dialog', { name: /Отключить сотрудника/ });
  const leads = await within(dialog).findByRole('combobox', { name: /Лиды \(5\)/ });
  const tasks = within(dialog).getByRole('combobox', { name: /Открытые задачи \(2\)/ });
  expect(within(dialog).queryByRole('combobox', { name: /Будущие занятия/ })).not.toBeInTheDocument();
  expect(server.calls('GET', '/user/obligation')[0].query.get('user')).toBe('20');
  // Active users other than the leaver only.
  const offered = within(leads)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(offered).toEqual([
    '— выберите сотрудника —',
    `Я Сам (${TEST_USER.email})`,
    'Остающийся (keeper@school.test)',
  ]);

  await user.selectOptions(leads, '30');
  await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
  expect(await within(dialog).findByText('Выберите, кому передать')).toBeInTheDocument();
  expect(server.calls('POST', '/user/disable')).toHaveLength(0);

  await user.selectOptions(tasks, '30');
  await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
  expect(await screen.findByText('Пользователю назначен статус disabled')).toBeInTheDocument();
  expect(server.calls('POST', '/user/disable')[0].body).toEqual({
    user: 20,
    transfer_to: { leads: 30, tasks: 30 },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a refused deactivation keeps the dialog and shows the server message', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/user/obligation', () => ({ body: { appointments: 0, leads: 0, tasks: 0 } }));
  server.on('POST', '/user/disable', () =>
    errorReply(409, 'Нельзя отключить или лишить роли последнего главного администратора'),
  );
  renderWithProviders(<AccessPage />, { permissions: ALL });
  await user.click(await screen.findByRole('button', { name: 'Отключить: keeper@school.test' }));
  const dialog = await screen.findByRole('dialog', { name: /Отключить сотрудника/ });
  expect(await within(dialog).findByText(/передавать нечего/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
  expect(
    await within(dialog).findByText('Нельзя отключить или лишить роли последнего главного администратора'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/user/disable')[0].body).toEqual({ user: 30, transfer_to: {} });
});

test('activation of a disabled user', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/user/activate', (request) => {
    users = users.map((u) => (u.id === Number(request.query.get('user')) ? { ...u, status: 'active' } : u));
    return { body: users[3] };
  });
  renderWithProviders(<AccessPage />, { permissions: ALL, toasts: true });
  await user.click(await screen.findByRole('button', { name: 'Включить: gone@school.test' }));
  expect(await screen.findByText('Пользователю назначен статус active')).toBeInTheDocument();
  expect(server.calls('GET', '/user/activate')[0].query.get('user')).toBe('40');
  expect(await screen.findByRole('button', { name: 'Отключить: gone@school.test' })).toBeInTheDocument();
});

test('with user.view only: the table without the form or actions', async () => {
  renderWithProviders(<AccessPage />, { permissions: ['user.view'] });
  await screen.findByText('Уходящий');
  expect(screen.queryByRole('form', { name: 'Новый сотрудник' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^(Изменить|Отключить|Включить):/ })).not.toBeInTheDocument();
});
