import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task, TaskStatus } from '@school/shared-api/sales';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { TasksPage } from '../TasksPage';
import { detailOf, layOutColumns, makeTask, taskSession, usersRole } from './taskFixtures';

// The board over the real client and hooks, with the task calls faked at the HTTP boundary: columns, cards,
// the executor filter, moves with the keyboard under the client's rules, the denial dialog, a refusal.

const server = setupFakeServer();
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = layOutColumns();
});
afterAll(() => restoreLayout());

let tasks: Task[];
beforeEach(() => {
  localStorage.clear();
  tasks = [
    makeTask({
      id_task: 1,
      title: 'Позвонить родителям Миши',
      status: 'new',
      date_due: '2026-11-20 10:30:00',
      overdue: true,
      id_attachments: [
        { id: 31, file_name: 'Расписание.pdf' },
        { id: 32, file_name: 'Фото.jpg' },
      ],
    }),
    makeTask({
      id_task: 2,
      title: 'Проверить журнал',
      status: 'in_work',
      author_id: 2,
      author: 'Смирнов Павел',
      executor_id: 7,
      executor: 'Петрова И.',
    }),
    makeTask({
      id_task: 3,
      title: 'Обращение родителя',
      status: 'completed',
      source: 'support',
      author_id: 2,
      author: 'Смирнов Павел',
      type: null,
    }),
    makeTask({ id_task: 4, title: 'Старая задача', status: 'closed', date_due: '2026-01-10 09:00:00' }),
  ];
  server.on('GET', '/tasks/get', (request) => {
    const executor = request.query.get('executor');
    return { body: executor ? tasks.filter((task) => String(task.executor_id) === executor) : tasks };
  });
  server.on('GET', '/users_role/get', () => ({ body: usersRole }));
  server.on('POST', '/task/status_update', (request) => {
    const body = request.body as { id_task: number; status: TaskStatus };
    tasks = tasks.map((task) =>
      task.id_task === body.id_task ? { ...task, status: body.status, version: task.version + 1 } : task,
    );
    return { body: tasks.find((task) => task.id_task === body.id_task) };
  });
  server.on('POST', '/task/add_comment', () => ({ body: 'ok' }));
});

async function renderBoard() {
  const result = renderWithProviders(<TasksPage />, { session: taskSession, toasts: true });
  await screen.findByText('Позвонить родителям Миши');
  return result;
}

const column = (title: string) => screen.getByRole('region', { name: title });
const card = (title: string) => screen.getByText(title).closest('.task-card') as HTMLElement;
const writes = () => server.requests.filter((request) => request.method !== 'GET');

/** Lifts the card with Space, moves it `steps` columns (right when positive) and drops it with Space. */
async function moveByKeyboard(user: ReturnType<typeof userEvent.setup>, title: string, steps: number) {
  card(title).focus();
  await user.keyboard(' ');
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await user.keyboard(steps > 0 ? '{ArrowRight}' : '{ArrowLeft}');
  }
  await user.keyboard(' ');
}

test('five columns in order; cards with executor, author, due date, overdue, support badge and files', async () => {
  await renderBoard();
  const board = screen.getByRole('region', { name: 'Доска задач' });
  expect(
    within(board)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Новые', 'В работе', 'Выполнены', 'Отказано в выполнении', 'Закрыты']);

  const overdue = within(column('Новые')).getByText('Позвонить родителям Миши').closest('.task-card');
  expect(overdue).toHaveAttribute('data-overdue', 'true');
  expect(overdue).toHaveTextContent('Исполнитель: Орлова Ирина');
  expect(overdue).toHaveTextContent('Автор: Петрова И.');
  expect(overdue).toHaveTextContent('Срок: 20.11.2026 10:30 · Просрочено');
  expect(overdue).toHaveTextContent('Вложений: 2');

  const inWork = card('Проверить журнал');
  expect(inWork).not.toHaveAttribute('data-overdue');
  expect(inWork).not.toHaveTextContent('Просрочено');
  expect(inWork).toHaveTextContent('Срок: 20.05.2030 10:30');
  expect(inWork).not.toHaveTextContent('Вложений');
  expect(within(card('Обращение родителя')).getByText('Техподдержка')).toBeInTheDocument();
  expect(within(inWork).queryByText('Техподдержка')).not.toBeInTheDocument();
  expect(within(column('Отказано в выполнении')).getByText('Нет задач')).toBeInTheDocument();
  expect(within(column('Закрыты')).getByText('Старая задача')).toBeInTheDocument();
});

test('the executor filter asks the server for one executor and is restored for the same user', async () => {
  const user = userEvent.setup();
  const { unmount } = await renderBoard();
  const filter = screen.getByLabelText('Исполнитель');
  await within(filter).findByRole('option', { name: 'Белов Олег' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Все', 'Белов Олег', 'Орлова Ирина', 'Петрова И.', 'Сидорова Анна']);
  await user.selectOptions(filter, '7');
  await waitFor(() => expect(server.calls('GET', '/tasks/get').at(-1)?.query.get('executor')).toBe('7'));
  await waitFor(() => expect(screen.queryByText('Позвонить родителям Миши')).not.toBeInTheDocument());
  expect(screen.getByText('Проверить журнал')).toBeInTheDocument();
  expect(localStorage.getItem('tasksFilter:7')).toBe('7');
  unmount();

  renderWithProviders(<TasksPage />, { session: taskSession });
  await screen.findByText('Проверить журнал');
  expect(screen.getByLabelText('Исполнитель')).toHaveValue('7');
  expect(server.calls('GET', '/tasks/get').at(-1)?.query.get('executor')).toBe('7');

  await user.selectOptions(screen.getByLabelText('Исполнитель'), '');
  await screen.findByText('Позвонить родителям Миши');
  expect(localStorage.getItem('tasksFilter:7')).toBeNull();
});

test('a card moved to «В работе» with the keyboard sets its status with the version shown', async () => {
  const user = userEvent.setup();
  await renderBoard();
  await moveByKeyboard(user, 'Позвонить родителям Миши', 1);
  await waitFor(() => expect(server.calls('POST', '/task/status_update')).toHaveLength(1));
  expect(server.calls('POST', '/task/status_update')[0].body).toEqual({
    id_task: 1,
    status: 'in_work',
    version: 1,
  });
  expect(await screen.findByText('Статус обновлен')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(column('В работе')).getByText('Позвонить родителям Миши')).toBeInTheDocument(),
  );
});

test('a closed task does not move: the refusal and no call', async () => {
  const user = userEvent.setup();
  await renderBoard();
  await moveByKeyboard(user, 'Старая задача', -1);
  expect(await screen.findByText('Запрещенное действие. Задача уже закрыта')).toBeInTheDocument();
  expect(writes()).toEqual([]);
  expect(within(column('Закрыты')).getByText('Старая задача')).toBeInTheDocument();
});

test("only the author closes a task: another user's task is refused without a call", async () => {
  const user = userEvent.setup();
  await renderBoard();
  await moveByKeyboard(user, 'Обращение родителя', 2);
  expect(await screen.findByText('Задачу может закрыть только ее создатель(автор)')).toBeInTheDocument();
  expect(writes()).toEqual([]);
});

test('the author closes their own task', async () => {
  const user = userEvent.setup();
  tasks[0] = { ...tasks[0], status: 'completed' };
  await renderBoard();
  await moveByKeyboard(user, 'Позвонить родителям Миши', 2);
  await waitFor(() => expect(server.calls('POST', '/task/status_update')).toHaveLength(1));
  expect(server.calls('POST', '/task/status_update')[0].body).toMatchObject({ id_task: 1, status: 'closed' });
});

test('a denial asks the reason (more than 5 characters), saves it as a comment, then sets the status', async () => {
  const user = userEvent.setup();
  await renderBoard();
  await moveByKeyboard(user, 'Проверить журнал', 2);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Причина отказа: Проверить журнал');
  const reason = within(dialog).getByLabelText(/Не менее 6 символов/);
  const confirm = within(dialog).getByRole('button', { name: 'Отказать' });
  expect(confirm).toBeDisabled();
  await user.type(reason, '  Нет ');
  expect(confirm).toBeDisabled();
  await user.type(reason, 'вр');
  // 'Нет вр' trimmed is 6 characters.
  expect(confirm).toBeEnabled();
  expect(writes()).toEqual([]);
  await user.click(confirm);

  await waitFor(() => expect(server.calls('POST', '/task/status_update')).toHaveLength(1));
  expect(writes().map((request) => [request.path, request.body])).toEqual([
    ['/task/add_comment', { id_task: 2, comment: 'Причина отказа: Нет вр' }],
    ['/task/status_update', { id_task: 2, status: 'denied_execution' }],
  ]);
  expect(await screen.findByText('Статус обновлен')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(column('Отказано в выполнении')).getByText('Проверить журнал')).toBeInTheDocument(),
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('cancelling the denial dialog changes nothing', async () => {
  const user = userEvent.setup();
  await renderBoard();
  await moveByKeyboard(user, 'Проверить журнал', 2);
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes()).toEqual([]);
  expect(within(column('В работе')).getByText('Проверить журнал')).toBeInTheDocument();
});

test("the server's refusal (409) is shown and the board reloads", async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/status_update', () =>
    errorReply(409, 'Задача изменена другим пользователем. Обновите страницу'),
  );
  await renderBoard();
  const reads = server.calls('GET', '/tasks/get').length;
  await moveByKeyboard(user, 'Позвонить родителям Миши', 1);
  expect(
    await screen.findByText('Задача изменена другим пользователем. Обновите страницу'),
  ).toBeInTheDocument();
  await waitFor(() => expect(server.calls('GET', '/tasks/get').length).toBeGreaterThan(reads));
  expect(screen.queryByText('Статус обновлен')).not.toBeInTheDocument();
  expect(within(column('Новые')).getByText('Позвонить родителям Миши')).toBeInTheDocument();
});

test('a failed load shows the error with a retry', async () => {
  const user = userEvent.setup();
  server.on('GET', '/tasks/get', () => errorReply(500, 'Сбой базы'));
  renderWithProviders(<TasksPage />, { session: taskSession });
  expect(await screen.findByText('Не удалось загрузить задачи')).toBeInTheDocument();
  server.on('GET', '/tasks/get', () => ({ body: tasks }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Позвонить родителям Миши')).toBeInTheDocument();
});

test("'Создать задачу' opens the create form for a holder of tasks.add, and is absent without it", async () => {
  const user = userEvent.setup();
  const { unmount } = await renderBoard();
  await user.click(screen.getByRole('button', { name: 'Создать задачу' }));
  expect(await screen.findByRole('dialog', { name: 'Новая задача' })).toBeInTheDocument();
  unmount();

  renderWithProviders(<TasksPage />, { session: { ...taskSession, permissions: ['tasks.view'] } });
  await screen.findByText('Позвонить родителям Миши');
  expect(screen.queryByRole('button', { name: 'Создать задачу' })).not.toBeInTheDocument();
});

test("a task named in the address (the bell's link) opens in the popup", async () => {
  server.on('GET', '/task/get', (request) => {
    const task = tasks.find((each) => String(each.id_task) === request.query.get('id_task'));
    return task
      ? { body: detailOf(task) }
      : { status: 404, body: { statusCode: 404, message: 'Неверные данные' } };
  });
  renderWithProviders(<TasksPage />, { session: taskSession, route: '/tasks?task=3' });
  const dialog = await screen.findByRole('dialog', { name: 'Задача №3' });
  await waitFor(() => expect(server.calls('GET', '/task/get')[0]?.query.get('id_task')).toBe('3'));
  expect(await within(dialog).findByDisplayValue('Обращение родителя')).toBeInTheDocument();
});
