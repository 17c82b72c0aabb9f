import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task, TaskDetail } from '@school/shared-api/sales';
import { errorReply, renderWithProviders, setupFakeServer, type FakeFile } from '@school/tools/testing';
import { TasksPage } from '../TasksPage';
import { detailOf, makeTask, taskSession, usersRole } from './taskFixtures';

// The task popup over the real client, with the task calls faked at the HTTP boundary: opened by double click
// or Enter, its fields, the status select (disabled when closed), saving with the version, the executor
// change's warning, attachments and the history.

const server = setupFakeServer();

// jsdom has no PointerEvent, which Chakra's dialog dispatches on click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const history: TaskDetail['history'] = [
  {
    id: 1,
    type: 'created',
    date: '2026-11-20T09:00:00.000Z',
    creator: 'Петрова И.',
    info: null,
    old: null,
    new: null,
  },
  {
    id: 2,
    type: 'comment',
    date: '2026-11-21T10:15:00.000Z',
    creator: 'Орлова Ирина',
    info: 'Позвонила, ждём ответа',
    old: null,
    new: null,
  },
  {
    id: 3,
    type: 'status',
    date: '2026-11-22T11:00:00.000Z',
    creator: 'Орлова Ирина',
    info: null,
    old: 'new',
    new: 'in_work',
  },
  {
    id: 4,
    type: 'deadline',
    date: '2026-11-23T12:00:00.000Z',
    creator: 'Петрова И.',
    info: null,
    old: '2026-11-24 00:00:00',
    new: '2026-11-26 18:00:00',
  },
  {
    id: 5,
    type: 'executor',
    date: '2026-11-24T08:00:00.000Z',
    creator: 'Петрова И.',
    info: null,
    old: 'Белов Олег',
    new: 'Орлова Ирина',
  },
];

let tasks: Task[];
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  tasks = [
    makeTask({
      id_task: 1,
      status: 'in_work',
      version: 3,
      date_due: '2026-11-26 18:00:00',
      id_attachments: [{ id: 31, file_name: 'Расписание.pdf' }],
    }),
    makeTask({ id_task: 4, title: 'Старая задача', status: 'closed', author_id: 2, author: 'Смирнов Павел' }),
  ];
  server.on('GET', '/tasks/get', () => ({ body: tasks }));
  server.on('GET', '/users_role/get', () => ({ body: usersRole }));
  server.on('GET', '/task/get', (request) => {
    const task = tasks.find((item) => String(item.id_task) === request.query.get('id_task'));
    return task
      ? { body: detailOf(task, task.id_task === 1 ? history : []) }
      : errorReply(404, 'Неверные данные');
  });
  server.on('POST', '/task/update', (request) => {
    const body = request.body as { id_task: number };
    const task = tasks.find((item) => item.id_task === body.id_task) as Task;
    return { body: { ...task, version: task.version + 1 } };
  });
  server.on('POST', '/task/status_update', (request) => {
    const body = request.body as { id_task: number; status: Task['status'] };
    tasks = tasks.map((task) =>
      task.id_task === body.id_task ? { ...task, status: body.status, version: task.version + 1 } : task,
    );
    return { body: tasks.find((task) => task.id_task === body.id_task) };
  });
});

async function openTask(title: string, { toasts = true } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<TasksPage />, { session: taskSession, toasts });
  await user.dblClick(await screen.findByText(title));
  const dialog = await screen.findByRole('dialog', { name: /Задача №/ });
  return { user, dialog };
}

test('a double click opens the task with its fields, files and history in Russian, newest first', async () => {
  const { dialog } = await openTask('Позвонить родителям Миши');
  expect(dialog).toHaveAccessibleName('Задача №1');
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Позвонить родителям Миши'),
  );
  expect(server.calls('GET', '/task/get')[0].query.get('id_task')).toBe('1');
  expect(within(dialog).getByLabelText(/Описание/)).toHaveValue('Уточнить расписание');
  expect(within(dialog).getByLabelText(/Тип \(группа ролей\)/)).toHaveValue('methodist');
  await waitFor(() => expect(within(dialog).getByLabelText(/^Исполнитель/)).toHaveValue('4'));
  expect(within(dialog).getByLabelText(/Срок выполнения/)).toHaveValue('2026-11-26T18:00');
  const status = within(dialog).getByLabelText('Статус');
  expect(status).toHaveValue('in_work');
  expect(status).toBeEnabled();
  expect(within(dialog).getByText('Расписание.pdf')).toBeInTheDocument();

  const entries = within(within(dialog).getByRole('list', { name: 'История' })).getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual([
    expect.stringMatching(/24\.11\.2026 \d\d:\d\d · Петрова И\.Исполнитель: Белов Олег → Орлова Ирина$/),
    expect.stringMatching(/Петрова И\.Срок: 24\.11\.2026 00:00 → 26\.11\.2026 18:00$/),
    expect.stringMatching(/Орлова ИринаСтатус: Новые → В работе$/),
    expect.stringMatching(/Орлова ИринаКомментарий: Позвонила, ждём ответа$/),
    expect.stringMatching(/Петрова И\.Задача создана$/),
  ]);
});

test('Enter on a focused card opens its popup', async () => {
  renderWithProviders(<TasksPage />, { session: taskSession });
  const card = (await screen.findByText('Старая задача')).closest('.task-card') as HTMLElement;
  fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
  expect(await screen.findByRole('dialog', { name: 'Задача №4' })).toBeInTheDocument();
});

test("a closed task's status select is disabled", async () => {
  const { dialog } = await openTask('Старая задача');
  await waitFor(() => expect(within(dialog).getByLabelText('Статус')).toHaveValue('closed'));
  expect(within(dialog).getByLabelText('Статус')).toBeDisabled();
  expect(within(dialog).getByText('Задача закрыта: статус не меняется')).toBeInTheDocument();
  expect(within(dialog).getByText('Истории пока нет')).toBeInTheDocument();
});

test('saving sends the fields with the version shown: «Задача обновлена» and the popup closes', async () => {
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  const title = await within(dialog).findByLabelText(/Название/);
  await waitFor(() => expect(title).toHaveValue('Позвонить родителям Миши'));
  await user.clear(title);
  await user.type(title, 'Позвонить маме Миши');
  await user.type(within(dialog).getByLabelText(/Новый комментарий/), 'Перезвонить завтра');
  fireEvent.change(within(dialog).getByLabelText(/Срок выполнения/), {
    target: { value: '2026-11-28T12:30' },
  });
  expect(within(dialog).queryByText(/Исполнитель изменён/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

  expect(await screen.findByText('Задача обновлена')).toBeInTheDocument();
  expect(server.calls('POST', '/task/update')[0].body).toEqual({
    id_task: 1,
    title: 'Позвонить маме Миши',
    description: 'Уточнить расписание',
    type: 'methodist',
    executor: 4,
    date_due: '2026-11-28 12:30:00',
    new_comment: 'Перезвонить завтра',
    id_attachments: [31],
    status: 'in_work',
    version: 3,
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Задача №/ })).not.toBeInTheDocument());
});

test('a new executor is announced before saving and the task is sent back to «Новые»', async () => {
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  // The popup reads the task first: its form, with the saved executor, comes when /task/get has answered.
  const executor = await within(dialog).findByLabelText(/^Исполнитель/);
  await waitFor(() => expect(executor).toHaveValue('4'));
  await within(executor).findByRole('option', { name: 'Белов Олег' });
  await user.selectOptions(executor, '5');
  expect(
    within(dialog).getByText('Исполнитель изменён: после сохранения задача вернётся в статус «Новые»'),
  ).toBeInTheDocument();
  // Another role group keeps only its own executors.
  await user.selectOptions(within(dialog).getByLabelText(/Тип \(группа ролей\)/), 'administrator');
  expect(executor).toHaveValue('');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(within(dialog).getByText('Пожалуйста, выберите исполнителя!')).toBeInTheDocument();
  expect(server.calls('POST', '/task/update')).toEqual([]);
  await user.selectOptions(executor, '6');
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(server.calls('POST', '/task/update')).toHaveLength(1));
  expect(server.calls('POST', '/task/update')[0].body).toMatchObject({
    type: 'administrator',
    executor: 6,
    status: 'new',
    version: 3,
  });
});

test("a refused save shows the server's message and keeps the popup open", async () => {
  server.on('POST', '/task/update', () => errorReply(409, 'Задача изменена другим пользователем'));
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Позвонить родителям Миши'),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Задача изменена другим пользователем')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Задача №1' })).toBeInTheDocument();
});

test("the popup's status select changes the status at once and the popup shows it", async () => {
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  const status = await within(dialog).findByLabelText('Статус');
  await waitFor(() => expect(status).toHaveValue('in_work'));
  await user.selectOptions(status, 'completed');
  await waitFor(() => expect(server.calls('POST', '/task/status_update')).toHaveLength(1));
  expect(server.calls('POST', '/task/status_update')[0].body).toEqual({
    id_task: 1,
    status: 'completed',
    version: 3,
  });
  expect(await screen.findByText('Статус обновлен')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText('Статус')).toHaveValue('completed'));
});

test('a file is uploaded one at a time as `image`, said so, and saved with the task', async () => {
  server.on('POST', '/image/upload', () => ({
    body: {
      id_attachment: 40,
      attachment: { id: 40, name: 'Договор.pdf', size: 8, content_type: 'application/pdf' },
    },
  }));
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  await within(dialog).findByText('Расписание.pdf');
  await user.upload(
    within(dialog).getByLabelText('Прикрепить файл', { selector: 'input' }),
    new File(['%PDF-1.4'], 'Договор.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText('Файл успешно загружен')).toBeInTheDocument();
  expect((server.calls('POST', '/image/upload')[0].body as { image: FakeFile }).image.name).toBe(
    'Договор.pdf',
  );
  expect(within(dialog).getByText('Договор.pdf')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(server.calls('POST', '/task/update')).toHaveLength(1));
  expect(server.calls('POST', '/task/update')[0].body).toMatchObject({ id_attachments: [31, 40] });
});

test('an attachment downloads through /file/get', async () => {
  server.on('GET', '/file/get', () => ({
    raw: '%PDF-1.4',
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="x.pdf"' },
  }));
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  await user.click(await within(dialog).findByRole('button', { name: 'Скачать Расписание.pdf' }));
  await waitFor(() => expect(server.calls('GET', '/file/get')).toHaveLength(1));
  expect(server.calls('GET', '/file/get')[0].query.get('id')).toBe('31');
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(URL.createObjectURL).toHaveBeenCalled();
  click.mockRestore();
});

test("the popup's select to «Отказано в выполнении» asks the reason first, then comments and sets the status", async () => {
  server.on('POST', '/task/add_comment', () => ({ body: 'ok' }));
  const { user, dialog } = await openTask('Позвонить родителям Миши');
  const status = await within(dialog).findByLabelText('Статус');
  await waitFor(() => expect(status).toHaveValue('in_work'));
  await user.selectOptions(status, 'denied_execution');
  const denial = await screen.findByRole('alertdialog');
  expect(status).toHaveValue('in_work');
  await user.type(within(denial).getByLabelText(/Не менее 6 символов/), 'Не мой филиал');
  await user.click(within(denial).getByRole('button', { name: 'Отказать' }));
  await waitFor(() => expect(server.calls('POST', '/task/status_update')).toHaveLength(1));
  expect(
    server.requests.filter((request) => request.method === 'POST').map((request) => request.body),
  ).toEqual([
    { id_task: 1, comment: 'Причина отказа: Не мой филиал' },
    { id_task: 1, status: 'denied_execution' },
  ]);
  await waitFor(() => expect(within(dialog).getByLabelText('Статус')).toHaveValue('denied_execution'));
});
