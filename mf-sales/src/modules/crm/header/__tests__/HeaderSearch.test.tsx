import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactHistory, ContactSearchResponse } from '@school/shared-api';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeContact, makeLead, signedInManager } from '../../test/fixtures';
import { CreateLeadButton } from '../CreateLeadButton';
import { HeaderSearch } from '../HeaderSearch';

// The search and the create-lead button as the shell's header shows them ('sales/HeaderSearch'); who sees
// them is the shell's check (its HeaderTools test).

const server = setupFakeServer();

// jsdom has no PointerEvent, which Chakra's checkbox dispatches on click.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

const contact = makeContact({ id_contact: 5, name: 'Анна', last_name: 'Ковалёва', phone: '375291234567' });
const answer: ContactSearchResponse = {
  contacts: [contact],
  leads: [
    makeLead({
      id_lead: 11,
      id_contact: '0',
      name: 'Ковалёв Пётр',
      phone: '375447654321',
      email: '',
      city: 'Брест',
      status: 'new',
      date_created: '2026-11-20T09:15:00.000Z',
    }),
    makeLead({ id_lead: 12, id_contact: '5', name: 'Анна Ковалёва', status: 'in_work' }),
  ],
};
const history: ContactHistory = { contact, comments: [], leads: [], contracts: [] };

function renderTools() {
  return renderWithProviders(
    <>
      <HeaderSearch />
      <CreateLeadButton />
    </>,
    { session: signedInManager },
  );
}

/** The queries of the searches sent, oldest first. */
const searches = () =>
  server.calls('GET', '/contact/search').map((request) => Object.fromEntries(request.query));

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/contact/search', () => ({ body: answer }));
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
  server.on('GET', '/history_contact/get', () => ({ body: history }));
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

describe('the lead and contact dialogs', () => {
  test('"Создать лид" opens the new lead dialog', async () => {
    const user = userEvent.setup();
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByRole('dialog', { name: 'Новый лид' })).toBeInTheDocument();
    expect(server.notices).toEqual([]);
  });

  test('double click on a row opens the contact editor; a lead without a contact opens as a lead', async () => {
    const user = userEvent.setup();
    renderTools();
    await user.type(screen.getByRole('searchbox'), 'Ков{Enter}');
    const results = screen.getByRole('region', { name: 'Результаты поиска' });
    await within(results).findByText('Ковалёв Пётр');
    const closeContact = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' });
      await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    };

    // The contact row, then the lead of the same contact: both open the contact editor.
    const [contactRow, leadWithContact] = within(results).getAllByText('Анна Ковалёва');
    await user.dblClick(contactRow);
    await closeContact();
    await user.dblClick(leadWithContact);
    await closeContact();
    expect(server.calls('GET', '/history_contact/get').map((request) => request.query.get('id'))).toEqual([
      '5',
      '5',
    ]);

    await user.dblClick(within(results).getByText('Ковалёв Пётр'));
    const leadDialog = await screen.findByRole('dialog', { name: /^Лид создан 20\.11\.2026/ });
    expect(within(leadDialog).getByLabelText('Имя', { exact: true })).toHaveValue('Ковалёв Пётр');
    expect(server.notices).toEqual([]);
  });
});
