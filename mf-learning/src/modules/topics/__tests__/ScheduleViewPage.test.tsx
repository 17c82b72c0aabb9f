import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type { ScheduleAnswer, Topic } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ScheduleViewPage } from '../ScheduleViewPage';

// The topics page over the real client and hooks, with /schedule, /topic_get, the topic changes and the
// reference lists faked at the HTTP boundary.

const server = setupFakeServer();

const week: ScheduleAnswer = {
  date_from: '2026-03-16',
  date_to: '2026-03-22',
  days: [
    {
      date: '2026-03-18',
      day_of_the_week: 2,
      lessons: [
        {
          id_appointment: 7,
          time: '16:00',
          teacher_id: 6,
          teacher: 'Петрова А. В.',
          group_id: 1,
          name_group: 'Робо-ср',
          subject: 'Робототехника',
          topic: 'Датчики света',
        },
      ],
    },
  ],
};

const topic: Topic = {
  id: 11,
  date: '2026-03-18',
  group_id: 1,
  name_group: 'Робо-ср',
  location_id: 3,
  user: 6,
  teacher: 'Петрова А. В.',
  short_name: 'Датчики света',
  subject: 'Робототехника',
  version: 2,
};

const VIEW: Permission[] = ['lesson.view'];
const ALL: Permission[] = ['lesson.view', 'topic.add', 'topic.modify', 'topic.remove'];

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 12, label: 'Гомель' },
      ],
      active_users: [
        { value: 6, label: 'Петрова А. В.' },
        { value: 7, label: 'Сидоров И. И.' },
      ],
      group: [
        { value: 1, label: 'Робо-ср' },
        { value: 2, label: 'Англ-пт' },
      ],
      subject: [
        { value: 1, label: 'Робототехника' },
        { value: 2, label: 'Английский язык' },
      ],
    },
  }));
  server.on('POST', '/schedule', () => ({ body: week }));
  server.on('GET', '/topic_get', () => ({ body: [topic] }));
});

const renderPage = (permissions: Permission[] = ALL) =>
  renderWithProviders(<ScheduleViewPage />, { permissions, toasts: true });

test('sends the filter and shows the week per day with teacher, group, subject and topic', async () => {
  renderPage(VIEW);
  const user = userEvent.setup({ delay: null });
  const filters = screen.getByRole('search');
  await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Филиал' })).toHaveValue('3'));
  expect(within(filters).getByRole('combobox', { name: 'Преподаватель' })).toHaveDisplayValue(
    'Все преподаватели',
  );
  // Nothing is asked for before the send: the page says what to do.
  expect(
    screen.getByText('Выберите преподавателя, филиал и неделю и нажмите «Показать».'),
  ).toBeInTheDocument();
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Филиал' }), 'Гомель');
  await user.click(screen.getByRole('button', { name: 'Следующая' }));
  await user.click(screen.getByRole('button', { name: 'Показать' }));
  const day = await screen.findByRole('region', { name: 'Среда, 18.03.2026' });
  expect(
    screen.queryByText('Выберите преподавателя, филиал и неделю и нажмите «Показать».'),
  ).not.toBeInTheDocument();
  const row = within(day).getByText('Робо-ср').closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('Петрова А. В.');
  expect(row).toHaveTextContent('Робототехника');
  expect(row).toHaveTextContent('Датчики света');
  expect(server.calls('POST', '/schedule')[0].body).toEqual({ week: 'next', location: 12, teacher: 'all' });

  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Преподаватель' }), 'Сидоров И. И.');
  await user.click(screen.getByRole('button', { name: 'Показать' }));
  await waitFor(() => expect(server.calls('POST', '/schedule')).toHaveLength(2));
  expect(server.calls('POST', '/schedule')[1].body).toEqual({ week: 'next', location: 12, teacher: 7 });
  // Without topic.modify there is no edit mode.
  expect(screen.queryByRole('button', { name: 'Добавить / изменить тему' })).not.toBeInTheDocument();
});

test('an empty week says so; a failed one shows the error panel with a retry', async () => {
  server.on('POST', '/schedule', () => ({ body: { ...week, days: [] } }));
  renderPage(VIEW);
  const user = userEvent.setup({ delay: null });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Филиал' })).toHaveValue('3'));
  await user.click(screen.getByRole('button', { name: 'Показать' }));
  expect(await screen.findByText('Занятий на этой неделе нет')).toBeInTheDocument();

  server.on('POST', '/schedule', () => errorReply(500, 'Сбой'));
  await user.click(screen.getByRole('button', { name: 'Показать' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ошибка получения данных');
  server.on('POST', '/schedule', () => ({ body: week }));
  await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('region', { name: 'Среда, 18.03.2026' })).toBeInTheDocument();
});

test('edit mode adds a topic, refusing one without a group or a text', async () => {
  server.on('POST', '/create_topic', () => ({ body: [topic] }));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Добавить / изменить тему' }));
  const form = screen.getByRole('form', { name: 'Новая тема занятия' });
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Робо-ср' })).toHaveLength(1));
  expect(await screen.findByText('Датчики света')).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Добавить' }));
  expect(within(form).getByRole('alert').textContent).toBe(
    "необходимо выбрать группу и заполнить поле 'тема': ",
  );
  expect(server.calls('POST', '/create_topic')).toHaveLength(0);

  await user.clear(within(form).getByLabelText('Дата'));
  await user.type(within(form).getByLabelText('Дата'), '2026-03-25');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Преподаватель' }), 'Петрова А. В.');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Группа' }), 'Робо-ср');
  await user.type(within(form).getByRole('textbox', { name: 'Тема' }), 'Шестерёнки');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Предмет' }), 'Робототехника');
  const lists = server.calls('GET', '/topic_get').length;
  await user.click(within(form).getByRole('button', { name: 'Добавить' }));
  expect(await screen.findByText('Тема занятия добавлена')).toBeInTheDocument();
  expect(server.calls('POST', '/create_topic')[0].body).toEqual({
    date: '2026-03-25',
    user: 6,
    group_id: 1,
    short_name: 'Шестерёнки',
    subject: 'Робототехника',
  });
  await waitFor(() => expect(server.calls('GET', '/topic_get').length).toBeGreaterThan(lists));
  expect(Object.fromEntries(server.calls('GET', '/topic_get')[0].query)).toEqual(
    expect.objectContaining({ location: '3' }),
  );

  await user.click(screen.getByRole('button', { name: 'Назад' }));
  expect(screen.getByRole('search')).toBeInTheDocument();
});

test('edit mode removes a topic after the confirmation', async () => {
  server.on('POST', '/topic_remove', () => ({ body: [] }));
  renderPage();
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Добавить / изменить тему' }));
  await user.click(await screen.findByText('Датчики света'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Вы уверены, что хотите удалить запись?');
  await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Тема удалена')).toBeInTheDocument();
  expect(server.calls('POST', '/topic_remove')[0].body).toEqual({ id: 11, version: 2 });
});

test('without topic.remove the table offers no removal', async () => {
  renderPage(['lesson.view', 'topic.add', 'topic.modify']);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Добавить / изменить тему' }));
  await user.click(await screen.findByText('Датчики света'));
  expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
});
