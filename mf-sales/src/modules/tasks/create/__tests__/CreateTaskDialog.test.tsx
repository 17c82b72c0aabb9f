import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { CreateTaskDialog } from '../CreateTaskDialog';
import { defaultDueInput, toTaskDueDate } from '../taskDueDate';

const server = setupFakeServer();

// Only the clock's date is fixed (Friday 27 November 2026, 15:30 local time); timers run as usual.
const NOW = new Date(2026, 10, 27, 15, 30, 0);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  server.on('GET', '/users_role/get', () => ({
    body: {
      methodist: [{ id: 4, name: 'Орлова Ирина' }],
      administrator: [{ id: 2, name: 'Смирнов Павел' }],
      teacher: [],
      sales: [{ id: 7, name: 'Петрова И.' }],
    },
  }));
});
afterEach(() => jest.useRealTimers());

const task = (overrides: Record<string, unknown> = {}) => ({
  id_task: 31,
  title: 'Позвонить родителям',
  description: '',
  status: 'new',
  date_created: '2026-11-27T12:30:00.000Z',
  date_due: '2026-11-29 00:00:00',
  overdue: false,
  author_id: 7,
  author: 'Петрова И.',
  executor_id: 4,
  executor: 'Орлова Ирина',
  type: 'methodist',
  source: 'staff',
  contact_id: null,
  contact_name: null,
  id_attachments: [],
  version: 1,
  ...overrides,
});

function renderDialog(props: Partial<Parameters<typeof CreateTaskDialog>[0]> = {}) {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderWithProviders(<CreateTaskDialog open onClose={onClose} onCreated={onCreated} {...props} />, {
    permissions: ['tasks.view', 'tasks.add'],
    toasts: true,
  });
  return { onClose, onCreated };
}

const dialog = () => screen.findByRole('dialog', { name: 'Новая задача' });
const adds = () => server.calls('POST', '/task/add');

async function chooseMethodist(user: ReturnType<typeof userEvent.setup>) {
  const form = await dialog();
  await user.selectOptions(within(form).getByLabelText('Группа исполнителей'), 'Методист');
  await within(form).findByRole('option', { name: 'Орлова Ирина' });
  await user.selectOptions(within(form).getByLabelText(/^Исполнитель/), 'Орлова Ирина');
  return form;
}

test('due date defaults: today 00:00, two days ahead for a methodist, set again by a new group', () => {
  expect(defaultDueInput('', NOW)).toBe('2026-11-27T00:00');
  expect(defaultDueInput('teacher', NOW)).toBe('2026-11-27T00:00');
  expect(defaultDueInput('methodist', NOW)).toBe('2026-11-29T00:00');
  // Across a month's end.
  expect(defaultDueInput('methodist', new Date(2026, 10, 30, 9, 0))).toBe('2026-12-02T00:00');
  expect(toTaskDueDate('2026-11-29T14:05')).toBe('2026-11-29 14:05:00');
  expect(toTaskDueDate('2026-11-29T14:05:30')).toBe('2026-11-29 14:05:30');
  expect(toTaskDueDate('')).toBeNull();
});

test('without an executor the form says so and sends nothing', async () => {
  const user = userEvent.setup();
  renderDialog();
  const form = await dialog();
  await user.type(within(form).getByLabelText(/^Заголовок/), 'Позвонить родителям');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  expect(await within(form).findByText('Пожалуйста, выберите исполнителя!')).toBeInTheDocument();
  expect(adds()).toEqual([]);
});

test('the due date follows the group: methodist two days ahead, another group today, sent as YYYY-MM-DD HH:mm:ss', async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/add', () => ({ body: task() }));
  const { onCreated, onClose } = renderDialog();
  const form = await dialog();
  const due = within(form).getByLabelText(/^Срок выполнения/);
  expect(due).toHaveValue('2026-11-27T00:00');
  await user.selectOptions(within(form).getByLabelText('Группа исполнителей'), 'Методист');
  expect(due).toHaveValue('2026-11-29T00:00');
  await user.selectOptions(within(form).getByLabelText('Группа исполнителей'), 'Отдел продаж');
  expect(due).toHaveValue('2026-11-27T00:00');
  await user.selectOptions(within(form).getByLabelText('Группа исполнителей'), 'Методист');
  await user.selectOptions(within(form).getByLabelText(/^Исполнитель/), 'Орлова Ирина');
  await user.type(within(form).getByLabelText(/^Заголовок/), 'Позвонить родителям');
  await user.type(within(form).getByLabelText('Описание'), 'Уточнить расписание');
  await user.type(within(form).getByLabelText('Комментарий'), 'Срочно');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(task()));
  expect(adds()).toHaveLength(1);
  expect(adds()[0].body).toEqual({
    title: 'Позвонить родителям',
    description: 'Уточнить расписание',
    type: 'methodist',
    executor: 4,
    date_due: '2026-11-29 00:00:00',
    new_comment: 'Срочно',
    id_attachments: [],
  });
  expect(adds()[0].headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(await screen.findByText('Задача добавлена')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

test('a file is uploaded as it is chosen, can be taken off, and the kept one is sent in id_attachments', async () => {
  const user = userEvent.setup();
  let next = 40;
  server.on('POST', '/image/upload', (request) => {
    next += 1;
    const { image } = request.body as { image: { name: string } };
    return {
      body: {
        id_attachment: next,
        attachment: { id: next, name: image.name, size: 5, content_type: 'text/plain; charset=utf-8' },
      },
    };
  });
  server.on('GET', '/remove/attachment', () => ({ body: 'ok' }));
  server.on('POST', '/task/add', () => ({
    body: task({ id_attachments: [{ id: 42, file_name: 'план.txt' }] }),
  }));
  renderDialog();
  const form = await chooseMethodist(user);
  await user.type(within(form).getByLabelText(/^Заголовок/), 'Позвонить родителям');
  const input = within(form).getByLabelText('Прикрепить файл', { selector: 'input' });
  await user.upload(input, new File(['старый'], 'черновик.txt', { type: 'text/plain' }));
  expect(await within(form).findByText('черновик.txt')).toBeInTheDocument();
  expect(await screen.findByText('Файл успешно загружен')).toBeInTheDocument();
  expect(server.calls('POST', '/image/upload')[0].body).toEqual({
    image: { name: 'черновик.txt', type: 'text/plain', text: 'старый' },
  });
  await user.upload(input, new File(['план'], 'план.txt', { type: 'text/plain' }));
  expect(await within(form).findByText('план.txt')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Удалить черновик.txt' }));
  await waitFor(() => expect(within(form).queryByText('черновик.txt')).not.toBeInTheDocument());
  expect(server.calls('GET', '/remove/attachment').map((call) => call.query.get('id'))).toEqual(['41']);
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(adds()).toHaveLength(1));
  expect((adds()[0].body as { id_attachments: number[] }).id_attachments).toEqual([42]);
});

test("the server's refusal shows in the form; sending the same form again is a retry with the same key", async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/add', () => errorReply(409, 'Исполнитель отключен'));
  const { onCreated } = renderDialog();
  const form = await chooseMethodist(user);
  await user.type(within(form).getByLabelText(/^Заголовок/), 'Позвонить родителям');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  expect(await within(form).findByText('Исполнитель отключен')).toBeInTheDocument();
  expect(onCreated).not.toHaveBeenCalled();
  server.on('POST', '/task/add', () => ({ body: task() }));
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(adds()).toHaveLength(2);
  expect(adds()[1].headers['idempotency-key']).toBe(adds()[0].headers['idempotency-key']);
});

test('a task about a contact has its title prefilled and sends contact_id', async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/add', () => ({ body: task({ contact_id: 5, contact_name: 'Анна Ковалёва' }) }));
  renderDialog({ contact: { id: 5, name: 'Анна Ковалёва' } });
  const form = await chooseMethodist(user);
  expect(within(form).getByLabelText(/^Заголовок/)).toHaveValue('Контакт: Анна Ковалёва');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  await waitFor(() => expect(adds()).toHaveLength(1));
  expect(adds()[0].body).toMatchObject({ title: 'Контакт: Анна Ковалёва', contact_id: 5, executor: 4 });
});

test('files uploaded to a form closed without saving are removed again', async () => {
  const user = userEvent.setup();
  server.on('POST', '/image/upload', () => ({
    body: {
      id_attachment: 55,
      attachment: { id: 55, name: 'скан.txt', size: 4, content_type: 'text/plain; charset=utf-8' },
    },
  }));
  server.on('GET', '/remove/attachment', () => ({ body: 'ok' }));
  const onClose = jest.fn();
  const { rerender } = renderWithProviders(<CreateTaskDialog open onClose={onClose} />, {
    permissions: ['tasks.view', 'tasks.add'],
  });
  const form = await dialog();
  await user.upload(
    within(form).getByLabelText('Прикрепить файл', { selector: 'input' }),
    new File(['скан'], 'скан.txt', { type: 'text/plain' }),
  );
  expect(await within(form).findByText('скан.txt')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Отмена' }));
  expect(onClose).toHaveBeenCalled();
  rerender(<CreateTaskDialog open={false} onClose={onClose} />);
  await waitFor(() =>
    expect(server.calls('GET', '/remove/attachment').map((call) => call.query.get('id'))).toEqual(['55']),
  );
});

test("a field's refusal from the server shows under that field", async () => {
  const user = userEvent.setup();
  server.on('POST', '/task/add', () =>
    errorReply(422, 'Проверьте поля', { executor: 'Исполнитель не из выбранной группы' }),
  );
  renderDialog();
  const form = await chooseMethodist(user);
  await user.type(within(form).getByLabelText(/^Заголовок/), 'Позвонить родителям');
  await user.click(within(form).getByRole('button', { name: 'Создать' }));
  expect(await within(form).findByText('Исполнитель не из выбранной группы')).toBeInTheDocument();
  expect(within(form).queryByText('Проверьте поля')).not.toBeInTheDocument();
});
