import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import type {
  JournalLesson,
  PersonalArea,
  PersonalBalanceChild,
  SupportRequest,
} from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { addDays, localDate } from '../../lessons/lessonDates';
import { JournalPage } from '../JournalPage';
import { weekOf } from '../week';

// The personal area over the real client and hooks with the family's calls faked at the HTTP boundary: the
// diary of the week per child (substitutions struck through, safe links, files), the week picker, the
// no-children and failure texts, the balance only with its permission, the support history in the spec's
// order with its popup and the close of a completed request, and the online links.

const server = setupFakeServer();
const PARENT: Permission[] = ['personal_area.view', 'personal_balance.view'];
const CHILD: Permission[] = ['personal_area.view'];
const monday = weekOf(localDate(new Date()));

const lesson = (extra: Partial<JournalLesson> = {}): JournalLesson => ({
  lesson_id: 11,
  appointment_id: 21,
  group_id: 1,
  name_group: 'МН-3D-1',
  title: 'Робототехника',
  teacher: 'Иванова Мария',
  theme: 'Шестерёнки',
  home_work: 'Прочитать https://school.example/read. И javascript:alert(1)',
  home_work2: '',
  notes: 'Принести сменную обувь',
  review: 'Молодец',
  time_start: '10:00',
  time_end: '10:45',
  duration: '0:45',
  presence: true,
  substitute_teacher: null,
  substitute_subject: null,
  files: [{ id: 5, name: 'схема.pdf' }],
  ...extra,
});

const diary = (): PersonalArea => ({
  week_start: monday,
  week_end: addDays(monday, 6),
  children: [
    {
      contract_id: 1,
      name: 'Петров Миша',
      days: [
        { date: monday, day_week: 'понедельник', lessons: [lesson()] },
        {
          date: addDays(monday, 2),
          day_week: 'среда',
          lessons: [
            lesson({
              lesson_id: null,
              theme: '',
              review: '',
              notes: '',
              home_work: '',
              files: [],
              presence: null,
              substitute_teacher: 'Сидоров Пётр',
              substitute_subject: 'Шахматы',
            }),
          ],
        },
      ],
    },
    { contract_id: 2, name: 'Петрова Аня', days: [] },
  ],
});

const request = (id: number, status: SupportRequest['status'], date: string): SupportRequest => ({
  id_task: id,
  message: `Обращение ${id}`,
  status,
  date_created: date,
  executor_id: 7,
  manager: 'Смирнов Павел',
  version: 1,
});

const balance: PersonalBalanceChild[] = [
  {
    contract_id: 1,
    number: 'Д-101',
    name: 'Петров Миша',
    currency: 'GEL',
    lines: [
      {
        id: 1,
        contract_id: 1,
        type: 'debit',
        date: '2026-11-01',
        amount: '150.00',
        credit: '0.00',
        category: 'tuition',
      },
      {
        id: 2,
        contract_id: 1,
        type: 'credit',
        date: '2026-11-03',
        amount: '0.00',
        credit: '100.00',
        category: 'payment',
      },
    ],
    totals: { debit: '150.00', credit: '100.00', balance: '50.00' },
  },
];

beforeEach(() => {
  server.on('POST', '/personal/area', () => ({ body: diary() }));
  server.on('GET', '/personal/balance', () => ({ body: balance }));
  server.on('GET', '/support/get', () => ({
    body: [
      request(1, 'closed', '2026-11-20T10:00:00Z'),
      request(2, 'completed', '2026-11-01T10:00:00Z'),
      request(3, 'new', '2026-11-02T10:00:00Z'),
      request(4, 'completed', '2026-11-10T10:00:00Z'),
      request(5, 'in_work', '2026-11-05T10:00:00Z'),
    ],
  }));
  server.on('GET', '/zoom/check', () => ({
    body: [
      { group_id: 1, name_group: 'МН-3D-1', link: 'https://zoom.us/j/123' },
      { group_id: 2, name_group: 'МН-Англ', link: 'javascript:alert(1)' },
    ],
  }));
});

const renderPage = (permissions: Permission[] = PARENT) =>
  renderWithProviders(<JournalPage />, { permissions, toasts: true });

test('the diary of this week: a table per day, the first child chosen, substitutions struck through, safe links', async () => {
  renderPage();
  const monday1 = await screen.findByRole('region', { name: /понедельник/ });
  expect(server.calls('POST', '/personal/area')[0].body).toEqual({
    date: monday < '2019-01-01' ? '2019-01-01' : monday,
  });
  expect(screen.getByRole('radio', { name: 'Петров Миша' })).toBeChecked();
  const day = within(monday1);
  expect(day.getByText('Шестерёнки')).toBeInTheDocument();
  expect(day.getByText('Молодец')).toBeInTheDocument();
  const link = day.getByRole('link', { name: 'https://school.example/read' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(day.queryByRole('link', { name: /javascript/ })).toBeNull();
  expect(day.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  const wednesday = within(screen.getByRole('region', { name: /среда/ }));
  expect(wednesday.getByText('Иванова Мария').tagName).toBe('S');
  expect(wednesday.getByText('Робототехника').tagName).toBe('S');
  expect(wednesday.getByText('Сидоров Пётр')).toBeInTheDocument();
  expect(wednesday.getByText('Шахматы')).toBeInTheDocument();
});

test('another child, an empty week, a file download and its failure', async () => {
  const user = userEvent.setup();
  server.on('GET', '/personal/file', () => ({
    raw: 'pdf',
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  }));
  // jsdom has no object URLs and no navigation: without these the first download would fail too and
  // show the same toast.
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderPage();
  await screen.findByRole('region', { name: /понедельник/ });
  await user.click(screen.getByRole('button', { name: 'схема.pdf' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('схема.pdf');
  expect(server.calls('GET', '/personal/file')[0]?.query.get('id')).toBe('5');
  expect(screen.queryByText('при скачивании файла произошла ошибка')).toBeNull();
  server.on('GET', '/personal/file', () => errorReply(404, 'Неверные данные'));
  await user.click(screen.getByRole('button', { name: 'схема.pdf' }));
  expect(await screen.findByText('при скачивании файла произошла ошибка')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Петрова Аня' }));
  expect(screen.getByText('Нет данных для отображения.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /понедельник/ })).toBeNull();
  click.mockRestore();
});

test('the week picker steps a week and chooses a week from its calendar', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('region', { name: /понедельник/ });
  await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
  await waitFor(() => expect(server.calls('POST', '/personal/area')).toHaveLength(2));
  expect(server.calls('POST', '/personal/area')[1].body).toEqual({ date: addDays(monday, 7) });
  const opener = screen.getByRole('button', { name: /^Неделя:/ });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  await user.click(opener);
  const calendar = within(screen.getByRole('dialog', { name: 'Выбрать неделю' }));
  const days = calendar.getAllByRole('gridcell');
  expect(calendar.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Пн',
    'Вт',
    'Ср',
    'Чт',
    'Пт',
    'Сб',
    'Вс',
  ]);
  // The first cell of the calendar is a Monday: choosing its Wednesday asks for that Monday's week.
  await user.click(days[2]);
  await waitFor(() => expect(server.calls('POST', '/personal/area').length).toBeGreaterThanOrEqual(3));
  const last = server.calls('POST', '/personal/area').at(-1)?.body as { date: string };
  expect(last.date).toBe(weekOf(addDays(last.date, 2)));
  expect(screen.queryByRole('dialog', { name: 'Выбрать неделю' })).toBeNull();
});

test("an account without children reads 'У вас нет детей'; another failure 'Нет данных'", async () => {
  server.on('POST', '/personal/area', () => errorReply(404, 'User does`t have a children'));
  const first = renderPage(CHILD);
  expect(await screen.findByText('У вас нет детей')).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Баланс' })).toBeNull();
  first.unmount();
  server.on('POST', '/personal/area', () => errorReply(500, 'База недоступна'));
  renderPage(CHILD);
  expect(await screen.findByText('Нет данных')).toBeInTheDocument();
  expect(screen.queryByText('У вас нет детей')).toBeNull();
});

test('the balance: per child the lines by date and the totals in the branch currency', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Баланс' }));
  const child = within(await screen.findByRole('region', { name: 'Петров Миша' }));
  const rows = child.getAllByRole('row');
  expect(rows[1]).toHaveTextContent('01.11.2026');
  expect(rows[1]).toHaveTextContent('150,00 ₾');
  expect(rows[2]).toHaveTextContent('100,00 ₾');
  expect(child.getByText(/Баланс:/)).toHaveTextContent('50,00 ₾');
});

test('support: the history in the spec’s order, close of a completed request, a new request from the popup', async () => {
  const user = userEvent.setup();
  server.on('POST', '/support/close', ({ body }) => ({
    body: { ...request(4, 'closed', '2026-11-10T10:00:00Z'), ...(body as object) },
  }));
  server.on('POST', '/support', ({ body }) => ({
    body: { ...request(9, 'new', '2026-11-27T10:00:00Z'), message: (body as { message: string }).message },
  }));
  renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Техподдержка' }));
  expect(await screen.findByRole('heading', { name: 'История обращений' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('listitem');
  expect(cards.map((card) => within(card).getByText(/^Обращение \d$/).textContent)).toEqual([
    'Обращение 3',
    'Обращение 5',
    'Обращение 4',
    'Обращение 2',
    'Обращение 1',
  ]);
  expect(within(cards[0]).getByText('передано в работу')).toBeInTheDocument();
  expect(within(cards[1]).getByText('обрабатывается')).toBeInTheDocument();
  expect(within(cards[2]).getByText('обработано')).toBeInTheDocument();
  expect(within(cards[4]).getByText('закрыто')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Менеджер: Смирнов Павел')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'закрыть' })).toHaveLength(2);
  await user.click(within(cards[2]).getByRole('button', { name: 'закрыть' }));
  await waitFor(() => expect(server.calls('POST', '/support/close')).toHaveLength(1));
  expect(server.calls('POST', '/support/close')[0].body).toEqual({ id_task: 4, version: 1 });
  expect(await screen.findByText('Обращение закрыто')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Новое обращение' }));
  const popup = within(await screen.findByRole('form', { name: 'Новое обращение' }));
  const send = popup.getByRole('button', { name: 'Отправить' });
  expect(send).toBeDisabled();
  await user.type(popup.getByRole('textbox'), '   ');
  expect(send).toBeDisabled();
  await user.type(popup.getByRole('textbox'), 'Не открывается Zoom');
  await user.click(send);
  await waitFor(() => expect(server.calls('POST', '/support')).toHaveLength(1));
  expect(server.calls('POST', '/support')[0].body).toEqual({ message: 'Не открывается Zoom' });
  expect(server.calls('POST', '/support')[0].headers['idempotency-key']).toBeTruthy();
  expect(await screen.findByText('Обращение отправлено менеджеру техподдержки')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Новое обращение' })).toBeNull();
});

test('online: each group’s link in a new tab, only web addresses as links; the empty and failed states', async () => {
  const user = userEvent.setup();
  const first = renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Онлайн' }));
  const link = await screen.findByRole('link', { name: 'https://zoom.us/j/123' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('javascript:alert(1)').tagName).not.toBe('A');
  first.unmount();
  server.on('GET', '/zoom/check', () => ({ body: [] }));
  const second = renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Онлайн' }));
  expect(await screen.findByText('Нет доступных ссылок на Zoom')).toBeInTheDocument();
  second.unmount();
  server.on('GET', '/zoom/check', () => errorReply(500, 'Ошибка'));
  renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Онлайн' }));
  expect(await screen.findByText('Ошибка при получении данных Zoom')).toBeInTheDocument();
});
