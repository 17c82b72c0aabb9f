import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type { Appointment, AppointmentClash } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { AppointmentsPage } from '../AppointmentsPage';
import { STATUS_COLORS } from '../messages';

// The appointments page over the real client, hooks and history, with the plan calls, the branch's groups
// and teachers and the reference lists faked at the HTTP boundary: branch tabs remembered under
// selectedLocation, the table with the substitute and status cells, the create form with its clash check
// and messages, the removal of a substitution with undo, table edits, the rights and the error state.

const server = setupFakeServer();

const row = (id: number, extra: Partial<Appointment> = {}): Appointment => ({
  id,
  date: '2026-11-24 10:00:00',
  user_id: 5,
  group_id: 1,
  subject: 'Робототехника',
  duration: '0:45',
  status: 'запланировано',
  is_substitute: null,
  subject_substitute: '',
  day: 'вторник',
  time: '10:00',
  place: 'Минск',
  teacher: 'Иванова Мария',
  substitute: null,
  name_group: 'МН-3D-1',
  location_id: 3,
  lesson_id: null,
  version: 1,
  ...extra,
});

const rows: Appointment[] = [
  row(1, { status: 'просрочено', date: '2026-11-23 09:00:00', day: 'понедельник', time: '09:00' }),
  row(2, {
    group_id: 2,
    name_group: 'МН-Англ',
    is_substitute: 6,
    substitute: 'Петров Иван',
    subject_substitute: 'Английский язык',
    date: '2026-11-25 12:00:00',
    day: 'среда',
    time: '12:00',
  }),
  row(3, { is_substitute: 9, substitute: null, subject_substitute: 'Шахматы', date: '2026-11-26 12:00:00' }),
];

const clash: AppointmentClash = {
  kind: 'group',
  appointment_id: 1,
  message: 'Группа МН-3D-1 уже занята: 24.11.2026 10:00–10:45, учитель Иванова Мария',
};

const ALL: Permission[] = ['appointment.view', 'group.view', 'group.modify'];
const VIEW: Permission[] = ['appointment.view'];

const group = (id: number, short_name: string, location: number) => ({ id, short_name, location });

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 4, label: 'Брест' },
      ],
      subject: [
        { value: 1, label: 'Робототехника' },
        { value: 2, label: 'Английский язык' },
      ],
    },
  }));
  server.on('GET', '/group/get', () => ({
    body: [group(1, 'МН-3D-1', 3), group(2, 'МН-Англ', 3), group(7, 'БР-1', 4)],
  }));
  server.on('GET', '/group/options/get', () => ({
    body: {
      locations: [
        {
          value: 3,
          label: 'Минск',
          currency: 'BYN',
          courses: [],
          teachers: [
            { value: 5, label: 'Иванова Мария' },
            { value: 6, label: 'Петров Иван' },
          ],
        },
      ],
    },
  }));
  server.on('GET', '/appointments/get', ({ query }) => ({ body: query.get('location') === '3' ? rows : [] }));
  server.on('POST', '/appointment/check', () => ({ body: { clashes: [] } }));
});

const renderPage = (permissions: Permission[] = ALL) =>
  renderWithProviders(<AppointmentsPage />, { permissions, toasts: true });
const planCalls = () => server.calls('GET', '/appointments/get');
const rowWith = (text: string) =>
  within(screen.getByRole('grid')).getByText(text).closest('[role="row"]') as HTMLElement;
const form = () => within(screen.getByRole('form', { name: 'Новое назначение' }));

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const f = within(await screen.findByRole('form', { name: 'Новое назначение' }));
  await waitFor(() => expect(f.getAllByRole('option', { name: 'МН-3D-1' })).toHaveLength(1));
  await user.clear(f.getByLabelText('Дата'));
  await user.type(f.getByLabelText('Дата'), '2026-11-24');
  await user.selectOptions(f.getByRole('combobox', { name: 'Время' }), '10:00');
  await user.selectOptions(f.getByRole('combobox', { name: 'Учитель' }), 'Иванова Мария');
  await user.selectOptions(f.getByRole('combobox', { name: 'Группа' }), 'МН-3D-1');
  await user.selectOptions(f.getByRole('combobox', { name: 'Предмет' }), 'Робототехника');
}

test('shows the first branch’s plan with the substitute, the statuses and the period; tabs are remembered', async () => {
  renderPage();
  expect(await within(await screen.findByRole('grid')).findByText('МН-Англ')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Минск' })).toHaveAttribute('aria-selected', 'true');
  expect(planCalls()[0].query.get('location')).toBe('3');
  expect(planCalls()[0].query.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(within(rowWith('МН-Англ')).getByText('Петров Иван')).toBeInTheDocument();
  expect(screen.getByText('UNKNOWN/DELETED id: 9')).toBeInTheDocument();
  expect(within(rowWith('понедельник')).getByText('просрочено')).toBeInTheDocument();
  expect(STATUS_COLORS['просрочено']).toBe('orange');
  expect(STATUS_COLORS['запланировано']).toBe('green');
  const headers = [
    'Дата',
    'День',
    'Время',
    'Филиал',
    'Группа',
    'Учитель',
    'Предмет',
    'Длительность',
    'Замена',
    'Предмет замены',
    'Статус',
  ];
  for (const header of headers) {
    expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  // Delete-substitution only on rows with a substitute; no add in the table.
  expect(within(rowWith('МН-Англ')).getByRole('button', { name: /Удалить замену/ })).toBeInTheDocument();
  expect(within(rowWith('понедельник')).queryByRole('button', { name: /Удалить замену/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('tab', { name: 'Брест' }));
  expect(await screen.findByText('Назначений за период нет')).toBeInTheDocument();
  expect(localStorage.getItem('selectedLocation')).toBe('4');
  expect(planCalls().at(-1)?.query.get('location')).toBe('4');

  const calls = planCalls().length;
  await user.click(screen.getByRole('button', { name: /Неделя вперёд/ }));
  await waitFor(() => expect(planCalls().length).toBe(calls + 1));
  expect(planCalls().at(-1)?.query.get('date_from')).not.toBe(planCalls()[calls - 1].query.get('date_from'));
});

test('opens the remembered branch', async () => {
  localStorage.setItem('selectedLocation', '4');
  renderPage();
  expect(await screen.findByText('Назначений за период нет')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Брест' })).toHaveAttribute('aria-selected', 'true');
});

test('creates an appointment (duration 0:45 by default): ‘Назначение создано’ and the plan reloads', async () => {
  server.on('POST', '/appointment/add', ({ body }) => ({ body: row(10, body as Partial<Appointment>) }));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await fillForm(user);
  expect(form().getByRole('combobox', { name: 'Длительность' })).toHaveDisplayValue('1x45');
  expect(
    within(form().getByRole('combobox', { name: 'Длительность' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['1x45', '1x60', '2x45', '3x45', '4x45']);
  const before = planCalls().length;
  await user.click(form().getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Назначение создано')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/add')[0].body).toEqual({
    date: '2026-11-24 10:00:00',
    user_id: 5,
    group_id: 1,
    subject: 'Робототехника',
    duration: '0:45',
    is_substitute: null,
    subject_substitute: '',
  });
  await waitFor(() => expect(planCalls().length).toBeGreaterThan(before));
});

test('shows the clashes under the form as fields change, and refuses to create a clashing one', async () => {
  server.on('POST', '/appointment/check', () => ({ body: { clashes: [clash] } }));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await fillForm(user);
  const region = await screen.findByRole('region', { name: 'Пересечения' });
  expect(region).toHaveTextContent(clash.message);
  expect(server.calls('POST', '/appointment/check').at(-1)?.body).toEqual({
    date: '2026-11-24 10:00:00',
    user_id: 5,
    group_id: 1,
    duration: '0:45',
    is_substitute: null,
  });
  await user.click(form().getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Не удалось создать запись')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/add')).toHaveLength(0);
});

test('a refused create shows ‘Не удалось создать запись’ with the server’s message', async () => {
  server.on('POST', '/appointment/add', () =>
    errorReply(409, 'Учитель Иванова Мария уже ведёт группу МН-Англ'),
  );
  renderPage();
  const user = userEvent.setup({ delay: null });
  await fillForm(user);
  await user.click(form().getByRole('button', { name: 'Создать' }));
  const alert = await screen.findByText('Не удалось создать запись');
  expect(alert.parentElement).toHaveTextContent('Учитель Иванова Мария уже ведёт группу МН-Англ');
});

test('a substitution needs its subject; with it: ‘Замена назначена’', async () => {
  server.on('POST', '/appointment/add', ({ body }) => ({ body: row(11, body as Partial<Appointment>) }));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await fillForm(user);
  await user.selectOptions(form().getByRole('combobox', { name: 'Замена' }), 'Петров Иван');
  await user.click(form().getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Ошибка: Для замены необходимо указать предмет замены')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/add')).toHaveLength(0);
  await user.selectOptions(form().getByRole('combobox', { name: 'Предмет замены' }), 'Английский язык');
  await user.click(form().getByRole('button', { name: 'Создать' }));
  expect(await screen.findByText('Замена назначена')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/add')[0].body).toMatchObject({
    is_substitute: 6,
    subject_substitute: 'Английский язык',
  });
});

test('removes a substitution after the question, then undoes it', async () => {
  server.on('POST', '/appointment/update', ({ body }) => {
    const { is_substitute: substitute, ...sent } = body as Omit<Appointment, 'is_substitute'> & {
      is_substitute: number | 'remove' | null;
    };
    const removed = substitute === 'remove';
    return {
      body: row(2, {
        ...sent,
        is_substitute: removed ? null : substitute,
        substitute: removed ? null : 'Петров Иван',
        version: sent.version + 1,
      }),
    };
  });
  renderPage();
  const user = userEvent.setup({ delay: null });
  await within(await screen.findByRole('grid')).findByText('МН-Англ');
  expect(screen.getByRole('button', { name: 'Отменить' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeDisabled();
  await user.click(within(rowWith('МН-Англ')).getByRole('button', { name: /Удалить замену/ }));
  const question = await screen.findByRole('alertdialog');
  expect(question).toHaveTextContent('Вы действительно хотите удалить замену?');
  await user.click(within(question).getByRole('button', { name: 'Подтвердить' }));
  expect(await screen.findByText('Замена удалена')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/update')[0].body).toMatchObject({
    id: 2,
    version: 1,
    is_substitute: 'remove',
  });
  const undo = screen.getByRole('button', { name: 'Отменить' });
  await waitFor(() => expect(undo).toBeEnabled(), { timeout: 2500 });
  await user.click(undo);
  expect(await screen.findByText('Данные изменены')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/update')[1].body).toMatchObject({
    id: 2,
    version: 2,
    is_substitute: 6,
    subject_substitute: 'Английский язык',
  });
});

test('a table edit with a substitute and no subject is refused with the spec’s alert', async () => {
  renderPage();
  const user = userEvent.setup({ delay: null });
  await within(await screen.findByRole('grid')).findByText('МН-Англ');
  await waitFor(() => expect(server.calls('GET', '/group/options/get').length).toBeGreaterThan(0));
  await user.click(within(screen.getByRole('grid')).getByText('понедельник'));
  await user.click(screen.getByRole('button', { name: 'Изменить' }));
  const grid = within(screen.getByRole('grid'));
  await user.selectOptions(grid.getByRole('combobox', { name: 'Замена' }), 'Петров Иван');
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Ошибка: Для замены необходимо указать предмет замены')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/update')).toHaveLength(0);
});

test('removes an appointment: ‘Назначение удалено’; a refusal: ‘Назначение не удалено’', async () => {
  server.on('POST', '/appointment/remove', () => errorReply(409, 'По назначению уже отмечено занятие'));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await within(await screen.findByRole('grid')).findByText('МН-Англ');
  await user.click(within(screen.getByRole('grid')).getByText('понедельник'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Назначение не удалено')).toBeInTheDocument();

  server.on('POST', '/appointment/remove', ({ body }) => ({ body: { id: (body as { id: number }).id } }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить' })).toBeEnabled(), {
    timeout: 2500,
  });
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Назначение удалено')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/remove').at(-1)?.body).toEqual({ id: 1, version: 1 });
});

test('with appointment.view alone the plan is read-only', async () => {
  renderPage(VIEW);
  await within(await screen.findByRole('grid')).findByText('МН-Англ');
  expect(screen.queryByRole('form', { name: 'Новое назначение' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Удалить замену/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  expect(server.calls('GET', '/group/get')).toHaveLength(0);
});

test('a failed load shows the error panel with a retry', async () => {
  server.on('GET', '/appointments/get', () => errorReply(500, 'Сбой'));
  renderPage(VIEW);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось загрузить назначения');
  server.on('GET', '/appointments/get', () => ({ body: rows }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('МН-Англ')).toBeInTheDocument();
});
