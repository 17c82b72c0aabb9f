import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Config } from '@school/shared-api/people';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { JsonEditorTab } from '../json/JsonEditorTab';

// The JSON editor tab over the real client and the editor library, with the Config calls faked at the HTTP
// boundary: choose a configuration, edit a value in the tree, save it; a refusal is shown and not kept.

const server = setupFakeServer();
const permissions = ['configs.view', 'configs.modify'] as const;

let configs: Config[];
beforeEach(() => {
  configs = [
    { id: 1, name: 'schedule', data: ['9:00', '10:00'], version: 2 },
    { id: 2, name: 'support', data: { user_id: 7 }, version: 1 },
  ];
  server.on('GET', '/configs/get', () => ({ body: configs }));
});

async function editValue(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const editor = screen.getByTestId('json-editor');
  fireEvent.doubleClick(within(editor).getByText(new RegExp(`^"?${from}"?$`)));
  const input = await within(editor).findByDisplayValue(from);
  await user.clear(input);
  await user.type(input, `${to}{Enter}`);
}

test('edits a value in the tree and saves the configuration from the version read', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/update', (request) => {
    const body = request.body as { config_id: number; data: unknown };
    configs = configs.map((config) =>
      config.id === body.config_id ? { ...config, data: body.data, version: config.version + 1 } : config,
    );
    return { body: configs.find((config) => config.id === body.config_id) };
  });
  renderWithProviders(<JsonEditorTab />, { permissions: [...permissions], toasts: true });
  await user.selectOptions(await screen.findByLabelText('Конфигурация'), 'schedule');
  expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await editValue(user, '10:00', '11:30');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));

  await waitFor(() => expect(server.calls('POST', '/config/update')).toHaveLength(1));
  expect(server.calls('POST', '/config/update')[0].body).toEqual({
    config_id: 1,
    data: ['9:00', '11:30'],
    business: false,
    version: 2,
  });
  expect(await screen.findByText('Конфигурация сохранена')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled());
});

test('invalid data is refused with the server’s message and the spec’s alert', async () => {
  const user = userEvent.setup();
  const message = 'Неверные данные настройки «schedule» (поле 1): ожидается список времён начала в виде Ч:мм';
  server.on('POST', '/config/update', () => errorReply(400, message, { data: message }));
  renderWithProviders(<JsonEditorTab />, { permissions: [...permissions], toasts: true });
  await user.selectOptions(await screen.findByLabelText('Конфигурация'), 'schedule');
  await editValue(user, '10:00', 'днём');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));

  expect(
    await screen.findByText('Не удалось обновить конфигурацию. Попробуйте ещё раз.'),
  ).toBeInTheDocument();
  expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  // The edit stays for a correction; nothing was stored.
  expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  expect(configs[0].data).toEqual(['9:00', '10:00']);
});

test('removes a configuration only after the confirmation', async () => {
  const user = userEvent.setup();
  server.on('GET', '/config/remove', () => {
    configs = configs.filter((config) => config.id !== 2);
    return { body: { status: 'OK' } };
  });
  renderWithProviders(<JsonEditorTab />, { permissions: [...permissions], toasts: true });
  await user.selectOptions(await screen.findByLabelText('Конфигурация'), 'support');
  await user.click(screen.getByRole('button', { name: 'Удалить конфигурацию' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(server.calls('GET', '/config/remove')).toHaveLength(1));
  expect(server.calls('GET', '/config/remove')[0].query.get('id')).toBe('2');
  await waitFor(() => expect(screen.queryByRole('option', { name: 'support' })).not.toBeInTheDocument());
});

test('a configuration that cannot be created shows the spec’s alert', async () => {
  const user = userEvent.setup();
  server.on('POST', '/config/add', () => errorReply(409, 'Конфигурация «schedule» уже есть: измените её'));
  renderWithProviders(<JsonEditorTab />, { permissions: [...permissions], toasts: true });
  await user.type(await screen.findByLabelText('Имя новой конфигурации'), 'schedule');
  await user.click(screen.getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Не удалось создать новую конфигурацию')).toBeInTheDocument();
  expect(server.calls('POST', '/config/add')[0].body).toEqual({ name: 'schedule', data: [] });
});
