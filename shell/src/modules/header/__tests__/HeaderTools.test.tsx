import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Contact, ContactSearchResponse, Lead, Permission } from 'shared-api';
import { renderWithProviders, setupFakeServer } from 'tools/testing';
import { HeaderTools } from '../HeaderTools';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const server = setupFakeServer();
const load = loadRemote as jest.Mock;

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const contact = {
  id_contact: 5,
  name: 'Анна',
  last_name: 'Ковалёва',
  phone: '375291234567',
  email: 'anna@example.by',
  city: 'Минск',
  date_created: '2026-11-01T08:00:00.000Z',
} as Contact;
const lead = (overrides: Partial<Lead>) =>
  ({
    id_lead: 11,
    id_contact: '0',
    name: 'Ковалёв Пётр',
    phone: '375447654321',
    email: '',
    city: 'Брест',
    status: 'new',
    manager_name: 'Петрова И.',
    date_created: '2026-11-20T09:15:00.000Z',
    comment: [],
    ...overrides,
  }) as Lead;
const answer: ContactSearchResponse = {
  contacts: [contact],
  leads: [lead({}), lead({ id_lead: 12, id_contact: '5', name: 'Анна Ковалёва', status: 'in_work' })],
};

// Stand-ins for the exposed dialogs. The shell keeps a loaded dialog for the page's life, so every test
// that loads one uses the same stand-in.
const FakeLeadDialog = ({ open, lead: shown }: { open: boolean; lead?: Lead }) =>
  open ? <div role="dialog" aria-label={shown ? `Лид ${shown.name}` : 'Новый лид'} /> : null;
const FakeContactDialog = ({ open, contactId }: { open: boolean; contactId: number }) =>
  open ? <div role="dialog" aria-label={`Контакт ${contactId}`} /> : null;

function renderTools(
  employee: 'true' | 'false' = 'true',
  permissions: Permission[] = ['contacts.view', 'leads.view'],
) {
  return renderWithProviders(<HeaderTools />, {
    session: {
      user: { id: 7, short_name: 'Петрова И.', email: 'm@school.test', employee, location: [3] },
      permissions,
      access: ['manager'],
    },
  });
}

/** The queries of the searches sent, oldest first. */
const searches = () =>
  server.calls('GET', '/contact/search').map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.on('GET', '/contact/search', () => ({ body: answer }));
});

describe('who sees the header search and the create-lead button', () => {
  test('an employee holding contacts.view and leads.view', () => {
    renderTools();
    expect(screen.getByRole('searchbox', { name: 'Поиск лидов и контактов' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать лид' })).toBeInTheDocument();
  });

  test('nobody whose employee flag is not the string "true"', () => {
    const { container } = renderTools('false');
    expect(container).toBeEmptyDOMElement();
  });

  test('no employee without both permissions', () => {
    const { container } = renderTools('true', ['contacts.view']);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the search', () => {
  afterEach(() => jest.useRealTimers());

  test('starts 1000 ms after typing stops, and only for non-empty text', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTools();
    const field = screen.getByRole('searchbox', { name: 'Поиск лидов и контактов' });

    await user.type(field, '   ');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Ков');
    act(() => jest.advanceTimersByTime(600));
    await user.type(field, 'а');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Результаты поиска' })).toBeInTheDocument();
    expect(await screen.findByText('Ковалёв Пётр')).toBeInTheDocument();
    // One search, for the whole text: none for the blanks, none for 'Ков'.
    expect(searches()).toEqual([{ q: 'Кова' }]);
  });

  test('"Найти" searches at once; "Очистить" empties the field and closes the results', async () => {
    const user = userEvent.setup();
    renderTools();
    await user.type(screen.getByRole('searchbox'), 'Анна');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    const results = screen.getByRole('region', { name: 'Результаты поиска' });
    await within(results).findByText('Ковалёв Пётр');
    expect(searches()).toEqual([{ q: 'Анна' }]);
    expect(
      within(results).getByText('Двойной щелчок по строке открывает редактор контакта'),
    ).toBeInTheDocument();
    expect(within(results).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).not.toBeInTheDocument();
    expect(searches()).toHaveLength(1);
  });

  test('emptying the field by hand closes the results as well', async () => {
    const user = userEvent.setup();
    renderTools();
    const field = screen.getByRole('searchbox');
    await user.type(field, 'Анна{Enter}');
    expect(screen.getByRole('region', { name: 'Результаты поиска' })).toBeInTheDocument();
    await screen.findByText('Ковалёв Пётр');
    await user.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(screen.queryByRole('region', { name: 'Результаты поиска' })).not.toBeInTheDocument();
    expect(searches()).toEqual([{ q: 'Анна' }]);
  });

  test('on a phone the results start with type, name and phone; the toggle shows the rest', async () => {
    const user = userEvent.setup();
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      renderTools();
      await user.type(screen.getByRole('searchbox'), 'Анна{Enter}');
      const results = screen.getByRole('region', { name: 'Результаты поиска' });
      await within(results).findByText('Ковалёв Пётр');
      expect(
        within(results)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Тип', 'Имя', 'Телефон']);
      await user.click(within(results).getByRole('button', { name: 'Показать столбцы' }));
      expect(within(results).getAllByRole('columnheader')).toHaveLength(8);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('done, rejected and disqualified leads are hidden unless asked for; columns hide and show', async () => {
    const user = userEvent.setup();
    renderTools();
    await user.type(screen.getByRole('searchbox'), 'Анна{Enter}');
    const results = screen.getByRole('region', { name: 'Результаты поиска' });
    await within(results).findByText('Ковалёв Пётр');
    await user.click(
      within(results).getByRole('checkbox', { name: 'Показывать обработанные, отказы и некачественные' }),
    );
    await waitFor(() => expect(searches()).toEqual([{ q: 'Анна' }, { q: 'Анна', all: '1' }]));

    const headers = () =>
      within(results)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual([
      'Тип',
      'Имя',
      'Телефон',
      'E-mail',
      'Город',
      'Статус лида',
      'Менеджер',
      'Создан',
    ]);
    await user.click(within(results).getByRole('button', { name: 'Скрыть столбцы' }));
    expect(headers()).toEqual(['Тип', 'Имя', 'Телефон']);
    await user.click(within(results).getByRole('button', { name: 'Показать столбцы' }));
    expect(headers()).toHaveLength(8);
  });
});

describe('the sales dialogs, loaded at run time', () => {
  test('a failing lead dialog shows the error panel inside a dialog; the header keeps working; retry loads it', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('RUNTIME-003'));
    load.mockResolvedValueOnce({ LeadDialog: FakeLeadDialog });
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(load).toHaveBeenCalledWith('sales/LeadDialog');
    expect(await screen.findByText('Окно не загрузилось')).toBeInTheDocument();
    expect(
      screen.getByText('Не удалось загрузить модуль «Продажи». Остальные разделы работают.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Новый лид' })).toBeInTheDocument();
  });

  test('double click on a row opens the contact editor; a lead without a contact opens as a lead', async () => {
    const user = userEvent.setup();
    load.mockImplementation(async (path: string) =>
      path === 'sales/ContactDialog' ? { ContactDialog: FakeContactDialog } : { LeadDialog: FakeLeadDialog },
    );
    renderTools();
    await user.type(screen.getByRole('searchbox'), 'Ков{Enter}');
    const results = screen.getByRole('region', { name: 'Результаты поиска' });
    await within(results).findByText('Ковалёв Пётр');

    // The contact row, then the lead of the same contact: both open the contact editor.
    const [contactRow, leadWithContact] = within(results).getAllByText('Анна Ковалёва');
    await user.dblClick(contactRow);
    expect(await screen.findByRole('dialog', { name: 'Контакт 5' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('sales/ContactDialog');
    await user.dblClick(leadWithContact);
    expect(await screen.findByRole('dialog', { name: 'Контакт 5' })).toBeInTheDocument();

    await user.dblClick(within(results).getByText('Ковалёв Пётр'));
    expect(await screen.findByRole('dialog', { name: 'Лид Ковалёв Пётр' })).toBeInTheDocument();
  });
});
