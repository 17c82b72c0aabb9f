import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type { AttendanceGroup, AttendanceReport } from '@school/shared-api/learning';
import { Route, Routes, useLocation } from '@school/shared-ui/router';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { AttendanceReportsPage } from '../AttendanceReportsPage';

// The attendance report page over the real client, with GET /get/attendance and the student-hours download
// faked at the HTTP boundary: the route's group, the filters and reset, the tables and their cells' details,
// the download dialog (both dates, confirmation, student_hours_{id}.xlsx), the empty and error states.

const server = setupFakeServer();

const entry = (
  id: number,
  name: string,
  isPresence: boolean,
  extra: Partial<AttendanceGroup['lessons'][0]['students'][0]> = {},
) => ({
  id,
  name,
  review: '',
  description: '',
  description_admin: 'Заметка группы',
  isPresence,
  attendance_status: null,
  attendance_date: null,
  ...extra,
});

const ROBO: AttendanceGroup = {
  group_id: 4,
  name_group: 'МН-Робо-1',
  default_list_students: [
    { id: 1, name: 'Иванов Иван', in_group: true },
    { id: 2, name: 'Павлов Пётр', in_group: false },
    { id: 3, name: 'Зайцева Зоя', in_group: false },
  ],
  lessons: [
    {
      lesson_id: 101,
      date: '2026-09-01',
      subject: 'Робототехника',
      teacher: 'Смирнова А.',
      topic: 'Датчики',
      home_work: 'Собрать модель',
      students: [
        entry(1, 'Иванов Иван', true, { description: 'Молодец', review: 'Отличная работа' }),
        entry(2, 'Павлов Пётр', false),
      ],
    },
    {
      lesson_id: 102,
      date: '2026-09-08',
      subject: 'Программирование',
      teacher: 'Смирнова А.',
      topic: 'Циклы',
      home_work: '',
      students: [entry(3, 'Зайцева Зоя', true, { attendance_status: 'done', attendance_date: '2026-09-08' })],
    },
  ],
};
const ART: AttendanceGroup = {
  group_id: 7,
  name_group: 'МН-Изо-2',
  default_list_students: [{ id: 9, name: 'Кузнецова Ксения', in_group: true }],
  lessons: [
    {
      lesson_id: 201,
      date: '2026-09-02',
      subject: 'Рисование',
      teacher: 'Орлов Б.',
      topic: 'Натюрморт',
      home_work: '',
      students: [entry(9, 'Кузнецова Ксения', true)],
    },
  ],
};
const FILTERS: AttendanceReport['filters'] = {
  groups: [
    { id: 4, name: 'МН-Робо-1' },
    { id: 7, name: 'МН-Изо-2' },
  ],
  teachers: [{ id: 12, name: 'Смирнова А.' }],
  subjects: ['Программирование', 'Рисование', 'Робототехника'],
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VIEW: Permission[] = ['report_attendance.view'];

beforeEach(() => {
  server.on('GET', '/get/attendance', ({ query }) => {
    const group = query.get('group');
    const report = [ROBO, ART].filter((g) => group === null || String(g.group_id) === group);
    return { body: { report: query.get('subject') === 'Нет' ? [] : report, filters: FILTERS } };
  });
  server.on('POST', '/report/student/hours', ({ body }) => ({
    raw: Buffer.from('xlsx'),
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="student_hours_${(body as { student_id: number }).student_id}.xlsx"`,
    },
  }));
  URL.createObjectURL = jest.fn(() => 'blob:hours');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function PathProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Адрес">{pathname + search}</output>;
}

const renderPage = (route = '/attendance-reports', permissions = VIEW) =>
  renderWithProviders(
    <Routes>
      <Route path="attendance-reports/*" element={<AttendanceReportsPage />} />
    </Routes>,
    { route, permissions, toasts: true },
  );
const lastQuery = () => {
  const calls = server.calls('GET', '/get/attendance');
  return Object.fromEntries(calls[calls.length - 1].query.entries());
};

test('the route group is chosen on arrival: its table, a row per pupil, a column per lesson, the marks', async () => {
  renderPage('/attendance-reports/4');
  const table = await screen.findByRole('table', { name: 'МН-Робо-1' });
  expect(lastQuery()).toEqual({ group: '4' });
  expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('4');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Ученик', '01.09.2026Робототехника', '08.09.2026Программирование']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['Иванов Иван', 'Павлов Пётр (ранее в группе)', 'Зайцева Зоя (ранее в группе)']);
  // The name alone is an element of its own (found by exact text, as the board's journey does).
  expect(within(table).getByText('Павлов Пётр', { exact: true })).toBeInTheDocument();
  expect(within(table).getAllByRole('button', { name: 'присутствовал' })).toHaveLength(1);
  expect(within(table).getByRole('button', { name: 'отсутствовал' })).toHaveTextContent('н');
  expect(
    within(table).getByRole('button', { name: 'присутствовал, отработка: Отработано' }),
  ).toHaveTextContent('✓О');
  expect(within(table).getAllByRole('button', { name: 'нет отметки' })).toHaveLength(3);
});

test("from the board (?from=studentsKanban): the group's table and a link back to the board", async () => {
  renderPage('/attendance-reports/4?from=studentsKanban');
  expect(await screen.findByRole('table', { name: 'МН-Робо-1' })).toBeInTheDocument();
  expect(lastQuery()).toEqual({ group: '4' });
  expect(screen.getByRole('link', { name: /К доске групп/ })).toHaveAttribute('href', '/app/edit-groups');
});

test("another group chosen is followed by the path; reset returns to the page's own path", async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path="attendance-reports/*" element={<AttendanceReportsPage />} />
      </Routes>
      <PathProbe />
    </>,
    { route: '/attendance-reports/4?from=studentsKanban', permissions: VIEW },
  );
  await screen.findByRole('table', { name: 'МН-Робо-1' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Группа' }), 'МН-Изо-2');
  expect(await screen.findByRole('table', { name: 'МН-Изо-2' })).toBeInTheDocument();
  expect(lastQuery()).toEqual({ group: '7' });
  expect(screen.getByRole('status', { name: 'Адрес' })).toHaveTextContent(
    '/attendance-reports/7?from=studentsKanban',
  );
  await user.click(screen.getByRole('button', { name: 'Сбросить' }));
  await waitFor(() => expect(Object.keys(lastQuery()).sort()).toEqual(['date_end', 'date_start']));
  expect(screen.getByRole('status', { name: 'Адрес' })).toHaveTextContent(
    /^\/attendance-reports\?from=studentsKanban$/,
  );
  expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('');
});

test('without the marker there is no link back to the board', async () => {
  renderPage('/attendance-reports/4');
  expect(await screen.findByRole('table', { name: 'МН-Робо-1' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /К доске групп/ })).not.toBeInTheDocument();
});

test('without a route group the last month of every group is asked; filters narrow; reset returns', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('table', { name: 'МН-Изо-2' })).toBeInTheDocument();
  const first = lastQuery();
  expect(Object.keys(first).sort()).toEqual(['date_end', 'date_start']);
  expect(first.date_start < first.date_end).toBe(true);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Предмет' }), 'Рисование');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Преподаватель' }), 'Смирнова А.');
  await user.clear(screen.getByLabelText('Период с'));
  await waitFor(() =>
    expect(lastQuery()).toEqual({ subject: 'Рисование', teacher: '12', date_end: first.date_end }),
  );
  await user.click(screen.getByRole('button', { name: 'Сбросить' }));
  await waitFor(() => expect(lastQuery()).toEqual(first));
  expect(screen.getByRole('combobox', { name: 'Предмет' })).toHaveValue('');
});

test('nothing found: the message to choose other filters or reset', async () => {
  server.on('GET', '/get/attendance', () => ({ body: { report: [], filters: FILTERS } }));
  renderPage();
  expect(
    await screen.findByText('Ничего не найдено. Выберите другие фильтры или нажмите «Сбросить».'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("a failure shows 'Ошибка при получении данных' with a retry that loads the report", async () => {
  const user = userEvent.setup();
  server.on('GET', '/get/attendance', () => errorReply(500, 'Сбой'));
  renderPage('/attendance-reports/4');
  expect(await screen.findByText('Ошибка при получении данных')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  server.on('GET', '/get/attendance', () => ({ body: { report: [ROBO], filters: FILTERS } }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table', { name: 'МН-Робо-1' })).toBeInTheDocument();
});

test("a cell's details: topic, homework, the pupil's note and review; Enter opens them too", async () => {
  const user = userEvent.setup();
  renderPage('/attendance-reports/4');
  const table = await screen.findByRole('table', { name: 'МН-Робо-1' });
  await user.click(within(table).getByRole('button', { name: 'присутствовал' }));
  const dialog = await screen.findByRole('dialog', { name: 'Иванов Иван, 01.09.2026' });
  for (const text of ['Датчики', 'Собрать модель', 'Молодец', 'Отличная работа', 'Смирнова А.'])
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  within(table).getByRole('button', { name: 'присутствовал, отработка: Отработано' }).focus();
  await user.keyboard('{Enter}');
  const makeup = await screen.findByRole('dialog', { name: 'Зайцева Зоя, 08.09.2026' });
  expect(within(makeup).getByText('Отработано (08.09.2026)')).toBeInTheDocument();
});

test('the student-hours download: both dates required, a confirmation, then student_hours_{id}.xlsx', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderPage('/attendance-reports/4');
  await user.click(await screen.findByRole('button', { name: 'Скачать отчёт о часах: Павлов Пётр' }));
  const dialog = await screen.findByRole('dialog', { name: 'Отчёт о часах ученика' });
  await user.click(within(dialog).getByRole('button', { name: 'Скачать' }));
  expect(within(dialog).getByText('Укажите обе даты')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Дата начала/), '2026-09-01');
  await user.type(within(dialog).getByLabelText(/Дата окончания/), '2026-09-30');
  await user.click(within(dialog).getByRole('button', { name: 'Скачать' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Скачать отчёт?' });
  expect(server.calls('POST', '/report/student/hours')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Скачать' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(server.calls('POST', '/report/student/hours').map((request) => request.body)).toEqual([
    { group_id: 4, student_id: 2, date_start: '2026-09-01', date_end: '2026-09-30' },
  ]);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('student_hours_2.xlsx');
});

test('a double click on the name opens the download too; without the right neither icon nor dialog', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage('/attendance-reports/4');
  await user.dblClick(await screen.findByRole('rowheader', { name: /Иванов Иван/ }));
  expect(await screen.findByRole('dialog', { name: 'Отчёт о часах ученика' })).toHaveTextContent(
    'Иванов Иван',
  );
  unmount();
  renderPage('/attendance-reports/4', []);
  // The page's own right is the report's; the download is offered only with the entry's.
  expect(await screen.findByRole('table', { name: 'МН-Робо-1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Скачать отчёт о часах/ })).not.toBeInTheDocument();
});

test('a year of lessons (100 columns, 30 pupils) renders every cell; "в конец таблицы" scrolls to the last lesson', async () => {
  const user = userEvent.setup();
  const pupils = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    name: `Ученик ${i + 1}`,
    in_group: true,
  }));
  const year: AttendanceGroup = {
    group_id: 4,
    name_group: 'МН-Робо-1',
    default_list_students: pupils,
    lessons: Array.from({ length: 100 }, (_, k) => ({
      lesson_id: 1000 + k,
      date: `2026-${String(1 + Math.floor(k / 10)).padStart(2, '0')}-${String(1 + (k % 10) * 2).padStart(2, '0')}`,
      subject: 'Робототехника',
      teacher: 'Смирнова А.',
      topic: '',
      home_work: '',
      students: pupils.map((p) => entry(p.id, p.name, (p.id + k) % 3 !== 0)),
    })),
  };
  server.on('GET', '/get/attendance', () => ({ body: { report: [year], filters: FILTERS } }));
  renderPage('/attendance-reports/4');
  // Text queries: role queries over 3,000 cells are slow in jsdom (not in a browser).
  const table = (await screen.findByText('Ученик 30')).closest('table') as HTMLTableElement;
  expect(table).toHaveAttribute('aria-label', 'МН-Робо-1');
  expect(table.querySelectorAll('tbody td')).toHaveLength(3000);
  const scroller = table.parentElement as HTMLElement;
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 9000 });
  await user.click(screen.getByText('в конец таблицы'));
  expect(scroller.scrollLeft).toBe(9000);
});
