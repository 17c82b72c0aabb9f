import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@school/shared-api';
import { renderWithProviders, setupFakeServer, type FakeRequest } from '@school/tools/testing';
import { GroupsPage, weekdaysLabel } from '../GroupsPage';

// The groups page over the real client and hooks, with GET /group/get faked at the HTTP boundary: the page
// asks for pages (limit/offset/sort/order/q/location/course) and shows the page with the server's count.

const server = setupFakeServer();

const group: Group = {
  id: 5,
  short_name: 'Робототехника 7-9',
  course: 2,
  location: 3,
  teacher: [11, 12],
  start_date: '2026-09-01',
  students_count: 8,
  camp: false,
  day_of_the_week: [3, 0],
  training_day: [],
  weeks: 36,
  price_per_week: '45.00',
  currency: 'BYN',
  timing: false,
  version: 1,
};
const other: Group = { ...group, id: 6, short_name: 'Шахматы', teacher: [11], day_of_the_week: [1] };

const groupCalls = () => server.calls('GET', '/group/get');
const lastQuery = () => Object.fromEntries((groupCalls().at(-1) as FakeRequest).query);

let answer: { rows: Group[]; total: number };
beforeEach(() => {
  localStorage.clear();
  answer = { rows: [group, other], total: 75 };
  server.on('GET', '/entities-types/get', () => ({
    body: {
      course: [
        { value: 2, label: 'Робототехника' },
        { value: 4, label: 'Шахматы' },
      ],
      location: [{ value: 3, label: 'Минск' }],
      user: [
        { value: 11, label: 'Ковалёв П.' },
        { value: 12, label: 'Орлова Н.' },
      ],
    },
  }));
  server.on('GET', '/group/get', ({ query }) => ({
    body: { ...answer, offset: Number(query.get('offset') ?? 0), limit: 50 },
  }));
});

test('weekday codes read Monday = 0', () => {
  expect(weekdaysLabel([5, 0, 2])).toBe('Пн, Ср, Сб');
});

test('asks for the first page by name; a group shows its course, branch, teachers and type by name', async () => {
  renderWithProviders(<GroupsPage />);
  expect(await screen.findByText('Робототехника 7-9')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ limit: '50', offset: '0', sort: 'short_name', order: 'asc' });
  expect(await screen.findByText('Ковалёв П., Орлова Н.')).toBeInTheDocument();
  expect(screen.getAllByText('Минск').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Учебный год').length).toBeGreaterThan(0);
  expect(screen.getByText('Пн, Чт')).toBeInTheDocument();
  expect(screen.getAllByText('45,00 р.').length).toBeGreaterThan(0);
  expect(screen.getByText('Записи 1–50 из 75')).toBeInTheDocument();
});

test('no groups shows the empty text', async () => {
  answer = { rows: [], total: 0 };
  renderWithProviders(<GroupsPage />);
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  expect(screen.getByText('Записей: 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
});

test('sort, search, filters and pages run on the server', async () => {
  const user = userEvent.setup();
  renderWithProviders(<GroupsPage />);
  await screen.findByText('Шахматы');
  const header = (name: string) =>
    screen.getAllByRole('columnheader').find((cell) => cell.textContent === name) as HTMLElement;
  // The server sorts by name, start date and pupils; the teachers column is not sortable.
  expect(within(header('Преподаватели')).queryByRole('button')).not.toBeInTheDocument();
  await user.click(within(header('Дата начала')).getByRole('button'));
  await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'start_date', order: 'asc' }));

  await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ offset: '50', sort: 'start_date' }));

  await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Робот');
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Робот', offset: '0' }), { timeout: 2500 });

  await user.click(screen.getByRole('button', { name: /Фильтры/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Курс' }), 'Шахматы');
  await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Робот', course: '4', offset: '0' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Филиал' }), 'Минск');
  await waitFor(() => expect(lastQuery()).toMatchObject({ course: '4', location: '3' }));
  // The page's rows are not filtered again by the grid.
  expect(within(screen.getAllByRole('rowgroup')[1]).getByText('Шахматы')).toBeInTheDocument();
  expect(within(screen.getAllByRole('rowgroup')[1]).getByText('Робототехника 7-9')).toBeInTheDocument();
});
