import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Config } from '@school/shared-api/people';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ConfigurationsTab } from '../configs/ConfigurationsTab';

// The Configurations tab over the real client and hooks, with the Config calls faked at the HTTP boundary:
// sections, the Zoom add call, edit one item at a time, deletion after the confirmation, the spec's alerts
// with the server's refusal.

const server = setupFakeServer();

const entities = {
  group: [
    { value: 4, label: 'РБТ-1' },
    { value: 5, label: 'РБТ-2' },
  ],
  active_users: [
    { value: 7, label: 'Петрова И.' },
    { value: 8, label: 'Соколов А.' },
  ],
  location: [
    { value: 3, label: 'Минск' },
    { value: 24, label: 'Барановичи' },
  ],
  requisites: [{ value: 1, label: 'ООО Школа' }],
};

let configs: Config[];
beforeEach(() => {
  configs = [
    { id: 1, name: 'zoom_params', data: [{ link: 'https://zoom.us/j/111', group_id: 4 }], version: 3 },
    { id: 2, name: 'support', data: { user_id: 7 }, version: 1 },
    { id: 3, name: 'responsibility', data: [{ location: 3, user: 8 }], version: 1 },
  ];
  server.on('GET', '/configs/get', () => ({ body: configs }));
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
});

const modify = { permissions: ['configs.view', 'configs.modify'] as const };

async function openSection(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(title) }));
}

test('adds a Zoom link of a group with the spec’s add call and shows it', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/add', (request) => {
    const body = request.body as { data: { link: string; group_id: number } };
    configs = configs.map((config) =>
      config.name === 'zoom_params'
        ? { ...config, data: [...(config.data as unknown[]), body.data], version: config.version + 1 }
        : config,
    );
    return { body: configs[0] };
  });
  renderWithProviders(<ConfigurationsTab />, { permissions: [...modify.permissions], toasts: true });
  await openSection(user, 'Ссылки Zoom');
  const list = await screen.findByRole('list', { name: 'Ссылки Zoom' });
  expect(within(list).getByText('https://zoom.us/j/111')).toBeInTheDocument();
  expect(within(list).getByText('РБТ-1')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  const form = screen.getByRole('form', { name: 'Ссылки Zoom: Добавить' });
  await user.type(within(form).getByLabelText(/Ссылка/), 'https://zoom.us/j/222');
  await user.selectOptions(within(form).getByLabelText(/Группа/), 'РБТ-2');
  await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

  expect(await within(list).findByText('https://zoom.us/j/222')).toBeInTheDocument();
  expect(server.calls('POST', '/config/add').map((request) => request.body)).toEqual([
    { name: 'zoom_params', data: { link: 'https://zoom.us/j/222', group_id: 5 } },
  ]);
  expect(server.calls('POST', '/config/add')[0].headers['idempotency-key']).toBeTruthy();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('edits one item at a time and sends the whole list from the version shown', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/update', (request) => {
    const body = request.body as { config_id: number; data: unknown; version: number };
    configs = configs.map((config) =>
      config.id === body.config_id ? { ...config, data: body.data, version: config.version + 1 } : config,
    );
    return { body: configs.find((config) => config.id === body.config_id) };
  });
  renderWithProviders(<ConfigurationsTab />, { permissions: [...modify.permissions], toasts: true });
  await openSection(user, 'Ссылки Zoom');
  await openSection(user, 'Ответственные');
  const zoom = await screen.findByRole('list', { name: 'Ссылки Zoom' });
  await user.click(within(zoom).getByRole('button', { name: 'Изменить' }));
  // Another item cannot go into edit meanwhile.
  const responsible = screen.getByRole('list', { name: 'Ответственные' });
  expect(within(responsible).getByRole('button', { name: 'Изменить' })).toBeDisabled();

  const form = screen.getByRole('form', { name: 'Ссылки Zoom: 1' });
  const link = within(form).getByLabelText(/Ссылка/);
  await user.clear(link);
  await user.type(link, 'https://zoom.us/j/999');
  await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

  expect(await within(zoom).findByText('https://zoom.us/j/999')).toBeInTheDocument();
  expect(server.calls('POST', '/config/update').map((request) => request.body)).toEqual([
    { config_id: 1, data: [{ link: 'https://zoom.us/j/999', group_id: 4 }], business: false, version: 3 },
  ]);
  expect(within(responsible).getByRole('button', { name: 'Изменить' })).toBeEnabled();
});

test('a refused save keeps the form open with the server’s message and the spec’s alert', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/update', () =>
    errorReply(400, 'Нет активных пользователей с номерами: 8', {
      data: 'Нет активных пользователей с номерами: 8',
    }),
  );
  renderWithProviders(<ConfigurationsTab />, { permissions: [...modify.permissions], toasts: true });
  await openSection(user, 'Ответственный за задачи из техподдержки');
  const list = await screen.findByRole('list', { name: 'Ответственный за задачи из техподдержки' });
  expect(within(list).getByText('Петрова И.')).toBeInTheDocument();
  expect(within(list).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Изменить' }));
  await user.selectOptions(within(list).getByLabelText(/Пользователь/), 'Соколов А.');
  await user.click(within(list).getByRole('button', { name: 'Сохранить' }));

  expect(
    await screen.findByText('Не удалось обновить конфигурацию. Попробуйте ещё раз.'),
  ).toBeInTheDocument();
  expect(await within(list).findByText('Нет активных пользователей с номерами: 8')).toBeInTheDocument();
  expect(within(list).getByRole('form')).toBeInTheDocument();
});

test('deletes an item only after the confirmation; a failure shows the spec’s alert', async () => {
  const user = userEvent.setup();
  let fail = true;
  server.on('POST', '/config/update', (request) => {
    if (fail) return errorReply(409, 'Запись изменена другим пользователем. Обновите данные.');
    const body = request.body as { config_id: number; data: unknown };
    configs = configs.map((config) =>
      config.id === body.config_id ? { ...config, data: body.data, version: config.version + 1 } : config,
    );
    return { body: configs[0] };
  });
  renderWithProviders(<ConfigurationsTab />, { permissions: [...modify.permissions], toasts: true });
  await openSection(user, 'Ссылки Zoom');
  const list = await screen.findByRole('list', { name: 'Ссылки Zoom' });

  await user.click(within(list).getByRole('button', { name: 'Удалить' }));
  await user.click(await screen.findByRole('button', { name: 'Отмена' }));
  expect(server.calls('POST', '/config/update')).toHaveLength(0);

  await user.click(within(list).getByRole('button', { name: 'Удалить' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Не удалось удалить конфигурацию. Попробуйте ещё раз.')).toBeInTheDocument();

  fail = false;
  await user.click(within(list).getByRole('button', { name: 'Удалить' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Ссылки Zoom' })).not.toBeInTheDocument());
  expect(server.calls('POST', '/config/update').at(-1)?.body).toEqual({
    config_id: 1,
    data: [],
    business: false,
    version: 3,
  });
});

test('creating a missing configuration that is refused shows the spec’s alert', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/add', () => errorReply(400, 'Нет филиалов с номерами: 99'));
  renderWithProviders(<ConfigurationsTab />, { permissions: [...modify.permissions], toasts: true });
  await openSection(user, 'Администрация');
  await user.click(await screen.findByRole('button', { name: 'Добавить' }));
  const form = screen.getByRole('form', { name: 'Администрация: Добавить' });
  await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(within(form).getByText('Заполните все поля')).toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText(/Филиал/), 'Минск');
  await user.selectOptions(within(form).getByLabelText(/Пользователь/), 'Петрова И.');
  await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Не удалось создать новую конфигурацию')).toBeInTheDocument();
  expect(server.calls('POST', '/config/add')[0].body).toEqual({
    name: 'administration',
    data: [{ location: 3, user: 7 }],
  });
});

test('without configs.modify the items are shown only', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ConfigurationsTab />, { permissions: ['configs.view'] });
  await openSection(user, 'Ссылки Zoom');
  const list = await screen.findByRole('list', { name: 'Ссылки Zoom' });
  expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
});
