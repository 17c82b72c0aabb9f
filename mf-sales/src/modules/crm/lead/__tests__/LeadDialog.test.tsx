import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  ApiError,
  salesApi,
  useAuthStore,
  useContactSearch,
  useEntitiesTypes,
  useLeadDuplicate,
  type Lead,
} from 'shared-api';
import { TestWrapper, toaster, Toaster } from 'shared-ui';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useEntitiesTypes: jest.fn(),
  useLeadDuplicate: jest.fn(),
  useContactSearch: jest.fn(),
  useContactHistory: jest.fn(() => ({ data: undefined, isLoading: true })),
  revalidateLeads: jest.fn(() => Promise.resolve()),
  revalidateContact: jest.fn(() => Promise.resolve()),
  salesApi: {
    addLead: jest.fn(),
    updateLead: jest.fn(),
    updateManager: jest.fn(),
    addComment: jest.fn(),
  },
}));

const api = salesApi as jest.Mocked<typeof salesApi>;

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useAuthStore.getState().signIn(signedInManager));
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: entities });
  (useLeadDuplicate as jest.Mock).mockReturnValue({ data: { duplicate: false } });
  (useContactSearch as jest.Mock).mockReturnValue({ data: { contacts: [], leads: [] }, isLoading: false });
});

afterEach(() => act(() => toaster.remove()));

function renderDialog(props: { lead?: Lead | null; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? jest.fn();
  render(
    <>
      <LeadDialog open lead={props.lead} onClose={onClose} />
      <Toaster />
    </>,
    { wrapper: TestWrapper },
  );
  return { onClose };
}

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
    expect(api.addLead).not.toHaveBeenCalled();
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
    expect(api.addLead).not.toHaveBeenCalled();
  });

  test('the manager is the current user by default, chosen among active users only', async () => {
    renderDialog();
    const manager = await screen.findByLabelText('Менеджер');
    expect(manager).toHaveValue('7');
    expect(
      within(manager)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Петрова И.', 'Соколов А.']);
  });

  test("without user info the manager is the spec's fallback user '40'", async () => {
    act(() => useAuthStore.getState().signOut());
    renderDialog();
    expect(await screen.findByLabelText('Менеджер')).toHaveValue('40');
  });

  test('is created with "Лид создан", and the dialog closes', async () => {
    const user = userEvent.setup();
    api.addLead.mockResolvedValue({ lead: makeLead(), contact: null });
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Лид создан')).toBeInTheDocument();
    expect(api.addLead).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ольга Новикова',
        phone: '375447654321',
        city: 'Брест',
        utm_source: 'instagram',
        manager: '7',
        new_comment: 'Звонила по поводу робототехники',
        date_due: inFuture.toFormat('yyyy-MM-dd HH:mm:00'),
      }),
      { idempotencyKey: expect.any(String) },
    );
    expect(api.addLead.mock.calls[0][0]).not.toHaveProperty('create_contact', true);
    expect(onClose).toHaveBeenCalled();
  });

  test('saving again after a failure retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    api.addLead
      .mockRejectedValueOnce(new ApiError({ statusCode: 503, message: 'Сервер недоступен' }))
      .mockResolvedValueOnce({ lead: makeLead(), contact: null });
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Сервер недоступен')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));
    expect(await screen.findByText('Лид создан')).toBeInTheDocument();
    const [first, retry] = api.addLead.mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
    expect(onClose).toHaveBeenCalled();
  });

  test('"Создать лид и контакт" shows the spec\'s alert when the contact exists already', async () => {
    const user = userEvent.setup();
    api.addLead.mockRejectedValue(
      new ApiError({
        statusCode: 409,
        message: 'Такой контакт уже существует. Вы можете создать только лид',
      }),
    );
    const { onClose } = renderDialog();
    await screen.findByRole('dialog');
    await fillValidNewLead(user);
    await user.click(screen.getByRole('button', { name: 'Создать лид и контакт' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Такой контакт уже существует. Вы можете создать только лид',
    );
    expect(api.addLead).toHaveBeenCalledWith(expect.objectContaining({ create_contact: true }), {
      idempotencyKey: expect.any(String),
    });
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
    act(() =>
      useAuthStore.getState().signIn({ ...signedInManager, permissions: ['contacts.view', 'leads.view'] }),
    );
    renderDialog({ lead: makeLead({ id_contact: '5' }) });
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
    api.updateManager.mockResolvedValue(makeLead({ manager: '8', manager_name: 'Соколов А.' }));
    renderDialog({ lead: makeLead() });
    await user.selectOptions(await screen.findByLabelText('Менеджер'), '8');
    expect(api.updateManager).toHaveBeenCalledWith({ id_lead: 11, version: 3, manager: '8' });
    expect(await screen.findByText('Менеджер изменен')).toBeInTheDocument();
    expect(api.updateLead).not.toHaveBeenCalled();
  });

  test('a refused manager change goes back to the previous manager', async () => {
    const user = userEvent.setup();
    api.updateManager.mockRejectedValue(
      new ApiError({ statusCode: 400, message: 'Менеджером лида может быть только активный сотрудник' }),
    );
    renderDialog({ lead: makeLead() });
    const manager = await screen.findByLabelText('Менеджер');
    await user.selectOptions(manager, '8');
    expect(await screen.findByText('Ошибка обновления лида')).toBeInTheDocument();
    expect(manager).toHaveValue('7');
  });

  test('an inactive saved manager is shown but cannot be picked again', async () => {
    renderDialog({ lead: makeLead({ manager: '9', manager_name: 'Уволенный Б.' }) });
    const manager = await screen.findByLabelText('Менеджер');
    expect(manager).toHaveValue('9');
    expect(within(manager).getByRole('option', { name: 'Уволенный Б.' })).toBeDisabled();
  });

  test('the duplicate button is enabled only when the duplicate check finds one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<LeadDialog open lead={makeLead()} onClose={jest.fn()} />, {
      wrapper: TestWrapper,
    });
    expect(await screen.findByRole('button', { name: 'Дубликат' })).toBeDisabled();
    expect(useLeadDuplicate).toHaveBeenCalledWith(11);
    unmount();

    (useLeadDuplicate as jest.Mock).mockReturnValue({ data: { duplicate: true } });
    (useContactSearch as jest.Mock).mockReturnValue({
      data: { contacts: [], leads: [makeLead({ id_lead: 3, name: 'Анна К.', manager_name: 'Соколов А.' })] },
      isLoading: false,
    });
    renderDialog({ lead: makeLead() });
    const button = await screen.findByRole('button', { name: 'Дубликат' });
    expect(button).toBeEnabled();
    await user.click(button);
    const found = screen.getByRole('region', { name: 'Возможные дубликаты' });
    expect(found).toHaveTextContent('№3 · Анна К.');
    expect(useContactSearch).toHaveBeenLastCalledWith('375291234567', true);
  });

  test('"Неквалифицированный" asks for confirmation, then sets the lead disqualified', async () => {
    const user = userEvent.setup();
    api.updateLead.mockResolvedValue({ lead: makeLead({ status: 'disqualified', disqualified: true }) });
    renderDialog({ lead: makeLead() });
    await user.type(await screen.findByLabelText('Комментарий'), 'Спам');
    await user.click(screen.getByRole('button', { name: 'Неквалифицированный' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отметить лид как неквалифицированный?' });
    expect(api.updateLead).not.toHaveBeenCalled();
    const confirmButton = within(confirm).getByRole('button', { name: 'Неквалифицированный' });
    // The confirmation takes pointer events once its opening has settled (slower when the machine is busy).
    await waitFor(() => expect(getComputedStyle(confirmButton).pointerEvents).not.toBe('none'));
    await user.click(confirmButton);
    await waitFor(() =>
      expect(api.updateLead).toHaveBeenCalledWith(
        expect.objectContaining({ id_lead: 11, status: 'disqualified', new_comment: 'Спам' }),
      ),
    );
    expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
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
    api.updateLead.mockResolvedValue({ lead: makeLead({ status: 'rejected', rejected: 'Переезд' }) });
    renderDialog({ lead: makeLead() });
    await user.selectOptions(await screen.findByLabelText('Статус'), 'rejected');
    const reason = screen.getByLabelText('Причина отказа');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите', 'Переезд', 'Финансовые причины']);
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Выберите причину отказа')).toBeInTheDocument();
    expect(api.updateLead).not.toHaveBeenCalled();
    await user.selectOptions(reason, 'Переезд');
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    await waitFor(() =>
      expect(api.updateLead).toHaveBeenCalledWith(
        expect.objectContaining({ id_lead: 11, status: 'rejected', rejected: 'Переезд' }),
      ),
    );
    expect(await screen.findByText('Лид обновлен')).toBeInTheDocument();
  });

  test('an update needs a phone or a nickname', async () => {
    const user = userEvent.setup();
    renderDialog({ lead: makeLead() });
    await user.clear(await screen.findByLabelText('Телефон'));
    await user.click(screen.getByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Заполните телефон или хотя бы один никнейм')).toBeInTheDocument();
    expect(api.updateLead).not.toHaveBeenCalled();
  });

  test('an unchanged past deadline does not block an update', async () => {
    const user = userEvent.setup();
    api.updateLead.mockResolvedValue({ lead: makeLead({ date_due: '2020-01-01 10:00:00' }) });
    renderDialog({ lead: makeLead({ date_due: '2020-01-01 10:00:00' }) });
    await user.click(await screen.findByRole('button', { name: 'Обновить лид' }));
    await waitFor(() => expect(api.updateLead).toHaveBeenCalled());
  });

  test('a failed update shows "Ошибка обновления лида" with the server\'s message', async () => {
    const user = userEvent.setup();
    api.updateLead.mockRejectedValue(
      new ApiError({
        statusCode: 400,
        message: 'Некорректная дата',
        errors: { date_due: 'Некорректная дата' },
      }),
    );
    renderDialog({ lead: makeLead() });
    await user.click(await screen.findByRole('button', { name: 'Обновить лид' }));
    expect(await screen.findByText('Ошибка обновления лида')).toBeInTheDocument();
    expect(screen.getAllByText('Некорректная дата').length).toBeGreaterThan(0);
  });

  test('"Создать контакт" creates the contact of a lead without one', async () => {
    const user = userEvent.setup();
    api.updateLead.mockResolvedValue({ lead: makeLead({ id_contact: '21' }), contact: true });
    renderDialog({ lead: makeLead() });
    await user.click(await screen.findByRole('button', { name: 'Создать контакт' }));
    expect(await screen.findByText('Контакт создан')).toBeInTheDocument();
    expect(api.updateLead).toHaveBeenCalledWith(
      expect.objectContaining({ id_lead: 11, create_contact: true }),
    );
    expect(await screen.findByRole('button', { name: 'К контакту' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать договор' })).toBeEnabled();
  });

  test('comments show newest first, and an empty comment is never sent', async () => {
    const user = userEvent.setup();
    api.addComment.mockResolvedValue({
      id_comment: 30,
      date_update: '2026-11-21T12:00:00.000Z',
      autor_id: 7,
    });
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
    expect(api.addComment).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Комментарий'));
    await user.type(screen.getByLabelText('Комментарий'), 'Записали на пробное');
    await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
    expect(api.addComment).toHaveBeenCalledWith(
      { id_lead: 11, comment: 'Записали на пробное' },
      { idempotencyKey: expect.any(String) },
    );
    expect(await screen.findByText('Комментарий добавлен')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Записали на пробное');
    expect(screen.getByLabelText('Комментарий')).toHaveValue('');
  });
});
