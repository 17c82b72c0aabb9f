import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lesson } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer, TEST_USER } from '@school/tools/testing';
import { LessonsPage } from '../LessonsPage';

// The lessons page over the real client and hooks, GET /lesson and the saves faked at the HTTP boundary.

const server = setupFakeServer();

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on blur after a click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const unrecorded: Lesson = {
  date: '2026-03-16',
  lesson_id: null,
  version: null,
  id_appointment: 41,
  id_group: 7,
  name_group: 'Робо-7',
  group: {
    id: 7,
    short_name: 'Робо-7',
    location_id: 3,
    location: 'Минск',
    last_topic: 'Моторы и оси',
    last_home_work: 'Доделать проект',
  },
  teacher: 'Учитель Т.',
  substitute: false,
  students: [
    {
      id: 101,
      name: 'Аннина Анна',
      isPresence: false,
      description: '',
      review: '',
      adaptation: true,
      from: null,
      to: null,
      id_temporary_arrangement: null,
      makeup: false,
    },
    {
      id: 102,
      name: 'Гостев Гость',
      isPresence: false,
      description: '',
      review: '',
      adaptation: false,
      from: null,
      to: null,
      id_temporary_arrangement: 9,
      makeup: true,
    },
  ],
  completed: false,
  topic: '',
  message: '',
  home_work: '',
  default_topic: '',
  subject: 'Робототехника',
  time: '15:00',
  duration: 90,
  timing: true,
  zoom: null,
  id_attachments: [],
  attachments: [],
  id_temporary_arrangement: [9],
  temporary_arrangement: true,
};
const recorded: Lesson = {
  ...unrecorded,
  id_appointment: 42,
  lesson_id: 5,
  version: 2,
  date: '2026-03-17',
  name_group: 'Шахматы-2',
  time: '16:30',
  completed: true,
  topic: 'Вилка',
  zoom: 'https://zoom.example/chess',
};

let lessons: Lesson[];

beforeEach(() => {
  lessons = [unrecorded, recorded];
  server.on('GET', '/lesson', () => ({ body: lessons }));
  server.on('POST', '/lesson/add', ({ body }) => {
    const sent = body as { topic: string };
    const saved: Lesson = { ...unrecorded, lesson_id: 6, version: 1, completed: true, topic: sent.topic };
    lessons = [saved, recorded];
    return { body: saved };
  });
});

const renderPage = () =>
  renderWithProviders(<LessonsPage today="2026-03-14" />, { permissions: ['lesson.view'], toasts: true });
const dialog = () => screen.getByRole('dialog');

test("a weekend opens the next Monday's week; lessons per date with the done tick and their buttons", async () => {
  renderPage();
  const monday = await screen.findByRole('list', { name: 'Понедельник, 16.03.2026' });
  expect(server.calls('GET', '/lesson')[0].query.get('date')).toBe('2026-03-16');
  expect(server.calls('GET', '/lesson')[0].query.get('days')).toBe('6');
  expect(within(monday).getByText('Робо-7')).toBeInTheDocument();
  expect(within(monday).getByText('15:00')).toBeInTheDocument();
  expect(within(monday).getByText('Робототехника')).toBeInTheDocument();
  expect(within(monday).getByRole('img', { name: 'Урок не отмечен' })).toBeInTheDocument();
  expect(within(monday).getByRole('button', { name: /^Отметить/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Вторник, 17\.03\.2026/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Вторник, 17\.03\.2026/ }));
  const tuesday = await screen.findByRole('list', { name: 'Вторник, 17.03.2026' });
  expect(within(tuesday).getByRole('img', { name: 'Урок отмечен' })).toBeInTheDocument();
  expect(within(tuesday).getByRole('button', { name: /^Изменить/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
  await waitFor(() => expect(server.calls('GET', '/lesson').at(-1)?.query.get('date')).toBe('2026-03-23'));
});

test("an empty topic shows 'Введите тему занятия' on the field and returns to the information tab", async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Отметить/ }));
  expect(within(dialog()).getByText('Ссылка на видеовстречу отсутствует')).toBeInTheDocument();
  expect(within(dialog()).getByText('Тема: Моторы и оси')).toBeInTheDocument();
  await userEvent.click(within(dialog()).getByRole('tab', { name: 'Ученики' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog()).findByText('Введите тему занятия')).toBeInTheDocument();
  expect(within(dialog()).getByRole('tab', { name: 'Информация' })).toHaveAttribute('aria-selected', 'true');
  expect(server.calls('POST', '/lesson/add')).toHaveLength(0);
});

test("records the lesson: topic, presence, corrected name, times, note and review; 'Данные отправлены', reload", async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /^Отметить/ }));
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /Тема занятия/ }), 'Датчики света');
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Домашнее задание' }), 'Собрать модель');
  await userEvent.click(within(dialog()).getByRole('tab', { name: 'Ученики' }));
  expect(within(dialog()).getByText('отработка')).toBeInTheDocument();
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Присутствие: Аннина Анна' }));
  const name = within(dialog()).getByRole('textbox', { name: 'Имя: Аннина Анна' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Аннина Аня');
  await userEvent.type(
    within(dialog()).getByRole('textbox', { name: 'Заметка учителя: Аннина Анна' }),
    'Молодец',
  );
  // 24-hour times (learning.md section 9), chosen from the day's list.
  const from = within(dialog()).getByRole('combobox', { name: 'Пришёл: Аннина Анна' });
  expect(within(from).getByRole('option', { name: '15:10' })).toBeInTheDocument();
  await userEvent.selectOptions(from, '15:10');
  await userEvent.selectOptions(
    within(dialog()).getByRole('combobox', { name: 'Ушёл: Аннина Анна' }),
    '16:20',
  );
  await userEvent.click(within(dialog()).getByRole('tab', { name: 'Заметки' }));
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Заметка о группе' }), 'Хорошо');
  await userEvent.click(within(dialog()).getByRole('tab', { name: 'Отзыв' }));
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Отзыв: Аннина Анна' }), 'Отлично');
  const loads = server.calls('GET', '/lesson').length;
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Данные отправлены')).toBeInTheDocument();
  const [add] = server.calls('POST', '/lesson/add');
  expect(add.body).toMatchObject({
    id_appointment: 41,
    date: '2026-03-16',
    group: 7,
    lesson_id: null,
    topic: 'Датчики света',
    home_work: 'Собрать модель',
    message: 'Хорошо',
    subject: 'Робототехника',
    students: [
      {
        id: 101,
        name: 'Аннина Аня',
        isPresence: true,
        description: 'Молодец',
        review: 'Отлично',
        from: '15:10',
        to: '16:20',
      },
      { id: 102, isPresence: false, from: null, to: null },
    ],
    id_attachments: [],
  });
  expect(add.headers['idempotency-key']).toBeTruthy();
  expect(server.calls('GET', '/lesson')).toHaveLength(loads);
  await waitFor(() => expect(server.calls('GET', '/lesson').length).toBeGreaterThan(loads), {
    timeout: 3000,
  });
});

test("changes a recorded lesson with its version; a failure shows the server's message in an alert", async () => {
  server.on('POST', '/lesson/update', () =>
    errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: /Вторник, 17\.03\.2026/ }));
  await userEvent.click(await screen.findByRole('button', { name: /^Изменить/ }));
  expect(within(dialog()).getByRole('textbox', { name: /Тема занятия/ })).toHaveValue('Вилка');
  expect(within(dialog()).getByRole('link', { name: 'https://zoom.example/chess' })).toBeInTheDocument();
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
    'Запись изменена другим пользователем. Обновите данные.',
  );
  expect(server.calls('POST', '/lesson/update')[0].body).toMatchObject({
    lesson_id: 5,
    version: 2,
    topic: 'Вилка',
  });
  await userEvent.click(within(dialog()).getAllByRole('button', { name: 'Закрыть' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed load shows the error state with a retry', async () => {
  server.on('GET', '/lesson', () => errorReply(500, 'Сбой'));
  renderPage();
  expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});

test('a teacher has no branch choice; a methodist chooses a branch of their lessons', async () => {
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
    },
  }));
  const view = renderWithProviders(<LessonsPage today="2026-03-16" />, {
    session: { user: TEST_USER, permissions: ['lesson.view'], access: ['teacher'] },
  });
  await screen.findByRole('list', { name: 'Понедельник, 16.03.2026' });
  expect(screen.queryByRole('combobox', { name: 'Филиал' })).not.toBeInTheDocument();
  view.unmount();

  renderWithProviders(<LessonsPage today="2026-03-16" />, {
    session: { user: TEST_USER, permissions: ['lesson.view'], access: ['methodist'] },
  });
  const branch = await screen.findByRole('combobox', { name: 'Филиал' });
  await screen.findByRole('option', { name: 'Барановичи' });
  expect(server.calls('GET', '/lesson').at(-1)?.query.get('location_id')).toBeNull();
  await userEvent.selectOptions(branch, '24');
  await waitFor(() => expect(server.calls('GET', '/lesson').at(-1)?.query.get('location_id')).toBe('24'));
});
