import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactHistory, ContractOptions, EntitiesTypes } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ContractDialog } from '../ContractDialog';

const server = setupFakeServer();

const lead = {
  id_lead: 40,
  id_contact: '5',
  name: 'Анна Соколова',
  nickname_inst: '',
  nickname_fb: '',
  nickname_tg: '',
  city: 'Минск',
  year_of_birth: '2016',
  phone: '375291112233',
  email: '',
  manager: '7',
  manager_name: 'Петрова И.',
  interested: 'Робототехника',
  utm_source: 'instagram',
  utm_campaign: 'осень',
  utm_term: '',
  comment: [
    {
      id_comment: 1,
      date: '2026-11-02T10:00:00.000Z',
      comment: 'Хотят на робототехнику',
      creator: 7,
      creator_name: 'Петрова И.',
    },
  ],
  date_due: '2030-05-20 10:00:00',
  date_created: '2026-11-20T09:15:00.000Z',
  status: 'in_work' as const,
  duplicate: false,
  rejected: '',
  disqualified: false,
  version: 1,
  contract_number: '',
  date_created_contract: '',
  status_contract: '' as const,
  doc_name: '',
  contract_id: null,
  children_club: false,
};

const history: ContactHistory = {
  contact: {
    id_contact: 5,
    name: 'Анна',
    last_name: 'Соколова',
    phone: '375291112233',
    email: '',
    kid_name: 'Соколов Миша',
    kid_class: '3',
    year_of_birth: '2016-04-02',
    city: 'Минск',
    passport_contact: 'MP1234567',
    registration_contact: 'Минск, ул. Немига, 5',
    nickname_inst: '',
    nickname_fb: '',
    nickname_tg: 'anna_s',
    comment: [],
    utm_source: 'instagram',
    interested_program: '',
    date_created: '2026-11-01T08:00:00.000Z',
    version: 2,
  },
  comments: [],
  leads: [lead],
  contracts: [],
};

const entities = {
  location: [{ value: 3, label: 'Минск' }],
  utm_source: [{ value: 1, label: 'instagram' }],
  nutrition: [{ value: 1, label: 'Полный день' }],
  schedule: [{ value: 1, label: '09:00-18:00' }],
} as unknown as EntitiesTypes;

const options: ContractOptions = {
  courses: [
    { id: 1, name: 'Робототехника', type: 'course', kindergarten: false },
    { id: 6, name: 'Садик: подготовка к школе', type: 'course', kindergarten: true },
    { id: 9, name: 'Городской лагерь STEM', type: 'camp_program', kindergarten: false },
    { id: 10, name: 'Индивидуальные занятия: математика', type: 'individual', kindergarten: false },
  ],
  groups: [
    {
      id: 4,
      short_name: 'МН-Робо-1',
      course_id: 1,
      location_id: 3,
      price_per_week: '45.50',
      weeks: 36,
      start_date: '2026-09-01',
    },
    {
      id: 5,
      short_name: 'МН-Садик-1',
      course_id: 6,
      location_id: 3,
      price_per_week: '95.00',
      weeks: 36,
      start_date: '2026-09-01',
    },
    {
      id: 7,
      short_name: 'МН-ЛагSTEM-1',
      course_id: 9,
      location_id: 3,
      price_per_week: '137.50',
      weeks: 2,
      start_date: '2026-06-01',
    },
    {
      id: 8,
      short_name: 'МН-ИндМат-1',
      course_id: 10,
      location_id: 3,
      price_per_week: '70.00',
      weeks: 36,
      start_date: null,
    },
  ],
  requisites: [{ id: 1, short_name: 'ИП Ковалёв А. С.' }],
  currency: 'BYN',
};

const onClose = jest.fn();

beforeEach(() => {
  onClose.mockReset();
  server.on('GET', '/history_contact/get', () => ({ body: history }));
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/contract/options/get', () => ({ body: options }));
});

const bodies = (path: string) => server.calls('POST', path).map((request) => request.body);

function renderDialog(props: { leadId?: number; contactId?: number } = {}) {
  return renderWithProviders(
    <ContractDialog
      open
      onClose={onClose}
      name="Анна Соколова"
      contactId={props.contactId ?? 5}
      leadId={props.leadId}
    />,
    { permissions: ['contract.modify', 'contract.view', 'contacts.view'], toasts: true },
  );
}

async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Создать договор: Анна Соколова' });
  await within(dialog).findByLabelText('ФИО родителя');
  // The only branch is chosen already: its courses are offered.
  await within(dialog).findByRole('option', { name: 'Робототехника' });
  return dialog;
}

test('fills the form from the contact and its lead, in a full-width dialog titled with the name', async () => {
  renderDialog();
  const dialog = await openForm();
  expect(within(dialog).getByLabelText('ФИО родителя')).toHaveValue('Соколова Анна');
  expect(within(dialog).getByLabelText('ФИО ребёнка')).toHaveValue('Соколов Миша');
  expect(within(dialog).getByLabelText('Год рождения')).toHaveValue('2016');
  expect(within(dialog).getByLabelText('Паспортные данные')).toHaveValue('MP1234567');
  expect(within(dialog).getByLabelText('Telegram')).toHaveValue('anna_s');
  expect(within(dialog).getByLabelText('Лид')).toHaveValue('40');
  expect(within(dialog).getByLabelText('UTM campaign')).toHaveValue('осень');
  expect(within(dialog).getByLabelText('Часов в неделю')).toHaveValue('4');
  expect(within(dialog).getByLabelText('Строка 1: Сумма')).toHaveValue('111');
  expect(within(dialog).getByLabelText('Строка 1: Недель')).toHaveValue('3');
  expect(within(dialog).getByLabelText('Строка 2: Сумма')).toHaveValue('');
  expect(server.calls('GET', '/contract/options/get')[0].query.get('location_id')).toBe('3');
});

test('a group sets weeks, week price and full price = price x weeks; adaptation only for a kindergarten course', async () => {
  const user = userEvent.setup();
  renderDialog();
  const dialog = await openForm();
  expect(within(dialog).queryByLabelText('Адаптация')).not.toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('Курс'), 'Робототехника');
  await user.selectOptions(within(dialog).getByLabelText('Группа'), 'МН-Робо-1');
  expect(within(dialog).getByLabelText('Количество недель')).toHaveValue('36');
  expect(within(dialog).getByLabelText('Стоимость недели')).toHaveValue('45.50');
  expect(within(dialog).getByLabelText('Полная стоимость')).toHaveValue('1638.00');
  await user.clear(within(dialog).getByLabelText('Количество недель'));
  await user.type(within(dialog).getByLabelText('Количество недель'), '30');
  expect(within(dialog).getByLabelText('Полная стоимость')).toHaveValue('1365.00');

  await user.selectOptions(within(dialog).getByLabelText('Курс'), 'Садик: подготовка к школе');
  expect(within(dialog).getByLabelText('Адаптация')).toHaveValue('23:59:00');
  expect(within(dialog).getByLabelText('Группа')).toHaveValue('');
});

test('calculations say what they still need, then fill the schedule from the server', async () => {
  const user = userEvent.setup();
  server.on('POST', '/calculate/parts/get', () => ({
    body: [
      { date: '2026-09-01', amount: '819.00', count_week: 18 },
      { date: '2027-01-11', amount: '819.00', count_week: 18 },
    ],
  }));
  renderDialog();
  const dialog = await openForm();
  await user.click(within(dialog).getByRole('button', { name: 'Рассчитать 10 платежей' }));
  expect(
    await screen.findByText('Для расчёта заполните: Курс, Дата начала, Полная стоимость'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/calculations/get')).toHaveLength(0);

  await user.selectOptions(within(dialog).getByLabelText('Курс'), 'Робототехника');
  await user.selectOptions(within(dialog).getByLabelText('Группа'), 'МН-Робо-1');
  await user.selectOptions(within(dialog).getByLabelText('Реквизиты'), 'ИП Ковалёв А. С.');
  await user.click(within(dialog).getByRole('button', { name: 'По неделям' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Строка 2: Сумма')).toHaveValue('819.00'));
  expect(within(dialog).getByLabelText('Строка 1: Дата')).toHaveValue('2026-09-01');
  expect(within(dialog).getByLabelText('Строка 3: Сумма')).toHaveValue('');
  expect(bodies('/calculate/parts/get')).toEqual([
    {
      weeks: '36',
      full_price: '1638.00',
      start_date: '2026-09-01',
      group_id: '4',
      requisites: '1',
      strategy: 'per_week',
    },
  ]);
  expect(within(dialog).getByTestId('schedule-total')).toHaveTextContent('1 638,00 р.');
});

test('the first empty field blocks creation with its message and takes the focus', async () => {
  const user = userEvent.setup();
  renderDialog();
  const dialog = await openForm();
  await user.clear(within(dialog).getByLabelText('Паспортные данные'));
  await user.click(within(dialog).getByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('Вы не заполнили поле: Паспортные данные')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Паспортные данные')).toHaveFocus();

  await user.selectOptions(within(dialog).getByLabelText('Тип услуги'), 'Лагерь');
  expect(within(dialog).getByLabelText('Строка 1: Сумма')).toHaveValue('11');
  expect(within(dialog).getByLabelText('Строка 1: Недель')).toHaveValue('11');
  await user.type(within(dialog).getByLabelText('Паспортные данные'), 'MP1234567');
  await user.selectOptions(within(dialog).getByLabelText('Реквизиты'), 'ИП Ковалёв А. С.');
  await user.click(within(dialog).getByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('вы не заполнили Программа лагеря')).toBeInTheDocument();
  expect(bodies('/contract/add')).toEqual([]);
});

async function fillAcademicYear(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Реквизиты'), 'ИП Ковалёв А. С.');
  await user.selectOptions(within(dialog).getByLabelText('Курс'), 'Робототехника');
  await user.selectOptions(within(dialog).getByLabelText('Группа'), 'МН-Робо-1');
  await user.clear(within(dialog).getByLabelText('Строка 1: Сумма'));
  await user.type(within(dialog).getByLabelText('Строка 1: Сумма'), '1638');
  await user.type(within(dialog).getByLabelText('Строка 2: Недель'), '2');
}

test('a schedule row with weeks but no date is refused: "В строке 2 поле Дата обязательно для заполнения"', async () => {
  const user = userEvent.setup();
  renderDialog();
  const dialog = await openForm();
  await fillAcademicYear(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('В строке 2 поле Дата обязательно для заполнения')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Строка 2: Дата')).toHaveFocus();
  expect(bodies('/contract/add')).toEqual([]);
});

test('creates once with a key, says "Договор создан", then Delete and Download in the result', async () => {
  const user = userEvent.setup();
  server.on('POST', '/contract/add', () => ({
    body: { contract_id: 77, number: 'МН-00031', file_name: 'Договор МН-00031.docx' },
  }));
  server.on('POST', '/contract/remove', () => ({ body: { status: 'OK' } }));
  renderDialog({ leadId: 40 });
  const dialog = await openForm();
  await fillAcademicYear(user, dialog);
  await user.clear(within(dialog).getByLabelText('Строка 2: Недель'));
  await user.dblClick(within(dialog).getByRole('button', { name: 'Создать договор' }));
  expect(await screen.findByText('Договор создан')).toBeInTheDocument();
  expect(await within(dialog).findByText('Договор для Анна Соколова создан')).toBeInTheDocument();
  expect(bodies('/contract/add')).toHaveLength(1);
  expect(bodies('/contract/add')[0]).toMatchObject({
    lessons_type: 'academic_year',
    id_lead: '40',
    contact_id: 5,
    full_name: 'Соколова Анна',
    location: '3',
    requisite: '1',
    course: '1',
    group: '4',
    weeks: '36',
    week_price: '45.50',
    full_price: '1638.00',
    hours_per_week: '4',
    hours_of_adaptation: '00:00:00',
  });
  expect(server.calls('POST', '/contract/add')[0].headers['idempotency-key']).toMatch(/^"?[0-9a-f-]{36}"?$/);

  // Download saves the document under its name: 'Договор сохранен'.
  server.on('GET', '/contract/download', () => ({
    raw: Buffer.from('PK docx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition':
        "attachment; filename*=UTF-8''%D0%94%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%20%D0%9C%D0%9D-00031.docx",
    },
  }));
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:contract'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  try {
    await user.click(within(dialog).getByRole('button', { name: 'Скачать договор' }));
    expect(await screen.findByText('Договор сохранен')).toBeInTheDocument();
    expect(saved).toEqual(['Договор МН-00031.docx']);
    expect(server.calls('GET', '/contract/download')[0].query.get('q')).toBe('Договор МН-00031.docx');
  } finally {
    click.mockRestore();
  }

  // Deleting asks first (money.md section 5).
  await user.click(within(dialog).getByRole('button', { name: 'Удалить договор' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Вы уверены, что хотите удалить запись?' });
  expect(bodies('/contract/remove')).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findAllByText('Договор удален')).not.toHaveLength(0);
  expect(bodies('/contract/remove')).toEqual([{ contract_id: 77 }]);
  expect(within(dialog).getByRole('button', { name: 'Удалить договор' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Скачать договор' })).toBeDisabled();
  const closers = within(dialog).getAllByRole('button', { name: 'Закрыть' });
  await user.click(closers[closers.length - 1]);
  expect(onClose).toHaveBeenCalled();
});

test("a refused creation shows the server's message; Delete and Download are disabled", async () => {
  const user = userEvent.setup();
  server.on('POST', '/contract/add', () =>
    errorReply(400, 'Сумма платежей графика (1638.00) не равна полной стоимости договора (1700.00)'),
  );
  renderDialog();
  const dialog = await openForm();
  await fillAcademicYear(user, dialog);
  await user.clear(within(dialog).getByLabelText('Строка 2: Недель'));
  await user.click(within(dialog).getByRole('button', { name: 'Создать договор' }));
  expect(await screen.findAllByText('Не удалось создать договор')).not.toHaveLength(0);
  expect(
    await within(dialog).findByText(
      'Сумма платежей графика (1638.00) не равна полной стоимости договора (1700.00)',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Удалить договор' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Скачать договор' })).toBeDisabled();
});

test('a contact without leads with comments says to create a lead first; a failed load offers a retry', async () => {
  server.on('GET', '/history_contact/get', () => ({
    body: { ...history, leads: [{ ...lead, comment: [] }] },
  }));
  renderDialog();
  expect(
    await screen.findByText('Для этого контакта не создано ни одного лида. Создайте лид'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Создать договор' })).not.toBeInTheDocument();
});

test('a failed contact load shows the error panel with a retry, never an empty form', async () => {
  const user = userEvent.setup();
  server.on('GET', '/history_contact/get', () => errorReply(500, 'Сервер недоступен'));
  renderDialog();
  expect(await screen.findByText('Не удалось загрузить данные для договора')).toBeInTheDocument();
  expect(screen.queryByLabelText('ФИО родителя')).not.toBeInTheDocument();
  server.on('GET', '/history_contact/get', () => ({ body: history }));
  await user.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByLabelText('ФИО родителя')).toHaveValue('Соколова Анна');
});
