import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type { UnmarkedLesson } from '@school/shared-api/learning';
import { Route, Routes } from '@school/shared-ui/router';
import { errorReply, never, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { UnmarkedLessonsPage } from '../UnmarkedLessonsPage';

// The unmarked lessons page over the real client and hooks, routed as the learning remote routes it
// ('unmarked-lessons/*'), with GET /unmarked/classes and the reference lists faked at the HTTP boundary.

const server = setupFakeServer();

const lessons: UnmarkedLesson[] = [
  {
    id_appointment: 7,
    teacher: 'Петрова А. В.',
    subject: 'Робототехника',
    group_id: 1,
    group_name: 'Робо-пн',
    date: '2026-03-16 16:00:00',
  },
  {
    id_appointment: 5,
    teacher: 'Сидоров И. И.',
    subject: 'Английский язык',
    group_id: 2,
    group_name: 'Англ-ср',
    date: '2026-03-11 09:30:00',
  },
  {
    id_appointment: 6,
    teacher: 'Андреева Е. П.',
    subject: 'Шахматы',
    group_id: 3,
    group_name: 'Шахматы-вт',
    date: '2026-03-12 18:15:00',
  },
];

const PERMISSIONS: Permission[] = ['lesson.view', 'group.view'];
const unmarkedCalls = () => server.calls('GET', '/unmarked/classes');

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 12, label: 'Гомель' },
      ],
    },
  }));
  server.on('GET', '/unmarked/classes', () => ({ body: lessons }));
});

const renderPage = (route = '/unmarked-lessons') =>
  renderWithProviders(
    <Routes>
      <Route path="unmarked-lessons/*" element={<UnmarkedLessonsPage />} />
    </Routes>,
    { permissions: PERMISSIONS, route },
  );

const teachers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

test('the location buttons load the chosen branch; pressing it again clears the table', async () => {
  renderPage();
  const minsk = await screen.findByRole('button', { name: 'Минск' });
  expect(screen.getByRole('button', { name: 'Гомель' })).toHaveAttribute('aria-pressed', 'false');
  expect(unmarkedCalls()).toHaveLength(0);
  const user = userEvent.setup({ delay: null });
  await user.click(minsk);
  expect(minsk).toHaveAttribute('aria-pressed', 'true');
  const table = await screen.findByRole('table', { name: 'Неотмеченные уроки филиала' });
  expect(Object.fromEntries(unmarkedCalls()[0].query)).toEqual({ id: '3' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Преподаватель', 'Предмет', 'Группа', 'Дата ▼']);
  const first = within(table).getAllByRole('row')[1];
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Петрова А. В.', 'Робототехника', 'Робо-пн', '16.03.2026 16:00']);
  await user.click(minsk);
  expect(minsk).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Гомель' }));
  await screen.findByRole('table');
  expect(Object.fromEntries(unmarkedCalls().at(-1)!.query)).toEqual({ id: '12' });
});

test('the location in the URL is loaded at once, without the buttons', async () => {
  renderPage('/unmarked-lessons/3');
  await screen.findByRole('table');
  expect(Object.fromEntries(unmarkedCalls()[0].query)).toEqual({ id: '3' });
  expect(screen.queryByRole('button', { name: 'Минск' })).not.toBeInTheDocument();
});

test('Teacher and Date sort ascending and descending, by keyboard too', async () => {
  renderPage('/unmarked-lessons/3');
  await screen.findByRole('table');
  // Newest first, as the server answers.
  expect(teachers()).toEqual(['Петрова А. В.', 'Андреева Е. П.', 'Сидоров И. И.']);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: /^Преподаватель/ }));
  expect(teachers()).toEqual(['Андреева Е. П.', 'Петрова А. В.', 'Сидоров И. И.']);
  expect(screen.getByRole('columnheader', { name: /Преподаватель/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await user.click(screen.getByRole('button', { name: /^Преподаватель/ }));
  expect(teachers()).toEqual(['Сидоров И. И.', 'Петрова А. В.', 'Андреева Е. П.']);
  screen.getByRole('button', { name: /^Дата/ }).focus();
  await user.keyboard('{Enter}');
  expect(teachers()).toEqual(['Сидоров И. И.', 'Андреева Е. П.', 'Петрова А. В.']);
  expect(screen.getByRole('columnheader', { name: /Дата/ })).toHaveAttribute('aria-sort', 'ascending');
  await user.keyboard(' ');
  expect(teachers()).toEqual(['Петрова А. В.', 'Андреева Е. П.', 'Сидоров И. И.']);
});

test('‘All lessons are marked!’ when none is left', async () => {
  server.on('GET', '/unmarked/classes', () => ({ body: [] }));
  renderPage('/unmarked-lessons/3');
  expect(await screen.findByText('All lessons are marked!')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('‘Locations not found.’ when the user has no branch', async () => {
  server.on('GET', '/entities-types/get', () => ({ body: { location: [] } }));
  renderPage();
  expect(await screen.findByText('Locations not found.')).toBeInTheDocument();
  expect(unmarkedCalls()).toHaveLength(0);
});

test('while loading it says so, with no table and no empty text', async () => {
  server.on('GET', '/unmarked/classes', never);
  renderPage('/unmarked-lessons/3');
  await waitFor(() => expect(unmarkedCalls()).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  expect(screen.queryByText('All lessons are marked!')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failure shows ‘Ошибка: {message}’, not an empty table; retry loads', async () => {
  server.on('GET', '/unmarked/classes', () => errorReply(500, 'Сервер недоступен'));
  renderPage('/unmarked-lessons/3');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка: Сервер недоступен');
  expect(screen.queryByText('All lessons are marked!')).not.toBeInTheDocument();
  server.on('GET', '/unmarked/classes', () => ({ body: lessons }));
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
