import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group, GroupOptions, Permission } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { GroupsPage } from '../GroupsPage';

// Adding, editing and removing groups over the real client and hooks, with /group/* and the reference
// lists faked at the HTTP boundary: permissions, the form's rules, the requests sent, the toasts, the
// reload of the groups and of the reference lists, and the question where a removed group's pupils go.

const server = setupFakeServer();

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const group: Group = {
  id: 5,
  short_name: 'Робототехника 7-9',
  course: 2,
  location: 3,
  teacher: [11],
  start_date: '2026-09-01',
  students_count: 0,
  camp: false,
  day_of_the_week: [0, 3],
  training_day: [],
  weeks: 36,
  price_per_week: '45.00',
  currency: 'BYN',
  timing: false,
  version: 4,
};
const full: Group = { ...group, id: 6, short_name: 'Робототехника 10-12', students_count: 3 };
const target: Group = { ...group, id: 7, short_name: 'Робототехника резерв' };
const tbilisi: Group = {
  ...group,
  id: 8,
  short_name: 'Тбилиси-1',
  location: 9,
  price_per_week: '30.00',
  currency: 'GEL',
};

const options: GroupOptions = {
  locations: [
    {
      value: 3,
      label: 'Минск',
      currency: 'BYN',
      courses: [
        { value: 2, label: 'Робототехника' },
        { value: 4, label: 'Шахматы' },
      ],
      teachers: [
        { value: 11, label: 'Ковалёв П.' },
        { value: 12, label: 'Орлова Н.' },
      ],
    },
    {
      value: 9,
      label: 'Тбилиси',
      currency: 'GEL',
      courses: [{ value: 2, label: 'Робототехника' }],
      teachers: [],
    },
  ],
};

const ALL: Permission[] = ['group.view', 'group.add', 'group.modify', 'group.remove'];
const render = (permissions: Permission[] = ALL) =>
  renderWithProviders(<GroupsPage />, { permissions, toasts: true });
const dialog = () => screen.getByRole('dialog');
const question = () => screen.getByRole('alertdialog');

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      course: [
        { value: 2, label: 'Робототехника' },
        { value: 4, label: 'Шахматы' },
      ],
      location: [
        { value: 3, label: 'Минск' },
        { value: 9, label: 'Тбилиси' },
      ],
      user: [
        { value: 11, label: 'Ковалёв П.' },
        { value: 12, label: 'Орлова Н.' },
      ],
    },
  }));
  server.on('GET', '/group/options/get', () => ({ body: options }));
  server.on('GET', '/group/get', ({ query }) => {
    const rows = [group, full, target, tbilisi].filter(
      (item) =>
        (!query.get('course') || String(item.course) === query.get('course')) &&
        (!query.get('location') || String(item.location) === query.get('location')),
    );
    return { body: { rows, total: rows.length, offset: 0, limit: Number(query.get('limit')) } };
  });
  server.on('POST', '/group/add', ({ body }) => ({
    body: { id: 30, students_count: 0, currency: 'BYN', version: 1, ...(body as object) },
  }));
  server.on('POST', '/group/update', ({ body }) => ({
    body: { ...group, ...(body as object), version: 5 },
  }));
  server.on('POST', '/group/remove', () => ({ body: { status: 'OK', moved: 0 } }));
});

test('without group.add, group.modify and group.remove the table has no add, edit or delete buttons', async () => {
  render(['group.view']);
  await screen.findByText('Робототехника 7-9');
  expect(screen.queryByRole('button', { name: 'Добавить группу' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Изменить группу/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Удалить группу/ })).not.toBeInTheDocument();
  expect(server.calls('GET', '/group/options/get')).toHaveLength(0);
});

test('only group.remove shows delete buttons and no add or edit', async () => {
  render(['group.view', 'group.remove']);
  await screen.findByText('Робототехника 7-9');
  expect(screen.getByRole('button', { name: 'Удалить группу Робототехника 7-9' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Добавить группу' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Изменить группу/ })).not.toBeInTheDocument();
});

test('prices show in the branch’s currency', async () => {
  render();
  await screen.findByText('Тбилиси-1');
  const row = screen.getByText('Тбилиси-1').closest('[role="row"]') as HTMLElement;
  expect(row).toHaveTextContent('30,00 ₾');
});

test('adding asks for weeks first, then sends the group, says ‘Группа добавлена’ and reloads the lists', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByText('Робототехника 7-9');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Добавить группу' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Добавить группу' }));
  const form = within(dialog());
  await user.type(form.getByRole('textbox', { name: /Группа/ }), 'Шахматы-Ср');
  await user.selectOptions(form.getByRole('combobox', { name: /Филиал/ }), 'Минск');
  await user.selectOptions(form.getByRole('combobox', { name: /Курс/ }), 'Шахматы');
  await user.click(form.getByRole('button', { name: 'Среда' }));
  await user.click(form.getByRole('button', { name: 'Понедельник' }));
  expect(form.getByRole('button', { name: 'Среда' })).toHaveAttribute('aria-pressed', 'true');
  await user.type(form.getByRole('textbox', { name: /Цена за неделю/ }), '50,5');
  expect(form.getByText('р.')).toBeInTheDocument();
  await user.click(form.getByRole('checkbox', { name: 'Орлова Н.' }));
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText("Необходимо заполнить поле 'Кол-во недель'")).toBeInTheDocument();
  expect(server.calls('POST', '/group/add')).toHaveLength(0);

  const listsBefore = server.calls('GET', '/group/get').length;
  const entitiesBefore = server.calls('GET', '/entities-types/get').length;
  await user.type(form.getByRole('textbox', { name: /Кол-во недель/ }), '30');
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Группа добавлена')).toBeInTheDocument();
  expect(server.calls('POST', '/group/add')[0].body).toEqual({
    short_name: 'Шахматы-Ср',
    location: 3,
    course: 4,
    teacher: [12],
    start_date: null,
    camp: false,
    day_of_the_week: [0, 2],
    training_day: [],
    weeks: 30,
    price_per_week: '50.50',
    timing: false,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(server.calls('GET', '/group/get').length).toBeGreaterThan(listsBefore));
  await waitFor(() =>
    expect(server.calls('GET', '/entities-types/get').length).toBeGreaterThan(entitiesBefore),
  );
});

test('a camp takes training days as a list of dates', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByText('Робототехника 7-9');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Добавить группу' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Добавить группу' }));
  const form = within(dialog());
  await user.type(form.getByRole('textbox', { name: /Группа/ }), 'Лагерь');
  await user.selectOptions(form.getByRole('combobox', { name: /Филиал/ }), 'Тбилиси');
  expect(form.getByText('₾')).toBeInTheDocument();
  await user.selectOptions(form.getByRole('combobox', { name: /Курс/ }), 'Робототехника');
  await user.selectOptions(form.getByRole('combobox', { name: /Тип группы/ }), 'Лагерь');
  const date = form.getByLabelText('Даты занятий', { selector: 'input' });
  await user.type(date, '2026-06-02');
  await user.click(form.getByRole('button', { name: 'Добавить дату' }));
  await user.type(date, '2026-06-01');
  await user.click(form.getByRole('button', { name: 'Добавить дату' }));
  await user.type(date, '2026-06-03');
  await user.click(form.getByRole('button', { name: 'Добавить дату' }));
  await user.click(form.getByRole('button', { name: 'Убрать дату 03.06.2026' }));
  expect(form.getByText('01.06.2026')).toBeInTheDocument();
  await user.type(form.getByRole('textbox', { name: /Кол-во недель/ }), '1');
  await user.type(form.getByRole('textbox', { name: /Цена за неделю/ }), '100');
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Группа добавлена')).toBeInTheDocument();
  expect(server.calls('POST', '/group/add')[0].body).toMatchObject({
    location: 9,
    camp: true,
    day_of_the_week: [],
    training_day: ['2026-06-01', '2026-06-02'],
    price_per_week: '100.00',
  });
});

test('editing sends the version shown; a refusal shows the server’s message on its field', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByText('Робототехника 7-9');
  const edit = screen.getByRole('button', { name: 'Изменить группу Робототехника 7-9' });
  await waitFor(() => expect(edit).toBeEnabled());
  server.on('POST', '/group/update', () =>
    errorReply(400, 'Курс не ведётся в стране филиала', { course: 'Курс не ведётся в стране филиала' }),
  );
  await user.click(edit);
  const form = within(dialog());
  expect(form.getByRole('textbox', { name: /Группа/ })).toHaveValue('Робототехника 7-9');
  expect(form.getByRole('checkbox', { name: 'Ковалёв П.' })).toBeChecked();
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await form.findByText('Курс не ведётся в стране филиала')).toBeInTheDocument();

  server.on('POST', '/group/update', ({ body }) => ({ body: { ...group, ...(body as object), version: 5 } }));
  const weeks = form.getByRole('textbox', { name: /Кол-во недель/ });
  await user.clear(weeks);
  await user.type(weeks, '40');
  await user.click(form.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Группа изменена')).toBeInTheDocument();
  expect(server.calls('POST', '/group/update').at(-1)?.body).toMatchObject({ id: 5, version: 4, weeks: 40 });
});

test('removing a group without pupils asks the confirmation and says ‘Группа удалена’', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByText('Робототехника 7-9');
  await user.click(screen.getByRole('button', { name: 'Удалить группу Робототехника 7-9' }));
  expect(within(question()).getByText('Вы уверены, что хотите удалить запись?')).toBeInTheDocument();
  await user.click(within(question()).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Группа удалена')).toBeInTheDocument();
  expect(server.calls('POST', '/group/remove')[0].body).toEqual({ id: 5, version: 4 });
});

test('removing a group with pupils asks where they go among the same course’s groups of the branch', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByText('Робототехника 10-12');
  await user.click(screen.getByRole('button', { name: 'Удалить группу Робототехника 10-12' }));
  const confirm = within(question());
  expect(confirm.getByText(/В группе 3 ученика/)).toBeInTheDocument();
  const select = await confirm.findByRole('combobox', { name: /Перевести учеников в группу/ });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  const offered = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(offered).toEqual(['Выберите группу', 'Робототехника 7-9', 'Робототехника резерв']);
  await user.click(confirm.getByRole('button', { name: 'Удалить' }));
  expect(confirm.getByRole('alert')).toHaveTextContent('Выберите группу');
  expect(server.calls('POST', '/group/remove')).toHaveLength(0);
  await user.selectOptions(select, 'Робототехника резерв');
  await user.click(confirm.getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Группа удалена')).toBeInTheDocument();
  expect(server.calls('POST', '/group/remove')[0].body).toEqual({ id: 6, version: 4, move_to: 7 });
});

test('a group that got pupils meanwhile: the server’s 409 turns the question into where they go', async () => {
  const user = userEvent.setup();
  server.on('POST', '/group/remove', () =>
    errorReply(409, 'В группе 2 ученика: выберите группу, в которую их перевести (move_to)', {
      move_to: 'В группе 2 ученика: выберите группу, в которую их перевести (move_to)',
    }),
  );
  render();
  await screen.findByText('Робототехника 7-9');
  await user.click(screen.getByRole('button', { name: 'Удалить группу Робототехника 7-9' }));
  await user.click(within(question()).getByRole('button', { name: 'Удалить' }));
  expect(await within(question()).findByRole('combobox', { name: /Перевести учеников/ })).toBeInTheDocument();
  expect(within(question()).getByText(/В группе 2 ученика\./)).toBeInTheDocument();
});
