import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { Lead, Permission } from '@school/shared-api';
import { errorReply, never, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
  server.on('GET', '/contact/search', () => ({ body: { contacts: [], leads: [] } }));
  server.on('GET', '/history_contact/get', never);
});

type RenderDialogProps = {
  lead?: Lead | null;
  onClose?: () => void;
  /** Signed in as the manager, with these permissions; null: nobody is signed in. */
  permissions?: Permission[] | null;
};

function renderDialog({
  lead,
  onClose = jest.fn(),
  permissions = signedInManager.permissions,
}: RenderDialogProps = {}) {
  const signedIn = permissions === null ? {} : { session: signedInManager, permissions };
  const result = renderWithProviders(<LeadDialog open lead={lead} onClose={onClose} />, {
    ...signedIn,
    toasts: true,
  });
  return { onClose, unmount: result.unmount };
}

/** The JSON bodies sent to a write, oldest first. */
const bodies = (path: string) => server.calls('POST', path).map((request) => request.body);
const keysOf = (path: string) =>
  server.calls('POST', path).map((request) => request.headers['idempotency-key']);
/** The server's answer to a lead update. */
const savedLead = (lead: Lead) => () => ({ body: { lead } });

const inFuture = DateTime.now().plus({ days: 1 }).set({ hour: 10, minute: 30 });

async function fillValidNewLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Ольга Новикова');
  await user.type(screen.getByLabelText('Телефон'), '375447654321');
  await user.type(screen.getByLabelText('Город'), 'Брест');
  await user.selectOptions(screen.getByLabelText('Источник'), 'instagram');
  fireEvent.change(screen.getByLabelText('Дата следующего контакта'), {
    target: { value: inFuture.toFormat("yyyy-MM-dd'T'HH:mm") },
  });
  await user.type(screen.getByLabelText('Комментарий'), 'Звонила по поводу робототехники');
}

describe('a new lead', () => {
  test('is titled "Новый лид" and refuses to be created without the spec\'s required fields', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Новый лид' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Заполните поле «Имя»')).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Город»')).toBeInTheDocument();
    expect(screen.getByText('Дата обязательное поле!')).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Комментарий»')).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Источник»')).toBeInTheDocument();
    expect(screen.getByText('Заполните телефон или хотя бы один никнейм')).toBeInTheDocument();
    expect(bodies('/lead/add')).toEqual([]);
  });

  test('a nickname instead of a phone must have 3 characters and no spaces', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText('Telegram'), 'a b');
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(
      await screen.findByText('Никнейм должен содержать не менее 3 символов и не содержать пробелов'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Заполните телефон или хотя бы один никнейм')).not.toBeInTheDocument();
  });

  test('the phone takes digits only', async () => {
    const user = userEvent.setup();
    renderDialog();
    const phone = await screen.findByLabelText('Телефон');
    await user.type(phone, '+375 (29) 12-34');
    expect(phone).toHaveValue('375291234');
  });

  test("the year of birth is masked YYYY-MM-DD and the child's age shows in Russian plural forms", async () => {
    const user = userEvent.setup();
    renderDialog();
    const year = await screen.findByLabelText('Год рождения ребёнка');
    const thisYear = new Date().getFullYear();
    await user.type(year, String(thisYear - 7));
    expect(screen.getByText('Возраст: 7 лет')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, `${thisYear - 3}0512`);
    expect(year).toHaveValue(`${thisYear - 3}-05-12`);
    expect(screen.getByText('Возраст: 3 года')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, String(thisYear - 1));
    expect(screen.getByText('Возраст: 1 год')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '201');
    expect(screen.queryByText(/Возраст:/)).not.toBeInTheDocument();
  });

  test('the next-contact moment cannot be earlier than now', async () => {
    const user = userEvent.setup();
    renderDialog();
    await fillValidNewLead(user);
    fireEvent.change(screen.getByLabelText('Дата следующего контакта'), {
      target: { value: DateTime.now().minus({ hours: 3 }).toFormat("yyyy-MM-dd'T'HH:mm") },
    });
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(
      await screen.findByText('Дата следующего контакта не может быть раньше текущего момента'),
    ).toBeInTheDocument();
    expect(bodies('/lead/add')).toEqual([]);
  });

  test('the manager is the current user by default, chosen among active users only', async () => {
    renderDialog();
    const manager = await screen.findByLabelText('Менеджер');
    await within(manager).findByRole('option', { name: 'Соколов А.' });
    expect(manager).toHaveValue('7');
    expect(
      within(manager)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Петрова И.', 'Соколов А.']);
  });

  test("without user info the manager is the spec's fallback user '40'", async () => {
    renderDialog({ permissions: null });
    expect(await screen.findByLabelText('Менеджер')).toHaveValue('40');
  });

  test('is created with "Лид создан", and the dialog closes', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/add', () => ({ body: { lead: makeLead(), contact: null } }));
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Лид создан')).toBeInTheDocument();
    expect(bodies('/lead/add')).toEqual([
      expect.objectContaining({
        name: 'Ольга Новикова',
        phone: '375447654321',
        city: 'Брест',
        utm_source: 'instagram',
        manager: '7',
        new_comment: 'Звонила по поводу робототехники',
        date_due: inFuture.toFormat('yyyy-MM-dd HH:mm:00'),
      }),
    ]);
    expect(keysOf('/lead/add')).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}"$/)]);
    expect(bodies('/lead/add')[0]).not.toHaveProperty('create_contact', true);
    expect(onClose).toHaveBeenCalled();
  });

  test('saving again after a failure retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/add', () => errorReply(503, 'Сервер недоступен'));
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Сервер недоступен')).toBeInTheDocument();
    const tries = bodies('/lead/add').length;
    server.on('POST', '/lead/add', () => ({ body: { lead: makeLead(), contact: null } }));
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Лид создан')).toBeInTheDocument();
    const keys = keysOf('/lead/add');
    expect(keys).toHaveLength(tries + 1);
    expect(keys[0]).toEqual(expect.stringMatching(/^"[0-9a-f-]{36}"$/));
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(onClose).toHaveBeenCalled();
  });

  test('"Создать лид и контакт" shows the spec\'s alert when the contact exists already', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/add', () =>
      errorReply(409, 'Такой контакт уже существует. Вы можете создать только лид'),
    );
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид и контакт' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Такой контакт уже существует. Вы можете создать только лид',
    );
    expect(bodies('/lead/add')).toEqual([expect.objectContaining({ create_contact: true })]);
    expect(keysOf('/lead/add')).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}"$/)]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('an existing lead', () => {
  test('is titled with its creation moment, with the buttons of a saved lead', async () => {
    renderDialog({ lead: makeLead() });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Лид создан \d\d\.11\.2026 \d\d:15$/,
    );
    for (const name of [
      'Обновить лид',
      'Создать контакт',
      'Создать договор',
      'Дубликат',
      'Неквалифицированный',
      'Закрыть',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Создать лид и контакт' })).not.toBeInTheDocument();
    // No contact yet: nothing to make a contract for.
    expect(screen.getByRole('button', { name: 'Создать договор' })).toBeDisabled();
  });

  test('without contract.modify there is no "Создать договор"', async () => {
    renderDialog({ lead: makeLead({ id_contact: '5' }), permissions: ['contacts.view', 'leads.view'] });
    await screen.findByRole('button', { name: 'К контакту' });
    expect(screen.queryByRole('button', { name: 'Создать договор' })).not.toBeInTheDocument();
  });

  test('with a contact and not new, its name, phone, e-mail and city are read-only', async () => {
    renderDialog({ lead: makeLead({ id_contact: '5', status: 'in_work' }) });
    for (const label of ['Имя', 'Телефон', 'E-mail', 'Город']) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Instagram')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'К контакту' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Создать контакт' })).not.toBeInTheDocument();
  });

  test('with a contact but still new, they stay editable', async () => {
    renderDialog({ lead: makeLead({ id_contact: '5', status: 'new' }) });
    expect(await screen.findByLabelText('Имя')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Город')).not.toHaveAttribute('readonly');
  });

  test('a manager change is saved at once with "Менеджер изменен"', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/manager_update', () => ({
      body: makeLead({ manager: '8', manager_name: 'Соколов А.' }),
    }));
    renderDialog({ lead: makeLead() });
    const manager = await screen.findByLabelText('Менеджер');
    await within(manager).findByRole('option', { name: 'Соколов А.' });
    await user.selectOptions(manager, '8');
    expect(await screen.findByText('Менеджер изменен')).toBeInTheDocument();
    expect(bodies('/lead/manager_update')).toEqual([{ id_lead: 11, version: 3, manager: '8' }]);
    expect(bodies('/lead/update')).toEqual([]);
  });

  test('a refused manager change goes back to the previous manager', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/manager_update', () =>
      errorReply(400, 'Менеджером лида может быть только активный сотрудник'),
    );
    renderDialog({ lead: makeLead() });
    const manager = await screen.findByLabelText('Менеджер');
    await within(manager).findByRole('option', { name: 'Соколов А.' });
    await user.selectOptions(manager, '8');
    expect(await screen.findByText('Ошибка обновления лида')).toBeInTheDocument();
    expect(manager).toHaveValue('7');
  });

  test('an inactive saved manager is shown but cannot be picked again', async () => {
    renderDialog({ lead: makeLead({ manager: '9', manager_name: 'Уволенный Б.' }) });
    const manager = await screen.findByLabelText('Менеджер');
    await within(manager).findByRole('option', { name: 'Соколов А.' });
    expect(manager).toHaveValue('9');
    expect(within(manager).getByRole('option', { name: 'Уволенный Б.' })).toBeDisabled();
  });

  test('the duplicate button is enabled only when the duplicate check finds one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDialog({ lead: makeLead() });
    await waitFor(() => expect(server.calls('GET', '/check/duplicate')).toHaveLength(1));
    expect(server.calls('GET', '/check/duplicate')[0].query.get('id')).toBe('11');
    expect(await screen.findByRole('button', { name: 'Дубликат' })).toBeDisabled();
    unmount();

    server.on('GET', '/check/duplicate', () => ({ body: { duplicate: true } }));
    server.on('GET', '/contact/search', () => ({
      body: { contacts: [], leads: [makeLead({ id_lead: 3, name: 'Анна К.', manager_name: 'Соколов А.' })] },
    }));
    renderDialog({ lead: makeLead() });
    const button = await screen.findByRole('button', { name: 'Дубликат' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const found = screen.getByRole('region', { name: 'Возможные дубликаты' });
    await waitFor(() => expect(found).toHaveTextContent('№3 · Анна К.'));
    const searches = server
      .calls('GET', '/contact/search')
      .map((request) => Object.fromEntries(request.query));
    expect(searches[searches.length - 1]).toEqual({ q: '375291234567', all: '1' });
  });

  test('"Неквалифицированный" asks for confirmation, then sets the lead disqualified', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/update', savedLead(makeLead({ status: 'disqualified', disqualified: true })));
    renderDialog({ lead: makeLead() });
    await user.type(await screen.findByLabelText('Комментарий'), 'Спам');
    await user.click(screen.getByRole('button', { name: 'Неквалифицированный' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отметить лид как неквалифицированный?' });
    expect(bodies('/lead/update')).toEqual([]);
    const confirmButton = within(confirm).getByRole('button', { name: 'Неквалифицированный' });
    // The confirmation takes pointer events once its opening has settled (slower when the machine is busy).
    await waitFor(() => expect(getComputedStyle(confirmButton).pointerEvents).not.toBe('none'));
    await user.click(confirmButton);
    expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
    expect(bodies('/lead/update')).toEqual([
      expect.objectContaining({ id_lead: 11, status: 'disqualified', new_comment: 'Спам' }),
    ]);
  });

  test('"Неквалифицированный" needs the name and a comment', async () => {
    const user = userEvent.setup();
    renderDialog({ lead: makeLead({ name: '' }) });
    await user.click(await screen.findByRole('button', { name: 'Неквалифицированный' }));
    expect(await screen.findByText('Заполните поле «Имя»')).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Комментарий»')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a rejection needs a reason from reasons_cancelled', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/update', savedLead(makeLead({ status: 'rejected', rejected: 'Переезд' })));
    renderDialog({ lead: makeLead() });
    await user.selectOptions(await screen.findByLabelText('Статус'), 'rejected');
    const reason = screen.getByLabelText('Причина отказа');
    await within(reason).findByRole('option', { name: 'Переезд' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите', 'Переезд', 'Финансовые причины']);
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Выберите причину отказа')).toBeInTheDocument();
    expect(bodies('/lead/update')).toEqual([]);
    await user.selectOptions(reason, 'Переезд');
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
    expect(bodies('/lead/update')).toEqual([
      expect.objectContaining({ id_lead: 11, status: 'rejected', rejected: 'Переезд' }),
    ]);
  });

  test('an update needs a phone or a nickname', async () => {
    const user = userEvent.setup();
    renderDialog({ lead: makeLead() });
    await user.clear(await screen.findByLabelText('Телефон'));
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Заполните телефон или хотя бы один никнейм')).toBeInTheDocument();
    expect(bodies('/lead/update')).toEqual([]);
  });

  test('an unchanged past deadline does not block an update', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/update', savedLead(makeLead({ date_due: '2020-01-01 10:00:00' })));
    renderDialog({ lead: makeLead({ date_due: '2020-01-01 10:00:00' }) });
    await user.click(await screen.findByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
    expect(bodies('/lead/update')).toHaveLength(1);
  });

  test('a failed update shows "Ошибка обновления лида" with the server\'s message', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/update', () =>
      errorReply(400, 'Некорректная дата', { date_due: 'Некорректная дата' }),
    );
    renderDialog({ lead: makeLead() });
    await user.click(await screen.findByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Ошибка обновления лида')).toBeInTheDocument();
    expect(screen.getAllByText('Некорректная дата').length).toBeGreaterThan(0);
  });

  test('"Создать контакт" creates the contact of a lead without one', async () => {
    const user = userEvent.setup();
    server.on('POST', '/lead/update', () => ({
      body: { lead: makeLead({ id_contact: '21' }), contact: true },
    }));
    renderDialog({ lead: makeLead() });
    await user.click(await screen.findByRole('button', { name: 'Создать контакт' }));
    expect(await screen.findByText('Контакт создан')).toBeInTheDocument();
    expect(bodies('/lead/update')).toEqual([expect.objectContaining({ id_lead: 11, create_contact: true })]);
    expect(await screen.findByRole('button', { name: 'К контакту' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать договор' })).toBeEnabled();
  });

  test('comments show newest first, and an empty comment is never sent', async () => {
    const user = userEvent.setup();
    server.on('POST', '/comment/add', () => ({
      body: { id_comment: 30, date_update: '2026-11-21T12:00:00.000Z', autor_id: 7 },
    }));
    renderDialog({
      lead: makeLead({
        comment: [
          {
            id_comment: 1,
            date: '2026-11-20T09:15:00.000Z',
            comment: 'Первый звонок',
            creator: 7,
            creator_name: 'Петрова И.',
          },
          {
            id_comment: 2,
            date: '2026-11-20T15:00:00.000Z',
            comment: 'Перезвонить',
            creator: 8,
            creator_name: 'Соколов А.',
          },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Комментарии' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Перезвонить'), expect.stringContaining('Первый звонок')]);

    await user.type(screen.getByLabelText('Комментарий'), '   ');
    await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect(await screen.findByText('Комментарий не может быть пустым')).toBeInTheDocument();
    expect(bodies('/comment/add')).toEqual([]);

    await user.clear(screen.getByLabelText('Комментарий'));
    await user.type(screen.getByLabelText('Комментарий'), 'Записали на пробное');
    await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect(await screen.findByText('Комментарий добавлен')).toBeInTheDocument();
    expect(bodies('/comment/add')).toEqual([{ id_lead: 11, comment: 'Записали на пробное' }]);
    expect(keysOf('/comment/add')).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}"$/)]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Записали на пробное');
    expect(screen.getByLabelText('Комментарий')).toHaveValue('');
  });
});
