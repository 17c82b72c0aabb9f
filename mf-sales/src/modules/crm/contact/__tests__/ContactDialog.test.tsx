import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DateTime } from 'luxon';
import type { ContactHistory } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeContact, makeLead, signedInManager } from '../../test/fixtures';
import { ContactDialog } from '../ContactDialog';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

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
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
  server.on('GET', '/contact/search', () => ({ body: { contacts: [], leads: [] } }));
  server.on('GET', '/history_contact/get', () => ({ body: history }));
});

function renderDialog(permissions = signedInManager.permissions) {
  renderWithProviders(<ContactDialog open contactId={5} onClose={jest.fn()} />, {
    session: signedInManager,
    permissions,
    toasts: true,
  });
}

/** The history reads sent, each with its query. */
const historyReads = () => server.calls('GET', '/history_contact/get');
const bodies = (path: string) => server.calls('POST', path).map((request) => request.body);
const keyOf = (path: string) =>
  server.calls('POST', path).map((request) => request.headers['idempotency-key']);

test("shows the contact's data and its history newest first", async () => {
  renderDialog();
  expect(
    await screen.findByRole('dialog', { name: 'Контакт пользователя: Анна Ковалёва' }),
  ).toBeInTheDocument();
  expect(historyReads().map((request) => request.query.get('id'))).toContain('5');
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
  expect(withDocument).toHaveTextContent('Документ:Договор МН-0042.docx');
  expect(
    within(withDocument).getByRole('button', { name: 'Скачать документ Договор МН-0042.docx' }),
  ).toBeEnabled();
  expect(within(withDocument).getByText('Активный')).toHaveAttribute('data-status', 'active');

  const closed = screen.getByRole('listitem', { name: /^Лид №41/ });
  expect(within(closed).getByRole('button', { name: 'Договор закрыт' })).toBeDisabled();
  expect(within(closed).getByText('Отменен')).toBeInTheDocument();
  expect(within(closed).getByText('Детский клуб')).toBeInTheDocument();

  // A contract that no lead carries is listed on its own.
  const own = screen.getByRole('listitem', { name: 'Договор МН-0044 от 15-11-2026' });
  expect(within(own).getByText('Закрыт')).toHaveAttribute('data-status', 'closed');
  expect(within(own).getByRole('button', { name: 'Договор закрыт' })).toBeDisabled();
});

test('the document downloads through GET /contract/download: "Договор сохранен"', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:contract');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('GET', '/contract/download', () => ({
    raw: Buffer.from('docx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="_______ __-0042.docx"; filename*=UTF-8''${encodeURIComponent('Договор МН-0042.docx')}`,
    },
  }));
  renderDialog();
  const withDocument = await screen.findByRole('listitem', { name: /^Лид №40/ });
  await user.click(
    within(withDocument).getByRole('button', { name: 'Скачать документ Договор МН-0042.docx' }),
  );
  expect(await screen.findByText('Договор сохранен')).toBeInTheDocument();
  expect(server.calls('GET', '/contract/download')[0].query.get('q')).toBe('Договор МН-0042.docx');
  expect(click).toHaveBeenCalled();
  click.mockRestore();
});

test('nicknames follow the rule: at least 3 characters and no spaces', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.type(await screen.findByLabelText('Instagram'), 'ab');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  expect(
    await screen.findByText('Никнейм должен содержать не менее 3 символов и не содержать пробелов'),
  ).toBeInTheDocument();
  expect(bodies('/contact/update')).toEqual([]);
});

test('saving the contact data says "Данные контакта обновлены"', async () => {
  const user = userEvent.setup();
  server.on('POST', '/contact/update', () => ({
    body: makeContact({ nickname_tg: 'anna_k', phone: '37529123456799', version: 3 }),
  }));
  renderDialog();
  await user.type(await screen.findByLabelText('Telegram'), 'anna_k');
  await user.type(screen.getByLabelText('Телефон'), '-99');
  await user.click(screen.getByRole('button', { name: 'Сохранить контакт' }));
  const reads = historyReads().length;
  expect(await screen.findByText('Данные контакта обновлены')).toBeInTheDocument();
  expect(bodies('/contact/update')).toEqual([
    expect.objectContaining({
      id_contact: 5,
      version: 2,
      nickname_tg: 'anna_k',
      phone: '37529123456799',
      kid_name: 'Миша',
    }),
  ]);
  // The contact's history loads again.
  await waitFor(() => expect(historyReads().length).toBeGreaterThan(reads));
});

test('a comment is added to the contact, never empty', async () => {
  const user = userEvent.setup();
  server.on('POST', '/comment/add', () => ({
    body: { id_comment: 60, date_update: '2026-11-26T10:00:00.000Z', autor_id: 7 },
  }));
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Комментарий' }));
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('Комментарий не может быть пустым')).toBeInTheDocument();
  expect(bodies('/comment/add')).toEqual([]);
  await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Придут на пробное');
  const reads = historyReads().length;
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('Комментарий добавлен')).toBeInTheDocument();
  expect(bodies('/comment/add')).toEqual([{ id_contact: 5, comment: 'Придут на пробное' }]);
  expect(keyOf('/comment/add')).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}"$/)]);
  await waitFor(() => expect(historyReads().length).toBeGreaterThan(reads));
});

test('a failed comment says "При добавлении комментария произошла ошибка"', async () => {
  const user = userEvent.setup();
  server.on('POST', '/comment/add', () => errorReply(500, 'Сервер недоступен'));
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Комментарий' }));
  await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Текст');
  await user.click(screen.getByRole('button', { name: 'Добавить комментарий' }));
  expect(await screen.findByText('При добавлении комментария произошла ошибка')).toBeInTheDocument();
  // Three tries with one key (the client's retries after a server error); the dialog's own toast only.
  expect(new Set(keyOf('/comment/add')).size).toBe(1);
  expect(server.notices).toEqual([]);
});

test('the user\'s own comments can be edited ("Комментарий изменен"), others\' cannot', async () => {
  const user = userEvent.setup();
  server.on('POST', '/comment/edit', () => ({
    body: { id_comment: 51, date_update: '2026-11-26T10:00:00.000Z', autor_id: 7 },
  }));
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
  expect(await screen.findByText('Комментарий изменен')).toBeInTheDocument();
  expect(bodies('/comment/edit')).toEqual([
    { id_comment: 51, comment: 'Мама просила перезвонить после 18:00' },
  ]);
});

test('"Создать лид" opens "Новый лид" filled from the contact; its data reload 2 seconds after creation', async () => {
  const user = userEvent.setup();
  server.on('POST', '/lead/add', () => ({
    body: { lead: makeLead({ id_lead: 77, id_contact: '5' }), contact: null },
  }));
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
  await user.click(within(dialog).getByRole('button', { name: 'Создать лид' }));
  expect(await screen.findByText('Лид создан')).toBeInTheDocument();
  const reads = historyReads().length;
  expect(bodies('/lead/add')).toEqual([expect.objectContaining({ id_contact: '5', name: 'Анна Ковалёва' })]);
  expect(keyOf('/lead/add')).toEqual([expect.stringMatching(/^"[0-9a-f-]{36}"$/)]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(historyReads()).toHaveLength(reads);
  await waitFor(() => expect(historyReads().length).toBeGreaterThan(reads), { timeout: 3000 });
});

test('"Создать договор" loads money/ContractDialog at run time and shows the error panel when it fails', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.on('GET', '/stage.json', () => ({
    body: { remotes: { money: '/remotes/mf-money/1.0.0/mf-manifest.json' } },
  }));
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
  server.on('GET', '/stage.json', () => ({ body: { remotes: { money: '/m.json' } } }));
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
  renderDialog(['contacts.view', 'leads.view']);
  await screen.findByRole('button', { name: 'Создать лид' });
  expect(screen.queryByRole('button', { name: 'Создать договор' })).not.toBeInTheDocument();
});
