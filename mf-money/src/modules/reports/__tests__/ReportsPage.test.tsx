import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CampAttendanceReport,
  FirstVisitReport,
  NewContractsReport,
  OngoingReport,
  PayByDayReport,
} from '@school/shared-api';
import { renderWithProviders, setupFakeServer, type FakeRequest } from '@school/tools/testing';
import { initialReportFilters } from '../reportFilters';
import { ReportsPage } from '../ReportsPage';

// The reports page over the real client and hooks, GET /report/... faked at the HTTP boundary. Chart.js
// draws on a canvas jsdom does not have: it is replaced by a recorder of what it was asked to draw.

type DrawnChart = { data: { labels: string[]; datasets: { label: string; data: (number | null)[] }[] } };
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: unknown, config: DrawnChart) {
      mockDrawn.push(config);
    }
    destroy() {}
  },
  BarController: {},
  BarElement: {},
  CategoryScale: {},
  LinearScale: {},
  Legend: {},
  Tooltip: {},
}));

const server = setupFakeServer();

const ONGOING: OngoingReport = {
  report: [
    { location_id: 3, course_id: 1, count: 3 },
    { location_id: 24, course_id: 2, count: 1 },
  ],
  pivot: {
    corner: 'Филиал',
    columns: [
      { key: 'course:1', label: 'Робототехника', kind: 'count' },
      { key: 'course:2', label: 'Python', kind: 'count' },
      { key: 'total', label: 'Итого', kind: 'count', total: true },
    ],
    rows: [
      { key: '24', label: 'Барановичи', cells: [null, 1, 1] },
      { key: '3', label: 'Минск', cells: [3, null, 3] },
      { key: 'total', label: 'Итого', cells: [3, 1, 4], total: true },
    ],
  },
};

const PAY_BY_DAY: PayByDayReport = {
  report: [
    { date: '2021-02-01', city: 'Минск', amount: '150.50', currency: 'BYN' },
    { date: '2021-02-01', city: 'Батуми', amount: '40.00', currency: 'GEL' },
  ],
  pivot: {
    corner: 'Дата',
    columns: [
      { key: 'city:Минск', label: 'Минск', kind: 'money', currency: 'BYN' },
      { key: 'city:Батуми', label: 'Батуми', kind: 'money', currency: 'GEL' },
      { key: 'total:BYN', label: 'Итого', kind: 'money', currency: 'BYN', total: true },
      { key: 'total:GEL', label: 'Итого', kind: 'money', currency: 'GEL', total: true },
    ],
    rows: [
      { key: '2021-02-01', label: '01.02.2021', cells: ['150.50', '40.00', '150.50', '40.00'] },
      { key: 'total', label: 'Итого', cells: ['150.50', '40.00', '150.50', '40.00'], total: true },
    ],
  },
};

const measures = (group: string, total?: true) =>
  (['Всего', 'Новые клиенты', 'Оплачено'] as const).map((label, i) => ({
    key: `${group}:${i}`,
    label,
    group,
    kind: 'count' as const,
    ...(total ? { total } : {}),
  }));

const NEW: NewContractsReport = {
  report: [
    {
      week: '2021-02-01',
      course_id: 1,
      course_type: 'course',
      location_name: 'Минск',
      count: 2,
      count_new: 1,
      count_paid: 1,
    },
  ],
  pivot: {
    corner: 'Неделя',
    columns: [...measures('Минск'), ...measures('Итого', true)],
    rows: [
      { key: '2021-02-01', label: '01.02 – 07.02.2021', cells: [2, 1, 1, 2, 1, 1] },
      { key: 'total', label: 'Итого', cells: [2, 1, 1, 2, 1, 1], total: true },
    ],
  },
};

const CAMP: CampAttendanceReport = {
  report: [
    {
      date: '2025-06-16',
      group_id: 7,
      group_name: 'ЛагИзобр-1',
      children_name: 'Алексеев Антон',
      isPresence: true,
      student_id: 11,
    },
  ],
  pivot: {
    corner: 'Ребёнок',
    columns: [
      { key: 'date:2025-06-16', label: '16.06', kind: 'tick' },
      { key: 'date:2025-06-17', label: '17.06', kind: 'tick' },
      { key: 'total', label: 'Дней', kind: 'count', total: true },
    ],
    rows: [{ key: '7:11', label: 'Алексеев Антон', detail: 'ЛагИзобр-1', cells: [true, false, 1] }],
  },
};

const FIRST_VISITS: FirstVisitReport = {
  report: [{ date: '2026-02-16', course_id: 1, count_new: 2 }],
  pivot: {
    corner: 'Дата',
    columns: [
      { key: 'course:1', label: 'Робототехника', kind: 'count' },
      { key: 'total', label: 'Итого', kind: 'count', total: true },
    ],
    rows: [
      { key: '2026-02-16', label: '16.02.2026', cells: [2, 2] },
      { key: 'total', label: 'Итого', cells: [2, 2], total: true },
    ],
  },
};

const EMPTY = { report: [], pivot: { corner: 'Филиал', columns: [], rows: [] } };

const lastQuery = (path: string) =>
  Object.fromEntries((server.calls('GET', path).at(-1) as FakeRequest).query);

const { month, year } = initialReportFilters();
const THIS_MONTH = { month: String(month), year: String(year), location: 'all' };

beforeEach(() => {
  mockDrawn.length = 0;
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
      course: [
        { value: 1, label: 'Робототехника' },
        { value: 3, label: 'Scratch для начинающих' },
        { value: 5, label: 'Шахматы' },
      ],
      rb: [
        { value: 1, label: 'Робототехника' },
        { value: 3, label: 'Scratch для начинающих' },
      ],
      georgia: [
        { value: 1, label: 'Робототехника' },
        { value: 5, label: 'Шахматы' },
      ],
    },
  }));
  server.on('GET', '/report/ongoing/get', () => ({ body: ONGOING }));
  server.on('GET', '/report/pay_by_day_and_by_city/get', () => ({ body: PAY_BY_DAY }));
  server.on('GET', '/report/new/get', () => ({ body: NEW }));
  server.on('GET', '/report/camp/get', () => ({ body: CAMP }));
  server.on('GET', '/report/first_visit/get', () => ({ body: FIRST_VISITS }));
});

const renderPage = (route = '/app/reports') =>
  renderWithProviders(<ReportsPage />, { route, permissions: ['report.view'] });

const table = (name: string) => screen.findByRole('table', { name: `Сводная таблица: ${name}` });
const rowOf = (grid: HTMLElement, label: string) =>
  within(grid).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;

test("opens on 'Действующие договоры' for this month and every branch, the server's pivot and its chart", async () => {
  renderPage();
  expect(screen.getByRole('tab', { name: 'Действующие договоры' })).toHaveAttribute('aria-selected', 'true');
  const grid = await table('Действующие договоры');
  expect(lastQuery('/report/ongoing/get')).toEqual(THIS_MONTH);
  expect(rowOf(grid, 'Минск')).toHaveTextContent(/^Минск33$/);
  expect(rowOf(grid, 'Итого')).toHaveTextContent('Итого314');
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Филиал', 'Робототехника', 'Python', 'Итого']);
  // The chart draws the pivot's own figures: a bar per branch, stacked by course.
  await waitFor(() => expect(mockDrawn).toHaveLength(1));
  expect(mockDrawn[0].data.labels).toEqual(['Барановичи', 'Минск']);
  expect(mockDrawn[0].data.datasets).toEqual([
    { label: 'Робототехника', data: [null, 3], backgroundColor: expect.any(String) },
    { label: 'Python', data: [1, null], backgroundColor: expect.any(String) },
  ]);
  expect(server.calls('GET', '/report/pay_by_day_and_by_city/get')).toHaveLength(0);
});

test('switching tabs loads that report; amounts in their currency, a chart and a total per currency', async () => {
  const user = userEvent.setup();
  renderPage();
  await table('Действующие договоры');
  await user.click(screen.getByRole('tab', { name: 'Платежи по дням' }));
  const grid = await table('Платежи по дням');
  expect(lastQuery('/report/pay_by_day_and_by_city/get')).toEqual(THIS_MONTH);
  const day = rowOf(grid, '01.02.2021');
  expect(day).toHaveTextContent('150,50 р.');
  expect(day).toHaveTextContent('40,00 ₾');
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Дата', 'Минск', 'Батуми', 'Итого, р.', 'Итого, ₾']);
  expect(await screen.findByRole('img', { name: 'Диаграмма: Платежи по дням, р.' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Диаграмма: Платежи по дням, ₾' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Новые договоры по неделям' }));
  const weeks = await table('Новые договоры по неделям');
  expect(within(weeks).getAllByRole('columnheader', { name: 'Минск' })).toHaveLength(1);
  expect(rowOf(weeks, '01.02 – 07.02.2021')).toHaveTextContent('211211');
  expect(lastQuery('/report/new/get')).toEqual({
    ...THIS_MONTH,
    camp: '1',
    individual: '1',
    academic_year: '1',
  });
});

test('camp attendance ticks the days present under the child and group; first visits by day and course', async () => {
  const user = userEvent.setup();
  renderPage('/app/reports?tab=camp');
  const camp = await table('Посещение лагеря');
  expect(lastQuery('/report/camp/get')).toEqual(THIS_MONTH);
  const child = rowOf(camp, 'Алексеев Антон ЛагИзобр-1');
  const [present, absent, days] = within(child).getAllByRole('cell');
  expect(present).toHaveTextContent('✓был');
  expect(absent).toHaveTextContent(/^$/);
  expect(days).toHaveTextContent('1');
  expect(mockDrawn).toHaveLength(0);

  await user.click(screen.getByRole('tab', { name: 'Первые посещения' }));
  const visits = await table('Первые посещения');
  expect(rowOf(visits, '16.02.2026')).toHaveTextContent('16.02.202622');
  expect(lastQuery('/report/first_visit/get')).toEqual(THIS_MONTH);
});

test('the student-hours and order tabs hold their forms, without the report filters', async () => {
  const user = userEvent.setup();
  server.on('GET', '/report/student/get', () => ({ body: [] }));
  renderPage();
  await table('Действующие договоры');
  await user.click(screen.getByRole('tab', { name: 'Часы ученика' }));
  expect(await screen.findByRole('heading', { name: 'Часы ученика' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Фильтры отчета' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Приказ о зачислении' }));
  expect(await screen.findByRole('heading', { name: 'Приказ о зачислении' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Действующие договоры' }));
  expect(await screen.findByRole('group', { name: 'Фильтры отчета' })).toBeInTheDocument();
});

test('a tab named in the address opens first', async () => {
  renderPage('/app/reports?tab=new');
  expect(await table('Новые договоры по неделям')).toBeInTheDocument();
  expect(server.calls('GET', '/report/ongoing/get')).toHaveLength(0);
  expect(screen.getByRole('group', { name: 'Типы курсов' })).toBeInTheDocument();
});

test('the filters change the query: month, year, only RB, a course set and its courses, course types', async () => {
  const user = userEvent.setup();
  renderPage();
  await table('Действующие договоры');
  expect(screen.queryByRole('group', { name: 'Типы курсов' })).not.toBeInTheDocument();
  const years = within(screen.getByRole('combobox', { name: 'Год' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(years).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Месяц' }), 'Февраль');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Год' }), '2021');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Филиал' }), 'Только РБ');
  await waitFor(() =>
    expect(lastQuery('/report/ongoing/get')).toEqual({ month: '2', year: '2021', location: 'rb' }),
  );

  const course = screen.getByRole('combobox', { name: 'Курс' });
  await waitFor(() => expect(within(course).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Набор курсов' }), 'Курсы Грузии');
  expect(
    within(course)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Любой курс', 'Робототехника', 'Шахматы']);
  await user.selectOptions(course, 'Шахматы');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Филиал' }), 'Барановичи');
  await waitFor(() =>
    expect(lastQuery('/report/ongoing/get')).toEqual({
      month: '2',
      year: '2021',
      location: '24',
      course_set: 'georgia',
      course_id: '5',
    }),
  );

  await user.click(screen.getByRole('tab', { name: 'Новые договоры по неделям' }));
  await table('Новые договоры по неделям');
  await user.click(screen.getByRole('checkbox', { name: 'Лагерь' }));
  await waitFor(() => expect(lastQuery('/report/new/get')).toMatchObject({ camp: '0', individual: '1' }));
  expect(lastQuery('/report/new/get')).toMatchObject({ course_id: '5', location: '24', month: '2' });
});

test('a failed load shows the error panel, never an empty pivot; Повторить loads it', async () => {
  const user = userEvent.setup();
  // The client logs a gateway's HTML answer for the developers.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/report/ongoing/get', () => ({
    status: 502,
    raw: '<h1>502</h1>',
    headers: { 'content-type': 'text/html' },
  }));
  renderPage();
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Не удалось загрузить отчет');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Скачать XLSX' })).not.toBeInTheDocument();

  server.on('GET', '/report/ongoing/get', () => ({ body: ONGOING }));
  await user.click(within(panel).getByRole('button', { name: 'Повторить' }));
  expect(await table('Действующие договоры')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("an empty month says 'нет данных для отображения', with no chart and no export", async () => {
  server.on('GET', '/report/ongoing/get', () => ({ body: EMPTY }));
  renderPage();
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Скачать XLSX' })).not.toBeInTheDocument();
  expect(mockDrawn).toHaveLength(0);
});

test("'Скачать XLSX' downloads the tab's report with its filters under the server's name", async () => {
  const user = userEvent.setup();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  server.on('GET', '/report/export', () => ({
    raw: Buffer.from('PK xlsx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="report_pay_by_day_2026-03-16.xlsx"',
    },
  }));
  renderPage('/app/reports?tab=pay_by_day');
  await table('Платежи по дням');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Филиал' }), 'Минск');
  await waitFor(() =>
    expect(lastQuery('/report/pay_by_day_and_by_city/get')).toMatchObject({ location: '3' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Скачать XLSX' }));
  await waitFor(() => expect(saved).toEqual(['report_pay_by_day_2026-03-16.xlsx']));
  expect(lastQuery('/report/export')).toEqual({ report: 'pay_by_day', ...THIS_MONTH, location: '3' });
  click.mockRestore();
});

test('a failed export says so and keeps the report', async () => {
  const user = userEvent.setup();
  server.on('GET', '/report/export', () => ({
    status: 404,
    body: { statusCode: 404, message: 'Неверные данные' },
  }));
  renderWithProviders(<ReportsPage />, { permissions: ['report.view'], toasts: true });
  await table('Действующие договоры');
  await user.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
  expect(await screen.findByText('Не удалось скачать отчет')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Сводная таблица: Действующие договоры' })).toBeInTheDocument();
});
