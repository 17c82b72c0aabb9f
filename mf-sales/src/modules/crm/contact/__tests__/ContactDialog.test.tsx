import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DateTime } from 'luxon';
import {
  fetchStageConfig,
  salesApi,
  useAuthStore,
  useContactHistory,
  useContactSearch,
  useEntitiesTypes,
  useLeadDuplicate,
  type ContactHistory,
} from 'shared-api';
import { TestWrapper, toaster, Toaster } from 'shared-ui';
import { entities, makeContact, makeLead, signedInManager } from '../../test/fixtures';
import { ContactDialog } from '../ContactDialog';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  fetchStageConfig: jest.fn(),
  useEntitiesTypes: jest.fn(),
  useLeadDuplicate: jest.fn(),
  useContactSearch: jest.fn(),
  useContactHistory: jest.fn(),
  revalidateLeads: jest.fn(() => Promise.resolve()),
  salesApi: {
    addLead: jest.fn(),
    updateContact: jest.fn(),
    addComment: jest.fn(),
    editComment: jest.fn(),
  },
}));

const api = salesApi as jest.Mocked<typeof salesApi>;
const mutate = jest.fn();

const history: ContactHistory = {
  contact: makeContact(),
  comments: [
    {
      id_comment: 51,
      date: '2026-11-02T10:00:00.000Z',
      comment: 'Мама просила перезвонить',
      creator: 7,
      creator_name: 'Петрова И.',
    },
    {
      id_comment: 52,
      date: '2026-11-25T10:00:00.000Z',
      comment: 'Чужой комментарий',
      creator: 8,
      creator_name: 'Соколов А.',
    },
  ],
  leads: [
    {
      ...makeLead({ id_lead: 40, id_contact: '5', status: 'done', date_created: '2026-11-10T09:00:00.000Z' }),
      contract_number: 'МН-0042',
      date_created_contract: '2026-11-12',
      status_contract: 'active',
      doc_name: 'Договор МН-0042.docx',
      contract_id: 42,
      children_club: false,
    },
    {
      ...makeLead({ id_lead: 41, id_contact: '5', status: 'done', date_created: '2026-11-20T09:00:00.000Z' }),
      contract_number: 'МН-0043',
      date_created_contract: '2026-11-21',
      status_contract: 'cancelled',
      doc_name: '',
      contract_id: 43,
      children_club: true,
    },
  ],
  contracts: [
    {
      contract_id: 44,
      contract_number: 'МН-0044',
      date_created_contract: '2026-11-15T10:00:00.000Z',
      status_contract: 'closed',
      doc_name: '',
      children_club: false,
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  act(() => useAuthStore.getState().signIn(signedInManager));
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: entities });
  (useLeadDuplicate as jest.Mock).mockReturnValue({ data: { duplicate: false } });
  (useContactSearch as jest.Mock).mockReturnValue({ data: { contacts: [], leads: [] }, isLoading: false });
  (useContactHistory as jest.Mock).mockReturnValue({ data: history, isLoading: false, mutate });
});
afterEach(() => act(() => toaster.remove()));

function renderDialog() {
  render(
    <>
      <ContactDialog open contactId={5} onClose={jest.fn()} />
      <Toaster />
    </>,
    { wrapper: TestWrapper },
  );
}

test("shows the contact's data and its history newest first", async () => {
  renderDialog();
  expect(
    await screen.findByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' }),
  ).toBeInTheDocument();
  expect(useContactHistory).toHaveBeenCalledWith(5);
  expect(screen.getByLabelText('Имя ребёнка')).toHaveValue('Миша');
  const entries = within(screen.getByRole('list', { name: 'История' })).getAllByRole('listitem', {
    name: /^Лид/,
  });
  expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
    expect.stringMatching(/^Лид №41 от 20\.11\.2026/),
    expect.stringMatching(/^Лид №40 от 10\.11\.2026/),
  ]);
  const historyText = screen.getByRole('list', { name: 'История' }).textContent ?? '';
  expect(historyText.indexOf('Чужой комментарий')).toBeLessThan(historyText.indexOf('№41'));
  expect(historyText.indexOf('МН-0044')).toBeLessThan(historyText.indexOf('№40'));
  expect(historyText.indexOf('№40')).toBeLessThan(historyText.indexOf('Мама просила перезвонить'));
});

test('a contract with a document shows its file; an empty doc_name shows it closed, download disabled', async () => {
  renderDialog();
  const withDocument = await screen.findByRole('listitem', { name: /^Лид №40/ });
  expect(withDocument).toHaveTextContent('Договор МН-0042 от 12-11-2026');
  expect(withDocument).toHaveTextContent('Документ: Договор МН-0042.docx');
  expect(within(withDocument).getByText('Действующий')).toHaveAttribute('data-status', 'active');

  const closed = screen.getByRole('listitem', { name: /^Лид №41/ });
  expect(within(closed).getByRole('button', { name: 'Договор закрыт' })).toBeDisabled();
  expect(within(closed).getByText('Расторгнут')).toBeInTheDocument();
  expect(within(closed).getByText('Детский клуб')).toBeInTheDocument();

  // A contract that no lead carries is listed on its own.
  const own = screen.getByRole('listitem', { name: 'Договор МН-0044 от 15-11-2026' });
  expect(within(own).getByText('Закрыт')).toHaveAttribute('data-status', 'closed');
  expect(within(own).getByRole('button', { name: 'Договор закрыт' })).toBeDisabled();
});

test('nicknames follow the rule: at least 3 characters and no spaces', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.type(await screen.findByLabelText('Instagram'), 'ab');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  expect(
    await screen.findByText('Никнейм должен содержать не менее 3 символов и не содержать пробелов'),
  ).toBeInTheDocument();
  expect(api.updateContact).not.toHaveBeenCalled();
});

test('saving the contact data says "Данные контакта обновлены"', async () => {
  const user = userEvent.setup();
  api.updateContact.mockResolvedValue(
    makeContact({ nickname_tg: 'anna_k', phone: '37529123456799', version: 3 }),
  );
  renderDialog();
  await user.type(await screen.findByLabelText('Telegram'), 'anna_k');
  await user.type(screen.getByLabelText('Телефон'), '-99');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  expect(await screen.findByText('Данные контакта обновлены')).toBeInTheDocument();
  expect(api.updateContact).toHaveBeenCalledWith(
    expect.objectContaining({
      id_contact: 5,
      version: 2,
      nickname_tg: 'anna_k',
      phone: '37529123456799',
      kid_name: 'Миша',
    }),
  );
  expect(mutate).toHaveBeenCalled();
});

test('a comment is added to the contact, never empty', async () => {
  const user = userEvent.setup();
  api.addComment.mockResolvedValue({ id_comment: 60, date_update: '2026-11-26T10:00:00.000Z', autor_id: 7 });
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Комментарий' }));
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('Комментарий не может быть пустым')).toBeInTheDocument();
  expect(api.addComment).not.toHaveBeenCalled();
  await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Придут на пробное');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(api.addComment).toHaveBeenCalledWith(
    { id_contact: 5, comment: 'Придут на пробное' },
    { idempotencyKey: expect.any(String) },
  );
  expect(await screen.findByText('Комментарий добавлен')).toBeInTheDocument();
  expect(mutate).toHaveBeenCalled();
});

test('a failed comment says "При добавлении комментария произошла ошибка"', async () => {
  const user = userEvent.setup();
  api.addComment.mockRejectedValue(new Error('нет связи'));
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Комментарий' }));
  await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Текст');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('При добавлении комментария произошла ошибка')).toBeInTheDocument();
});

test('the user\'s own comments can be edited ("Комментарий изменен"), others\' cannot', async () => {
  const user = userEvent.setup();
  api.editComment.mockResolvedValue({ id_comment: 51, date_update: '2026-11-26T10:00:00.000Z', autor_id: 7 });
  renderDialog();
  const own = (await screen.findByText('Мама просила перезвонить')).closest('li') as HTMLElement;
  const other = screen.getByText('Чужой комментарий').closest('li') as HTMLElement;
  expect(within(other).queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  await user.click(within(own).getByRole('button', { name: 'Изменить' }));
  const editor = within(own).getByRole('textbox', { name: 'Изменить' });
  await user.clear(editor);
  await user.click(within(own).getByRole('button', { name: 'Сохранить' }));
  expect(within(own).getByRole('alert')).toHaveTextContent('Комментарий не может быть пустым');
  await user.type(editor, 'Мама просила перезвонить после 18:00');
  await user.click(within(own).getByRole('button', { name: 'Сохранить' }));
  expect(api.editComment).toHaveBeenCalledWith(51, 'Мама просила перезвонить после 18:00');
  expect(await screen.findByText('Комментарий изменен')).toBeInTheDocument();
});

test('"Создать лид" opens "Новый лид" filled from the contact; its data reload 2 seconds after creation', async () => {
  const user = userEvent.setup();
  api.addLead.mockResolvedValue({ lead: makeLead({ id_lead: 77, id_contact: '5' }), contact: null });
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Создать лид' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новый лид' });
  expect(within(dialog).getByLabelText('Имя')).toHaveValue('Анна Ковалёва');
  expect(within(dialog).getByLabelText('Телефон')).toHaveValue('375291234567');
  expect(within(dialog).queryByRole('button', { name: 'Создать лид и контакт' })).not.toBeInTheDocument();
  // Same required fields as any new lead.
  await user.click(within(dialog).getByRole('button', { name: 'Создать лид' }));
  expect(await within(dialog).findByText('Дата обязательное поле!')).toBeInTheDocument();
  expect(within(dialog).getByText('Заполните поле «Комментарий»')).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText('Дата следующего контакта'), {
    target: { value: DateTime.now().plus({ days: 2 }).toFormat("yyyy-MM-dd'T'HH:mm") },
  });
  await user.type(within(dialog).getByLabelText('Комментарий'), 'Второй ребёнок');
  mutate.mockClear();
  await user.click(within(dialog).getByRole('button', { name: 'Создать лид' }));
  expect(await screen.findByText('Лид создан')).toBeInTheDocument();
  expect(api.addLead).toHaveBeenCalledWith(
    expect.objectContaining({ id_contact: '5', name: 'Анна Ковалёва' }),
    { idempotencyKey: expect.any(String) },
  );
  expect(mutate).not.toHaveBeenCalled();
  await waitFor(() => expect(mutate).toHaveBeenCalled(), { timeout: 3000 });
});

test('"Создать договор" loads money/ContractDialog at run time and shows the error panel when it fails', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (fetchStageConfig as jest.Mock).mockResolvedValue({
    remotes: { money: '/remotes/mf-money/1.0.0/mf-manifest.json' },
  });
  (loadRemote as jest.Mock).mockRejectedValue(new Error('RUNTIME-004'));
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('Форма договора не загрузилась')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'money', entry: '/remotes/mf-money/1.0.0/mf-manifest.json' }],
    { force: false },
  );
  expect(loadRemote).toHaveBeenCalledWith('money/ContractDialog');
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});

test('"Создать договор" renders the money area\'s dialog once it exists', async () => {
  const user = userEvent.setup();
  (fetchStageConfig as jest.Mock).mockResolvedValue({ remotes: { money: '/m.json' } });
  (loadRemote as jest.Mock).mockResolvedValue({
    ContractDialog: ({ name, contactId }: { name: string; contactId: number }) => (
      <p>
        договор для {name}, контакт {contactId}
      </p>
    ),
  });
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('договор для Анна Ковалёва, контакт 5')).toBeInTheDocument();
});

test('without contract.modify there is no "Создать договор"', async () => {
  act(() =>
    useAuthStore.getState().signIn({ ...signedInManager, permissions: ['contacts.view', 'leads.view'] }),
  );
  renderDialog();
  await screen.findByRole('button', { name: 'Создать лид' });
  expect(screen.queryByRole('button', { name: 'Создать договор' })).not.toBeInTheDocument();
});
