import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  useAuthStore,
  useEntitiesTypes,
  useLeadCounters,
  useLeadsPage,
  type Lead,
  type LeadsPageQuery,
} from 'shared-api';
import { TestWrapper, toaster, Toaster } from 'shared-ui';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadsBoard } from '../LeadsBoard';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useEntitiesTypes: jest.fn(),
  useLeadsPage: jest.fn(),
  useLeadCounters: jest.fn(),
  revalidateLeads: jest.fn(() => Promise.resolve()),
}));
// The lead dialog has its own tests; here it only has to open with the card's lead.
jest.mock('../../lead/LeadDialog', () => ({
  LeadDialog: ({ open, lead }: { open: boolean; lead: Lead | null }) =>
    open ? <div role="dialog" aria-label={`Лид ${lead?.name}`} /> : null,
}));

const at = (hoursFromNow: number) =>
  DateTime.now().plus({ hours: hoursFromNow }).toFormat('yyyy-MM-dd HH:mm:ss');

const columnLeads: Record<string, Lead[]> = {
  new: [makeLead({ id_lead: 1, name: 'Новая Заявка', status: 'new', date_due: at(5) })],
  in_work: [
    makeLead({
      id_lead: 2,
      name: 'Просроченный Лид',
      date_due: at(-1),
      duplicate: true,
      comment: [
        {
          id_comment: 1,
          date: '2026-11-19T10:00:00Z',
          comment: 'старый',
          creator: 7,
          creator_name: 'Петрова И.',
        },
        {
          id_comment: 2,
          date: '2026-11-20T10:00:00Z',
          comment: 'Перезвонить вечером',
          creator: 8,
          creator_name: 'Соколов А.',
        },
      ],
    }),
    makeLead({ id_lead: 3, name: 'Скорый Срок', date_due: at(1) }),
  ],
  done: [],
  rejected: [],
  disqualified: [],
};

const pages = (status: string) => (status === 'in_work' ? 3 : 1);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  act(() => useAuthStore.getState().signIn(signedInManager));
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: entities });
  (useLeadCounters as jest.Mock).mockReturnValue({ data: { in_work_today: 4, in_work_total: 12 } });
  (useLeadsPage as jest.Mock).mockImplementation((query: LeadsPageQuery) => ({
    data: {
      leads: columnLeads[query.status],
      total: columnLeads[query.status].length + (pages(query.status) - 1) * 15,
      page: query.page,
      pages: pages(query.status),
      page_size: 15,
    },
    isLoading: false,
  }));
});
afterEach(() => act(() => toaster.remove()));

/** The Toaster only where a test asserts a toast: its store subscription updates outside act(). */
function renderBoard({ toasts = false } = {}) {
  return render(
    <>
      <LeadsBoard />
      {toasts && <Toaster />}
    </>,
    { wrapper: TestWrapper },
  );
}

/** The query of the latest request of one column. */
function lastQuery(status: string): LeadsPageQuery {
  const calls = (useLeadsPage as jest.Mock).mock.calls.filter(([query]) => query.status === status);
  return calls[calls.length - 1][0];
}

test("five columns with the spec's titles, each asking the server for its own page", () => {
  renderBoard();
  const board = screen.getByRole('region', { name: 'Доска лидов' });
  expect(
    within(board)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Новые', 'В работе', 'Обработанные', 'Обработанные - отказ', 'Некачественные']);
  expect(lastQuery('done')).toEqual({
    status: 'done',
    page: 1,
    sort: 'date_created',
    order: 'desc',
    manager: '0',
  });
  expect(screen.getByTestId('lead-counters')).toHaveTextContent('Мои лиды в работе: на сегодня 4, всего 12');
});

test('cards show the lead, its last comment with the author, the duplicate marker and the deadline class', () => {
  renderBoard();
  const column = screen.getByRole('region', { name: 'В работе' });
  const expired = within(column).getByText('Просроченный Лид').closest('.lead-card') as HTMLElement;
  expect(expired).toHaveClass('deadline-expired');
  expect(expired).toHaveTextContent('Срок истёк');
  expect(expired).toHaveTextContent('Перезвонить вечером — Соколов А.');
  expect(expired).not.toHaveTextContent('старый');
  expect(within(expired).getByText('Дубликат')).toBeInTheDocument();
  expect(expired).toHaveTextContent('375291234567');
  expect(expired).toHaveTextContent('anna@example.by');
  expect(expired).toHaveTextContent('Петрова И.');
  expect(expired).toHaveTextContent(/Создан: \d\d\.11\.2026/);

  const soon = within(column).getByText('Скорый Срок').closest('.lead-card') as HTMLElement;
  expect(soon).toHaveClass('deadline-approaching');
  expect(soon).toHaveTextContent('До срока меньше 2 часов');
  const later = screen.getByText('Новая Заявка').closest('.lead-card') as HTMLElement;
  expect(later).toHaveClass('deadline-new');
  expect(later).toHaveTextContent('Срок не наступил');
});

test('each column pages on its own: first, previous, next, last and the page select', async () => {
  const user = userEvent.setup();
  renderBoard();
  const pager = screen.getByRole('group', { name: 'Страница: В работе' });
  expect(within(pager).getByRole('button', { name: 'Первая страница (В работе)' })).toBeDisabled();
  expect(within(pager).getByRole('button', { name: 'Предыдущая страница (В работе)' })).toBeDisabled();
  expect(pager).toHaveTextContent('из 3');

  await user.click(within(pager).getByRole('button', { name: 'Следующая страница (В работе)' }));
  expect(lastQuery('in_work').page).toBe(2);
  await user.click(within(pager).getByRole('button', { name: 'Последняя страница (В работе)' }));
  expect(lastQuery('in_work').page).toBe(3);
  expect(within(pager).getByRole('button', { name: 'Следующая страница (В работе)' })).toBeDisabled();
  await user.selectOptions(within(pager).getByRole('combobox', { name: 'Страница (В работе)' }), '2');
  expect(lastQuery('in_work').page).toBe(2);
  await user.click(within(pager).getByRole('button', { name: 'Первая страница (В работе)' }));
  expect(lastQuery('in_work').page).toBe(1);
  // The other columns stay where they were.
  expect(lastQuery('new').page).toBe(1);
  expect(screen.getByRole('button', { name: 'Следующая страница (Новые)' })).toBeDisabled();
});

test('sorting by date_due or date_created, and the ascending/descending toggle', async () => {
  const user = userEvent.setup();
  renderBoard();
  await user.selectOptions(screen.getByLabelText('Сортировка'), 'date_due');
  expect(lastQuery('new')).toMatchObject({ sort: 'date_due', order: 'desc' });
  await user.click(screen.getByRole('button', { name: 'По убыванию' }));
  expect(lastQuery('new')).toMatchObject({ sort: 'date_due', order: 'asc' });
  expect(screen.getByRole('button', { name: 'По возрастанию' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'По возрастанию' }));
  expect(lastQuery('rejected')).toMatchObject({ order: 'desc' });
});

test('the manager filter lists active users only and is saved per user with page and sort', async () => {
  const user = userEvent.setup();
  const { unmount } = renderBoard();
  const filter = screen.getByLabelText('Менеджер');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Все', 'Петрова И.', 'Соколов А.']);
  await user.selectOptions(filter, '8');
  expect(lastQuery('new').manager).toBe('8');
  await user.click(screen.getByRole('button', { name: 'Следующая страница (В работе)' }));
  await user.click(screen.getByRole('button', { name: 'По убыванию' }));
  unmount();

  expect(JSON.parse(localStorage.getItem('crmBoard:7') as string)).toMatchObject({
    filter: '8',
    sort: 'asc',
  });
  (useLeadsPage as jest.Mock).mockClear();
  renderBoard();
  expect(screen.getByLabelText('Менеджер')).toHaveValue('8');
  expect(lastQuery('in_work')).toMatchObject({ manager: '8', order: 'asc', page: 1 });

  // Another user has their own saved settings.
  unmount();
  act(() => useAuthStore.getState().signIn({ ...signedInManager, user: { ...signedInManager.user, id: 8 } }));
  (useLeadsPage as jest.Mock).mockClear();
  renderBoard();
  expect(lastQuery('new')).toMatchObject({ manager: '0', order: 'desc' });
});

test("a saved page is restored, and \"Все\" (manager '0') shows every manager's leads", () => {
  localStorage.setItem(
    'crmBoard:7',
    JSON.stringify({ filter: '0', sort: 'desc', sort_by_due: true, pages: { in_work: 3 } }),
  );
  renderBoard();
  expect(lastQuery('in_work')).toEqual({
    status: 'in_work',
    page: 3,
    sort: 'date_due',
    order: 'desc',
    manager: '0',
  });
  expect(screen.getByLabelText('Менеджер')).toHaveValue('0');
});

test('dragging a card to another column is refused with "Запрещенное действие" and nothing changes', async () => {
  const user = userEvent.setup();
  renderBoard({ toasts: true });
  const card = screen.getByText('Просроченный Лид').closest('.lead-card') as HTMLElement;
  card.focus();
  await user.keyboard(' ');
  await user.keyboard(' ');
  expect(await screen.findByText('Запрещенное действие')).toBeInTheDocument();
  // Still in its column, and no request other than the page reads.
  expect(
    within(screen.getByRole('region', { name: 'В работе' })).getByText('Просроченный Лид'),
  ).toBeInTheDocument();
});

test('dropping a card back on its own column says nothing', async () => {
  const user = userEvent.setup();
  renderBoard({ toasts: true });
  const card = screen.getByText('Новая Заявка').closest('.lead-card') as HTMLElement;
  card.focus();
  await user.keyboard(' ');
  await user.keyboard(' ');
  expect(screen.queryByText('Запрещенное действие')).not.toBeInTheDocument();
});

test('double click or Enter on a card opens the lead dialog', async () => {
  const user = userEvent.setup();
  renderBoard();
  await user.dblClick(screen.getByText('Скорый Срок'));
  expect(screen.getByRole('dialog', { name: 'Лид Скорый Срок' })).toBeInTheDocument();
});

test('Enter on a focused card opens the lead dialog', () => {
  renderBoard();
  const card = screen.getByText('Новая Заявка').closest('.lead-card') as HTMLElement;
  fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
  expect(screen.getByRole('dialog', { name: 'Лид Новая Заявка' })).toBeInTheDocument();
});
