import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group } from '@school/shared-api';
import type { BoardGroup } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { BoardPage } from '../BoardPage';

// The pupil-group board over the real client and hooks, with /group/get, /group/students and
// /students/update faked at the HTTP boundary: choosing groups, moving a pupil with the keyboard, the
// preview and its confirmation, the commit and reload, reset and close.

const server = setupFakeServer();

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

// jsdom lays nothing out: columns side by side 300 px apart, cards inside their column, so that dnd-kit's
// keyboard moves (a column per arrow) find the neighbouring column.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const column = this.closest('[data-column-index]');
    if (!column) return realRect.call(this);
    const isColumn = column === this;
    const left = Number(column.getAttribute('data-column-index')) * 300 + (isColumn ? 0 : 20);
    const [top, width, height] = isColumn ? [0, 250, 400] : [50, 200, 30];
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

const group = (id: number, short_name: string): Group => ({
  id,
  short_name,
  course: 2,
  location: 3,
  teacher: [],
  start_date: '2026-09-01',
  students_count: 0,
  camp: false,
  day_of_the_week: [0],
  training_day: [],
  weeks: 36,
  price_per_week: '40.00',
  currency: 'BYN',
  timing: false,
  version: 1,
});

let boards: BoardGroup[];
beforeEach(() => {
  boards = [
    { id: 5, short_name: 'Робототехника Пн', students: [{ id: 101, name: 'Анна Белова' }] },
    { id: 6, short_name: 'Робототехника Ср', students: [{ id: 102, name: 'Борис Волков' }] },
  ];
  server.on('GET', '/group/get', () => ({
    body: [group(5, 'Робототехника Пн'), group(6, 'Робототехника Ср')],
  }));
  server.on('GET', '/group/students', (request) => {
    const ids = (request.query.get('ids') ?? '').split(',').map(Number);
    return { body: boards.filter((board) => ids.includes(board.id)) };
  });
});

const permissions = ['group.view', 'group.modify'] as const;

async function chooseBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Выбрать группы' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Робототехника Пн' }));
  await user.click(screen.getByRole('checkbox', { name: 'Робототехника Ср' }));
  await screen.findByRole('region', { name: 'Группа Робототехника Ср' });
}

async function moveAnnaRight(user: ReturnType<typeof userEvent.setup>) {
  const handle = await within(screen.getByRole('region', { name: 'Группа Робототехника Пн' })).findByRole(
    'button',
    { name: /Анна Белова/ },
  );
  handle.focus();
  await user.keyboard(' ');
  await user.keyboard('{ArrowRight}');
  await user.keyboard(' ');
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'Группа Робототехника Ср' })).getByText('Анна Белова'),
    ).toBeInTheDocument(),
  );
}

test('without chosen groups it says so; chosen groups show their pupils with the links and the marker', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BoardPage />, { permissions: [...permissions] });
  expect(screen.getByText('Группы не выбраны')).toBeInTheDocument();
  await chooseBoth(user);
  expect(server.calls('GET', '/group/students').at(-1)?.query.get('ids')).toBe('5,6');
  const monday = screen.getByRole('region', { name: 'Группа Робототехника Пн' });
  expect(within(monday).getByRole('link', { name: 'Договор ученика Анна Белова' })).toHaveAttribute(
    'href',
    '/app/contracts/101?from=studentsKanban',
  );
  expect(within(monday).getByRole('link', { name: 'Посещаемость группы Робототехника Пн' })).toHaveAttribute(
    'href',
    '/app/attendance-reports/5?from=studentsKanban',
  );
  await user.click(screen.getByRole('button', { name: 'Закрыть группы' }));
  expect(screen.getByText('Группы не выбраны')).toBeInTheDocument();
});

test('a pupil moved with the keyboard is previewed, confirmed and committed: "Группы изменены" and a reload', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BoardPage />, { permissions: [...permissions], toasts: true });
  await chooseBoth(user);
  await moveAnnaRight(user);
  const move = {
    id_students: 101,
    student_name: 'Анна Белова',
    old_group: 5,
    new_group: 6,
    name_group: 'Робототехника Ср',
  };
  server.on('POST', '/students/update', (request) => {
    const body = request.body as { students_update: { show: string }[] };
    if (body.students_update[0].show === 'commit') {
      boards = [
        { ...boards[0], students: [] },
        { ...boards[1], students: [boards[1].students[0], { id: 101, name: 'Анна Белова' }] },
      ];
    }
    return { body: { show: [move] } };
  });
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Перевод учеников' });
  expect(within(dialog).getByText('Анна Белова: Робототехника Пн → Робототехника Ср')).toBeInTheDocument();
  expect(server.calls('POST', '/students/update')[0].body).toEqual({
    students_update: [
      { show: 'preview', id: 5, name: 'Робототехника Пн', students: [] },
      {
        show: 'preview',
        id: 6,
        name: 'Робототехника Ср',
        students: [
          { id: 101, name: 'Анна Белова' },
          { id: 102, name: 'Борис Волков' },
        ],
      },
    ],
  });
  const loads = server.calls('GET', '/group/students').length;
  await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
  expect(await screen.findByText('Группы изменены')).toBeInTheDocument();
  expect(
    (server.calls('POST', '/students/update')[1].body as { students_update: { show: string }[] })
      .students_update[0].show,
  ).toBe('commit');
  await waitFor(() => expect(server.calls('GET', '/group/students').length).toBeGreaterThan(loads));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // The reloaded board has her in the new group, and nothing is left to reset.
  expect(
    within(screen.getByRole('region', { name: 'Группа Робототехника Ср' })).getByText('Анна Белова'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Отменить изменения' })).toBeDisabled();
});

test('cancel in the dialog commits nothing; "Отменить изменения" puts the pupil back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BoardPage />, { permissions: [...permissions] });
  await chooseBoth(user);
  await moveAnnaRight(user);
  server.on('POST', '/students/update', () => ({
    body: {
      show: [
        {
          id_students: 101,
          student_name: 'Анна Белова',
          old_group: 5,
          new_group: 6,
          name_group: 'Робототехника Ср',
        },
      ],
    },
  }));
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Перевод учеников' });
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(server.calls('POST', '/students/update')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
  expect(
    within(screen.getByRole('region', { name: 'Группа Робототехника Пн' })).getByText('Анна Белова'),
  ).toBeInTheDocument();
});

test('a refused preview keeps the moves and opens no dialog; a failed load shows the error state', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BoardPage />, { permissions: [...permissions] });
  await chooseBoth(user);
  await moveAnnaRight(user);
  server.on('POST', '/students/update', () =>
    errorReply(400, 'Ученика Анна Белова можно перевести только в группу его курса'),
  );
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() => expect(server.notices.length).toBeGreaterThan(0));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Группа Робототехника Ср' })).getByText('Анна Белова'),
  ).toBeInTheDocument();

  server.on('GET', '/group/students', () => errorReply(500, 'сбой'));
  await user.click(screen.getByRole('button', { name: 'Закрыть группы' }));
  await user.click(screen.getByRole('checkbox', { name: 'Робототехника Пн' }));
  expect(await screen.findByText('Не удалось загрузить группы')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});

test('a preview with a move the user did not make (groups changed meanwhile) reloads the board instead of asking', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BoardPage />, { permissions: [...permissions], toasts: true });
  await chooseBoth(user);
  await moveAnnaRight(user);
  server.on('POST', '/students/update', () => ({
    body: {
      show: [
        {
          id_students: 101,
          student_name: 'Анна Белова',
          old_group: 5,
          new_group: 6,
          name_group: 'Робототехника Ср',
        },
        {
          id_students: 102,
          student_name: 'Борис Волков',
          old_group: 7,
          new_group: 6,
          name_group: 'Робототехника Ср',
        },
      ],
    },
  }));
  const loads = server.calls('GET', '/group/students').length;
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(
    await screen.findByText('Группы изменены другим пользователем. Данные обновлены, проверьте перемещения.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(server.calls('GET', '/group/students').length).toBeGreaterThan(loads));
  expect(server.calls('POST', '/students/update')).toHaveLength(1);
});
