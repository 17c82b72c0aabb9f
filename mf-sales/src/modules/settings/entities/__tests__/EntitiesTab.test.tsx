import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SETTINGS_ENTITY_MESSAGES as M,
  type EditableEntity,
  type LocationRow,
  type RequisiteRow,
} from '@school/shared-api/people';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { EntitiesTab } from '../EntitiesTab';
import { isRemovableId } from '../referenceCalls';

// The Adding entities tab over the real client, hooks and grid, with the calls faked at the HTTP boundary.

const server = setupFakeServer();
const RIGHTS = ['configs.view', 'transactions.view', 'transactions.add'] as const;

let entities: EditableEntity[];
let locations: LocationRow[];
let requisites: RequisiteRow[];

beforeEach(() => {
  localStorage.clear();
  entities = [{ id: 1, type: 'subject', value: 'Математика', version: 1 }];
  locations = [
    {
      id: 3,
      name: 'Минск',
      city: 'Минск',
      address: 'ул. Немига, 5',
      status: 'active',
      country_id: 1,
      version: 1,
    },
  ];
  requisites = [
    { id: 1, short_name: 'ООО «Школа»', legal_entity_id: '190000001', status: 'active', version: 1 },
  ];
  server.on('GET', '/entities/get', () => ({ body: entities }));
  server.on('GET', '/locations/get', () => ({ body: locations }));
  server.on('GET', '/requisites/get', () => ({ body: requisites }));
  server.on('GET', '/entities-types/get', () => ({
    body: { location: locations.map((row) => ({ value: row.id, label: row.name })) },
  }));
});

const openSubTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('tab', { name }));
};

test('without both transactions.view and transactions.add only the refusal is shown', () => {
  renderWithProviders(<EntitiesTab />, { permissions: ['configs.view', 'transactions.view'] });
  expect(screen.getByText('У вас нет прав для просмотра страницы')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).toBeNull();
});

test('adds a location: the required fields first, then address empty and status active; the lists refresh', async () => {
  const user = userEvent.setup();
  server.on('POST', '/location/add', (request) => {
    const body = request.body as Omit<LocationRow, 'id' | 'version'>;
    const row = { ...body, id: 40, version: 1 };
    locations = [...locations, row];
    return { body: row };
  });
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Локации');
  expect(await screen.findByText('ул. Немига, 5')).toBeInTheDocument();
  const listsRead = server.calls('GET', '/entities-types/get').length;

  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Гродно');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Заполните обязательные поля (Название, Город, ID страны)',
  );
  expect(server.calls('POST', '/location/add')).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Город' }), 'Гродно');
  await user.type(screen.getByRole('textbox', { name: 'ID страны' }), '1');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));

  expect(await screen.findByText('Локация успешно добавлена!')).toBeInTheDocument();
  const [sent] = server.calls('POST', '/location/add');
  expect(sent.body).toEqual({ name: 'Гродно', city: 'Гродно', address: '', status: 'active', country_id: 1 });
  expect(sent.headers['idempotency-key']).toBeTruthy();
  await waitFor(() => expect(server.calls('GET', '/entities-types/get').length).toBeGreaterThan(listsRead));
});

test('a refused location shows the toast and the alert with the server reason', async () => {
  const user = userEvent.setup();
  server.on('POST', '/location/add', () =>
    errorReply(422, M.unknownCountry, { country_id: M.unknownCountry }),
  );
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Локации');
  await screen.findByText('ул. Немига, 5');
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Гродно');
  await user.type(screen.getByRole('textbox', { name: 'Город' }), 'Гродно');
  await user.type(screen.getByRole('textbox', { name: 'ID страны' }), '77');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Ошибка при добавлении локации!')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(`Не удалось добавить локацию: ${M.unknownCountry}`);
  // The client's own toast stays off: only the spec's message.
  expect(server.notices).toEqual([]);
});

test('updates a location with PUT from its version, and a used one removed becomes inactive', async () => {
  const user = userEvent.setup();
  server.on('PUT', '/location/update', (request) => {
    const body = request.body as LocationRow;
    locations = [{ ...body, version: body.version + 1 }];
    return { body: locations[0] };
  });
  server.on('GET', '/location/remove', (request) => ({
    body: { id: Number(request.query.get('id')), outcome: 'deactivated' },
  }));
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Локации');
  await user.dblClick(await screen.findByText('ул. Немига, 5'));
  const address = screen.getByRole('textbox', { name: 'Адрес' });
  await user.clear(address);
  await user.type(address, 'ул. Немига, 7');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Локация успешно обновлена!')).toBeInTheDocument();
  expect(server.calls('PUT', '/location/update')[0].body).toEqual({
    id: 3,
    name: 'Минск',
    city: 'Минск',
    address: 'ул. Немига, 7',
    status: 'active',
    country_id: 1,
    version: 1,
  });

  await user.click(await screen.findByText('ул. Немига, 7'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText(M.locationDeactivated)).toBeInTheDocument();
  expect(server.calls('GET', '/location/remove')[0].query.get('id')).toBe('3');
});

test('an entity needs its type and value; added, it is announced', async () => {
  const user = userEvent.setup();
  server.on('POST', '/entity/add', (request) => {
    const body = request.body as { type: 'subject'; value: string };
    const row = { id: 2, ...body, version: 1 };
    entities = [...entities, row];
    return { body: { type: body.type, data: row } };
  });
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  expect(await screen.findByText('Математика')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  await user.type(screen.getByRole('textbox', { name: 'Значение' }), 'Физика');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('заполните все поля');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Тип' }), 'Предмет');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Сущность успешно добавлена!')).toBeInTheDocument();
  expect(server.calls('POST', '/entity/add')[0].body).toEqual({ type: 'subject', value: 'Физика' });
});

test('a requisite needs its short name and legal entity id; its update goes with PUT', async () => {
  const user = userEvent.setup();
  server.on('PUT', '/requisite/update', () =>
    errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
  );
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Реквизиты');
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  await user.type(screen.getByRole('textbox', { name: 'Краткое название' }), 'ИП Новикова');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('заполните обязательные поля');
  await user.click(screen.getByRole('button', { name: 'Отмена' }));

  await user.dblClick(await screen.findByText('190000001'));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Ошибка при обновлении реквизита!')).toBeInTheDocument();
  expect(server.calls('PUT', '/requisite/update')[0].body).toMatchObject({ id: 1, version: 1 });
});

test('a failed load of the locations shows the spec message', async () => {
  const user = userEvent.setup();
  server.on('GET', '/locations/get', () => errorReply(500, 'Ошибка'));
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Локации');
  // The spec's toast instead of the client's own, and the panel with a retry.
  await waitFor(() => expect(screen.getAllByText('Ошибка при загрузке локаций!')).toHaveLength(2));
  expect(server.notices).toEqual([]);
  expect(screen.getByRole('button', { name: /Повторить/ })).toBeInTheDocument();
});

test('only a positive whole number is a removable id', () => {
  expect(isRemovableId(3)).toBe(true);
  for (const id of [undefined, null, 0, -1, 1.5, '3', Number.NaN]) expect(isRemovableId(id)).toBe(false);
});

test('adds a requisite, and one no row uses is removed as deleted', async () => {
  const user = userEvent.setup();
  server.on('POST', '/requisite/add', (request) => {
    const body = request.body as Omit<RequisiteRow, 'id' | 'version'>;
    const row = { ...body, id: 9, version: 1 };
    requisites = [...requisites, row];
    return { body: row };
  });
  server.on('GET', '/requisite/remove', (request) => {
    const id = Number(request.query.get('id'));
    requisites = requisites.filter((row) => row.id !== id);
    return { body: { id, outcome: 'deleted' } };
  });
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await openSubTab(user, 'Реквизиты');
  await screen.findByText('190000001');
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  await user.type(screen.getByRole('textbox', { name: 'Краткое название' }), ' ИП Новикова ');
  await user.type(screen.getByRole('textbox', { name: 'ID юридического лица' }), '190000077');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Реквизит успешно добавлен!')).toBeInTheDocument();
  const [sent] = server.calls('POST', '/requisite/add');
  expect(sent.body).toEqual({ short_name: 'ИП Новикова', legal_entity_id: '190000077', status: 'active' });
  expect(sent.headers['idempotency-key']).toBeTruthy();

  await user.click(await screen.findByText('190000077'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Реквизит успешно удален!')).toBeInTheDocument();
  expect(server.calls('GET', '/requisite/remove')[0].query.get('id')).toBe('9');
});

test('an entity is updated and removed with POST from its version', async () => {
  const user = userEvent.setup();
  server.on('POST', '/entity/modify', (request) => {
    const body = request.body as EditableEntity;
    entities = [{ ...body, version: body.version + 1 }];
    return { body: entities[0] };
  });
  server.on('POST', '/entity/remove', (request) => {
    const { id } = request.body as { id: number };
    entities = entities.filter((row) => row.id !== id);
    return { body: { id } };
  });
  renderWithProviders(<EntitiesTab />, { permissions: [...RIGHTS], toasts: true });
  await user.dblClick(await screen.findByText('Математика'));
  const value = screen.getByRole('textbox', { name: 'Значение' });
  await user.clear(value);
  await user.type(value, 'Алгебра');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Сущность успешно обновлена!')).toBeInTheDocument();
  expect(server.calls('POST', '/entity/modify')[0].body).toEqual({
    id: 1,
    type: 'subject',
    value: 'Алгебра',
    version: 1,
  });

  await user.click(await screen.findByText('Алгебра'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Сущность успешно удалена!')).toBeInTheDocument();
  expect(server.calls('POST', '/entity/remove')[0].body).toEqual({ id: 1, version: 2 });
});
