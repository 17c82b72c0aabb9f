import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type { Makeup } from '@school/shared-api/learning';
import { errorReply, never, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { MakeupsPage } from '../MakeupsPage';

// The makeups page over the real client and hooks, with the /…/temporary_arrangement calls faked at the HTTP
// boundary: the table with the status labels, the change dialog (group from list_group, a date of that
// group), the removal with its confirmation, the rights, and the loading, error and empty states.

const server = setupFakeServer();

const option = (id: number, name: string, date: string[]) => ({
  group_id: id,
  group_for_temporary_arrangement: id,
  name_group: name,
  date,
});

const rows: Makeup[] = [
  {
    id_temporary_arrangement: 1,
    contract_id: 41,
    name: 'Иванов Пётр',
    number: 'МН-00042',
    current_group: 'Робо-пн',
    current_group_id: 10,
    group_for_temporary_arrangement: 11,
    name_group: 'Робо-ср',
    location_id: 3,
    date: '2026-03-18',
    status: 'new',
    list_group: [
      option(11, 'Робо-ср', ['2026-03-18', '2026-03-25']),
      option(12, 'Робо-пт', ['2026-03-20', '2026-03-27']),
    ],
    version: 2,
  },
  {
    id_temporary_arrangement: 2,
    contract_id: 42,
    name: 'Сидорова Анна',
    number: 'МН-00043',
    current_group: 'Робо-пн',
    current_group_id: 10,
    group_for_temporary_arrangement: 12,
    name_group: 'Робо-пт',
    location_id: 3,
    date: '2026-03-06',
    status: 'done',
    list_group: [],
    version: 1,
  },
];

const ALL: Permission[] = ['group.view', 'group.modify'];
const listCalls = () => server.calls('GET', '/get/temporary_arrangement');

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/get/temporary_arrangement', () => ({ body: rows }));
});

const renderPage = (permissions: Permission[] = ALL) =>
  renderWithProviders(<MakeupsPage />, { permissions, toasts: true });
const rowWith = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

test('shows name, contract, from-group, to-group, date and the status’s Russian label', async () => {
  renderPage();
  expect(await screen.findByText('Иванов Пётр')).toBeInTheDocument();
  const first = within(rowWith('Иванов Пётр'));
  expect(first.getByText('МН-00042')).toBeInTheDocument();
  expect(first.getByText('Робо-пн')).toBeInTheDocument();
  expect(first.getByText('Робо-ср')).toBeInTheDocument();
  expect(first.getByText('18.03.2026')).toBeInTheDocument();
  expect(first.getByText('Назначено')).toBeInTheDocument();
  expect(within(rowWith('Сидорова Анна')).getByText('Отработано')).toBeInTheDocument();
  for (const header of ['Имя', 'Договор', 'Из группы', 'В группу', 'Дата', 'Статус']) {
    expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
  }
  // Makeups are assigned on the contract page: no add here.
  expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
});

test('changes the group and a date of that group; ‘Группа для отработки изменена’ and the list reloads', async () => {
  server.on('POST', '/update/temporary_arrangement', ({ body }) => ({
    body: { ...rows[0], ...(body as object) },
  }));
  renderPage();
  await screen.findByText('Иванов Пётр');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Изменить отработку: Иванов Пётр' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Изменение отработки' }));
  const group = dialog.getByRole('combobox', { name: /Группа для отработки/ });
  const date = dialog.getByRole('combobox', { name: /Дата отработки/ });
  expect(group).toHaveValue('11');
  expect(date).toHaveValue('2026-03-18');
  await user.selectOptions(group, '12');
  // The date is one of the new group's lesson days: chosen again.
  expect(date).toHaveValue('');
  expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  expect(
    within(date)
      .getAllByRole('option')
      .map((each) => each.textContent),
  ).toEqual(['Выберите дату', '20.03.2026', '27.03.2026']);
  await user.selectOptions(date, '2026-03-27');
  await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Группа для отработки изменена')).toBeInTheDocument();
  expect(server.calls('POST', '/update/temporary_arrangement')[0].body).toEqual({
    id_temporary_arrangement: 1,
    group_for_temporary_arrangement: 12,
    date: '2026-03-27',
    status: 'new',
    version: 2,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

test('a refusal keeps the dialog open with the server’s message; Enter on a row opens it too', async () => {
  server.on('POST', '/update/temporary_arrangement', () =>
    errorReply(422, 'Отметить отработку можно не раньше её даты', {
      status: 'Отметить отработку можно не раньше её даты',
    }),
  );
  renderPage();
  await screen.findByText('Иванов Пётр');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByText('МН-00042'));
  await user.keyboard('{Enter}');
  const dialog = within(await screen.findByRole('dialog', { name: 'Изменение отработки' }));
  await user.selectOptions(dialog.getByRole('combobox', { name: /Статус/ }), 'Отработано');
  await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Отметить отработку можно не раньше её даты');
  expect(server.calls('POST', '/update/temporary_arrangement')[0].body).toMatchObject({ status: 'done' });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByText('Группа для отработки изменена')).not.toBeInTheDocument();
});

test('removes a makeup after ‘Вы уверены, что хотите удалить запись?’: ‘Отработка удалена’', async () => {
  server.on('POST', '/delete/temporary_arrangement', () => ({ body: { status: 'OK' } }));
  renderPage();
  await screen.findByText('Сидорова Анна');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByText('Сидорова Анна'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Вы уверены, что хотите удалить запись?');
  await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Отработка удалена')).toBeInTheDocument();
  expect(server.calls('POST', '/delete/temporary_arrangement')[0].body).toEqual({
    id_temporary_arrangement: 2,
    version: 1,
  });
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

test('without group.modify the table is read-only', async () => {
  renderPage(['group.view']);
  await screen.findByText('Иванов Пётр');
  expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('МН-00042'));
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('while loading there is no empty table', async () => {
  server.on('GET', '/get/temporary_arrangement', never);
  renderPage();
  await waitFor(() => expect(listCalls()).toHaveLength(1));
  expect(screen.getByText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText('Отработок нет')).not.toBeInTheDocument();
});

test('a failure shows the error panel with a retry, not an empty table; an empty list says so', async () => {
  server.on('GET', '/get/temporary_arrangement', () => errorReply(500, 'Ошибка сервера. Попробуйте позже.'));
  renderPage();
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  expect(retry.closest('[role="alert"]')).toHaveTextContent('Ошибка сервера. Попробуйте позже.');
  expect(screen.queryByText('Отработок нет')).not.toBeInTheDocument();
  server.on('GET', '/get/temporary_arrangement', () => ({ body: [] }));
  await userEvent.click(retry);
  expect(await screen.findByText('Отработок нет')).toBeInTheDocument();
});
