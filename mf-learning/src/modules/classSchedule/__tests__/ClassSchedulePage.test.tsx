import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { Permission } from '@school/shared-api';
import type { Appointment } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ClassSchedulePage } from '../ClassSchedulePage';

// The class schedule over the real client, hooks and plan history, with the plan, the slots, the groups
// and the branches faked at the HTTP boundary: the grid of groups by weekday with the lessons in their
// cells, the edit lock, a keyboard move with its toast and flash, a refused move's alert, the week switch,
// the copy of the week, the rotation and the error state.

const server = setupFakeServer();

// jsdom lays nothing out: cells on a grid of 200 x 60 px by their row and column, lesson cards inside
// their cell, the lifted copy where its lesson is, so that dnd-kit's keyboard moves (a cell per arrow) find
// the neighbouring cell.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element): DOMRect {
    const lifted = this.closest('[data-lifted-lesson]')?.getAttribute('data-lifted-lesson');
    const source = lifted ? document.querySelector(`[data-lesson-id="${lifted}"]`) : null;
    if (source) return source.getBoundingClientRect();
    const cell = this.closest('[data-cell-row]');
    if (!cell) return realRect.call(this);
    const isCell = cell === this;
    const left = 200 + Number(cell.getAttribute('data-cell-column')) * 200 + (isCell ? 0 : 10);
    const top = 100 + Number(cell.getAttribute('data-cell-row')) * 60 + (isCell ? 0 : 10);
    const [width, height] = isCell ? [180, 50] : [100, 30];
    return {
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    };
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const monday = DateTime.local().startOf('week');
const dateOf = (days: number, weeks = 0) => monday.plus({ weeks, days }).toISODate() as string;
const dots = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

const row = (id: number, extra: Partial<Appointment> = {}): Appointment => ({
  id,
  date: `${dateOf(0)} 10:00:00`,
  user_id: 5,
  group_id: 1,
  subject: 'Робототехника',
  duration: '0:45',
  status: 'запланировано',
  is_substitute: null,
  subject_substitute: '',
  day: 'понедельник',
  time: '10:00',
  place: 'Минск',
  teacher: 'Иванова Мария',
  substitute: null,
  name_group: 'Альфа',
  location_id: 3,
  lesson_id: null,
  version: 1,
  ...extra,
});

let rows: Appointment[];
const group = (id: number, short_name: string, location: number) => ({ id, short_name, location });

beforeEach(() => {
  localStorage.clear();
  rows = [
    row(1),
    row(2, {
      group_id: 2,
      name_group: 'Бета',
      date: `${dateOf(2)} 15:30:00`,
      user_id: 7,
      teacher: 'Сидоров Олег',
      subject: 'Шахматы',
      is_substitute: 6,
      substitute: 'Петров Иван',
      subject_substitute: 'Логика',
    }),
  ];
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 4, label: 'Брест' },
      ],
    },
  }));
  server.on('GET', '/group/get', () => ({
    body: [group(2, 'Бета', 3), group(1, 'Альфа', 3), group(7, 'Брест-1', 4)],
  }));
  server.on('GET', '/schedule/slots', () => ({ body: { slots: ['0:00', '9:00', '10:00', '15:00'] } }));
  server.on('GET', '/appointments/get', ({ query }) => {
    if (query.get('location') !== '3') return { body: [] };
    const from = query.get('date_from') ?? '';
    const to = query.get('date_to') ?? '';
    return { body: rows.filter((each) => each.date.slice(0, 10) >= from && each.date.slice(0, 10) <= to) };
  });
  server.on('POST', '/appointment/update', ({ body }) => {
    const sent = body as Appointment;
    const updated = { ...row(sent.id), ...sent, version: sent.version + 1 };
    rows = rows.map((each) => (each.id === sent.id ? updated : each));
    return { body: updated };
  });
});

const EDIT: Permission[] = ['appointment.view', 'group.view', 'group.modify'];
const renderPage = (permissions: Permission[] = EDIT) =>
  renderWithProviders(<ClassSchedulePage />, { permissions, toasts: true });
const cell = (groupName: string, day: number, slot: string) =>
  screen.getByRole('gridcell', { name: `${groupName}, ${WEEKDAY[day]} ${dots(dateOf(day))}, ${slot}` });
const WEEKDAY = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const lessonButton = () => screen.getByRole('button', { name: '10:00 Робототехника, Иванова Мария' });

async function gridShown() {
  await screen.findByRole('grid', { name: 'Сетка расписания' });
  await screen.findByText('Иванова Мария');
}

async function moveLesson() {
  // The default delay lets dnd-kit attach its arrow listener after the lift.
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Редактирование заблокировано' }));
  lessonButton().focus();
  await user.keyboard(' ');
  // Lifted: over its own cell.
  await waitFor(() =>
    expect(
      screen.getByText(
        `Занятие 10:00 Робототехника, Иванова Мария над ячейкой «Альфа, понедельник ${dots(dateOf(0))}, 10:00»`,
      ),
    ).toBeInTheDocument(),
  );
  // A day to the right (Tuesday), then four slot rows down: past the group's 15:00 and into Бета's 0:00,
  // 9:00 and 10:00.
  // dnd-kit adds its arrow-key listener in a zero timeout after the lift: let that run first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await user.keyboard('{ArrowRight}');
  for (let press = 0; press < 4; press += 1) await user.keyboard('{ArrowDown}');
  await waitFor(() =>
    expect(
      screen.getByText(
        `Занятие 10:00 Робототехника, Иванова Мария над ячейкой «Бета, вторник ${dots(dateOf(1))}, 10:00»`,
      ),
    ).toBeInTheDocument(),
  );
  await user.keyboard(' ');
}

test('the grid shows the groups by weekday with each lesson in its group, day and slot', async () => {
  renderPage();
  await gridShown();
  expect(screen.getByRole('tab', { name: 'Минск' })).toHaveAttribute('aria-selected', 'true');
  const plan = server.calls('GET', '/appointments/get')[0].query;
  expect([plan.get('location'), plan.get('date_from'), plan.get('date_to')]).toEqual([
    '3',
    dateOf(0),
    dateOf(5),
  ]);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual([
    'Группа',
    'Время',
    ...WEEKDAY.map((_, day) => expect.stringContaining(dots(dateOf(day)))),
  ]);
  expect(headers[2]).toMatch(/^Пн/);
  expect(headers[7]).toMatch(/^Сб/);
  // Groups of the branch only, by name; a row per slot under each.
  const groupHeaders = screen
    .getAllByRole('rowheader')
    .filter((header) => header.getAttribute('scope') === 'rowgroup');
  expect(groupHeaders.map((header) => header.textContent)).toEqual(['Альфа', 'Бета']);
  expect(screen.getAllByRole('gridcell')).toHaveLength(2 * 4 * 6);
  expect(within(cell('Альфа', 0, '10:00')).getByText('10:00 Робототехника')).toBeInTheDocument();
  // 15:30 sits in the 15:00 slot; the substitute is shown, the teacher struck through.
  const wednesday = within(cell('Бета', 2, '15:00'));
  expect(wednesday.getByText('15:30 Шахматы')).toBeInTheDocument();
  expect(wednesday.getByText('замена: Петров Иван (Логика)')).toBeInTheDocument();
  expect(wednesday.getByText('Сидоров Олег')).toHaveStyle({ textDecoration: 'line-through' });
  expect(within(cell('Альфа', 1, '10:00')).queryByText(/Робототехника/)).toBeNull();
  for (const level of ['100%', '200%', '300%'])
    expect(screen.getByRole('button', { name: level })).toBeDisabled();
  expect(screen.getByRole('note', { name: 'Справка' })).toHaveTextContent(
    /С клавиатуры: перейдите на карточку клавишей Tab, нажмите пробел, стрелками выберите ячейку/,
  );

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Повернуть таблицу' }));
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'День',
    'Время',
    'Альфа',
    'Бета',
  ]);
  expect(within(cell('Альфа', 0, '10:00')).getByText('10:00 Робототехника')).toBeInTheDocument();
});

test('editing is locked by default: lessons are not draggable; holders of group.modify may unlock', async () => {
  renderPage();
  await gridShown();
  const lock = screen.getByRole('button', { name: 'Редактирование заблокировано' });
  expect(lock).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('button', { name: /Иванова Мария/ })).toBeNull();
  const user = userEvent.setup({ delay: null });
  cell('Альфа', 0, '10:00').focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}');
  await user.keyboard(' ');
  expect(server.calls('POST', '/appointment/update')).toHaveLength(0);

  await user.click(lock);
  expect(screen.getByRole('button', { name: 'Редактирование разрешено' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(lessonButton()).toHaveAttribute('aria-roledescription', 'занятие');
});

test('a viewer without group.modify cannot unlock, undo or copy', async () => {
  renderPage(['appointment.view', 'group.view']);
  await gridShown();
  expect(screen.getByRole('button', { name: 'Редактирование заблокировано' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Копировать неделю' })).toBeDisabled();
});

test('a lesson moved with the keyboard is sent with the new date and group: the toast, the flash, undo', async () => {
  renderPage();
  await gridShown();
  const user = userEvent.setup({ delay: null });
  await moveLesson();
  expect(await screen.findByText('Данные расписания изменены')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/update')[0].body).toEqual({
    id: 1,
    version: 1,
    date: `${dateOf(1)} 10:00:00`,
    user_id: 5,
    group_id: 2,
    subject: 'Робототехника',
    duration: '0:45',
    is_substitute: null,
    subject_substitute: '',
  });
  await waitFor(() =>
    expect(within(cell('Бета', 1, '10:00')).getByText('10:00 Робототехника')).toBeInTheDocument(),
  );
  expect(cell('Бета', 1, '10:00')).toHaveAttribute('data-flashing', 'true');
  expect(within(cell('Альфа', 0, '10:00')).queryByText('10:00 Робототехника')).toBeNull();

  // Undo sends the lesson back.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Отменить' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Отменить' }));
  await waitFor(() => expect(server.calls('POST', '/appointment/update')).toHaveLength(2));
  expect(server.calls('POST', '/appointment/update')[1].body).toMatchObject({
    id: 1,
    version: 2,
    date: `${dateOf(0)} 10:00:00`,
    group_id: 1,
  });
  await waitFor(() =>
    expect(within(cell('Альфа', 0, '10:00')).getByText('10:00 Робототехника')).toBeInTheDocument(),
  );
});

test('a refused move shows the server’s message in an alert and the lesson stays', async () => {
  const message = 'Группа Бета уже занята: 24.11.2026 10:00–10:45, учитель Сидоров Олег';
  server.on('POST', '/appointment/update', () => errorReply(409, message));
  renderPage();
  await gridShown();
  await moveLesson();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось перенести занятие');
  expect(alert).toHaveTextContent(message);
  expect(within(cell('Альфа', 0, '10:00')).getByText('10:00 Робототехника')).toBeInTheDocument();
  expect(within(cell('Бета', 1, '10:00')).queryByText('10:00 Робототехника')).toBeNull();
  expect(screen.queryByText('Данные расписания изменены')).toBeNull();
});

test('the week switch loads the previous or next week; pressing the chosen week again clears it', async () => {
  renderPage();
  await gridShown();
  const user = userEvent.setup({ delay: null });
  const current = screen.getByRole('button', { name: 'Текущая неделя' });
  expect(current).toHaveAttribute('aria-pressed', 'true');
  await user.click(current);
  expect(screen.getByText('Выберите неделю: прошлую, текущую или следующую.')).toBeInTheDocument();
  expect(screen.queryByRole('grid')).toBeNull();
  expect(current).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
  expect(await screen.findByText('На этой неделе занятий нет')).toBeInTheDocument();
  const next = server.calls('GET', '/appointments/get').at(-1)?.query;
  expect([next?.get('date_from'), next?.get('date_to')]).toEqual([dateOf(0, 1), dateOf(5, 1)]);
  await user.click(screen.getByRole('button', { name: 'Прошлая неделя' }));
  await waitFor(() =>
    expect(server.calls('GET', '/appointments/get').at(-1)?.query.get('date_from')).toBe(dateOf(0, -1)),
  );
});

test('the copy of the week asks first, then copies and says how many were copied and skipped', async () => {
  server.on('GET', '/appointments/copy', () => ({
    body: { copied: 5, skipped: [{ kind: 'group', appointment_id: 2, message: 'Группа Бета уже занята' }] },
  }));
  renderPage([...EDIT, 'appointments.copy']);
  await gridShown();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Копировать неделю' }));
  const dialog = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
  expect(dialog).toHaveTextContent('Скопировать занятия текущей недели на следующую?');
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(server.calls('GET', '/appointments/copy')).toHaveLength(0);

  const loads = server.calls('GET', '/appointments/get').length;
  await user.click(screen.getByRole('button', { name: 'Копировать неделю' }));
  const again = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
  await user.click(within(again).getByRole('button', { name: 'Подтвердить' }));
  expect(await screen.findByText('Скопировано занятий: 5, пропущено: 1')).toBeInTheDocument();
  expect(server.calls('GET', '/appointments/copy')[0].query.get('location')).toBe('3');
  await waitFor(() => expect(server.calls('GET', '/appointments/get').length).toBeGreaterThan(loads));
});

test('a failed load shows the server’s message', async () => {
  server.on('GET', '/appointments/get', () => errorReply(500, 'База данных недоступна'));
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось загрузить расписание');
  expect(alert).toHaveTextContent('База данных недоступна');
});

test('unlocked, a lesson is removed after the confirmation: ‘Назначение удалено’ and the plan reloads', async () => {
  server.on('POST', '/appointment/remove', ({ body }) => {
    const { id } = body as { id: number };
    rows = rows.filter((each) => each.id !== id);
    return { body: { id } };
  });
  renderPage();
  await gridShown();
  const user = userEvent.setup({ delay: null });
  expect(screen.queryByRole('button', { name: /^Удалить занятие/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Редактирование заблокировано' }));
  await user.click(
    screen.getByRole('button', { name: 'Удалить занятие 10:00 Робототехника, Иванова Мария' }),
  );
  const dialog = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
  expect(dialog).toHaveTextContent('Вы уверены, что хотите удалить запись?');
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Назначение удалено')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/remove')[0].body).toEqual({ id: 1, version: 1 });
  await waitFor(() =>
    expect(within(cell('Альфа', 0, '10:00')).queryByText('10:00 Робототехника')).toBeNull(),
  );
});
