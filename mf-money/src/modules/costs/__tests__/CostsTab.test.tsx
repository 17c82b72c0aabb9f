import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, Transaction, TransactionOptions } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { CostsTab } from '../CostsTab';

// The costs tab over the real client and hooks, with the /transaction/* calls faked at the HTTP boundary:
// the rights, the add form's spec rules and messages, editing in a dialog, removal with the grid's
// confirmation, totals per currency and the failure states.

const server = setupFakeServer();

const options: TransactionOptions = {
  categories: [
    { category: 'Аренда', operations: ['Оплата аренды', 'Коммунальные услуги'] },
    { category: 'Зарплата', operations: ['Аванс', 'Заработная плата'] },
    { category: 'Прочие расходы', operations: [] },
  ],
  locations: [
    { value: 3, label: 'Минск', currency: 'BYN', active: true },
    { value: 31, label: 'Батуми', currency: 'GEL', active: true },
    { value: 50, label: 'Брест', currency: 'BYN', active: false },
  ],
  requisites: [
    { value: 1, label: 'ИП Ковалёв А. С.', currency: 'BYN', active: true },
    { value: 3, label: 'ООО «Future School Georgia»', currency: 'GEL', active: true },
    { value: 4, label: 'ИП Лебедева О. В. (закрыто)', currency: 'BYN', active: false },
  ],
};

const rows: Transaction[] = [
  {
    id: 11,
    date_transaction: '2026-03-10',
    category: 'Аренда',
    operation: 'Оплата аренды',
    amount: '2500.00',
    type: 1,
    location_id: 3,
    currency: 'BYN',
    version: 2,
  },
  {
    id: 12,
    date_transaction: '2026-03-05',
    category: 'Зарплата',
    operation: 'Аванс',
    amount: '1200.50',
    type: null,
    location_id: 31,
    currency: 'GEL',
    version: 1,
  },
];
const totals = [
  { currency: 'BYN', amount: '10500.00' },
  { currency: 'GEL', amount: '1200.50' },
];

const ALL: Permission[] = ['transactions.view', 'transactions.add'];
const listCalls = () => server.calls('GET', '/transaction/get');

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/transaction/options/get', () => ({ body: options }));
  server.on('GET', '/transaction/get', ({ query }) => ({
    body: { rows, total: 2, offset: Number(query.get('offset') ?? 0), limit: 50, totals },
  }));
  server.on('POST', '/transaction/add', ({ body }) => ({
    body: { id: 20, type: null, currency: 'BYN', version: 1, ...(body as object) },
  }));
});

const renderTab = (permissions: Permission[] = ALL) =>
  renderWithProviders(<CostsTab />, { permissions, toasts: true });

const field = (name: RegExp) => screen.getByRole('combobox', { name });
const form = () => screen.getByRole('form', { name: 'Новая затрата' });
const rowWith = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

/** Fills the add form (the date is today's already); the amount last, so that it may end with {Enter}. */
async function fillForm(values: {
  category?: string;
  operation?: string;
  amount?: string;
  location?: string;
}) {
  const user = userEvent.setup({ delay: null });
  const scope = within(form());
  if (values.category)
    await user.selectOptions(scope.getByRole('combobox', { name: /Категория/ }), values.category);
  if (values.operation)
    await user.selectOptions(scope.getByRole('combobox', { name: /Операция/ }), values.operation);
  if (values.location)
    await user.selectOptions(scope.getByRole('combobox', { name: /Филиал/ }), values.location);
  if (values.amount) await user.type(scope.getByRole('textbox', { name: /Сумма/ }), values.amount);
  return user;
}

test.each([[['transactions.view']], [['transactions.add']], [[]]] as [Permission[]][])(
  'without both transactions.view and transactions.add (%j) the tab only says so',
  async (permissions) => {
    renderTab(permissions);
    expect(screen.getByText('У вас нет прав для просмотра страницы')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toHaveLength(0);
  },
);

test('shows the costs of the page with amounts in their branch’s currency and totals per currency', async () => {
  renderTab();
  expect(await screen.findByText('Оплата аренды')).toBeInTheDocument();
  expect(Object.fromEntries(listCalls()[0].query)).toEqual({
    limit: '50',
    offset: '0',
    sort: 'date_transaction',
    order: 'desc',
  });
  expect(rowWith('Оплата аренды')).toHaveTextContent('2 500,00 р.');
  expect(rowWith('Оплата аренды')).toHaveTextContent('ИП Ковалёв А. С.');
  expect(rowWith('Аванс')).toHaveTextContent('1 200,50 ₾');
  expect(rowWith('Аванс')).toHaveTextContent('Батуми');
  expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 10 500,00 р. · 1 200,50 ₾');
});

test('the operation is disabled until a category with operations is chosen, and offers only its operations', async () => {
  renderTab();
  await screen.findByText('Оплата аренды');
  const user = userEvent.setup({ delay: null });
  const operation = field(/Операция/);
  expect(operation).toBeDisabled();
  await user.selectOptions(field(/Категория/), 'Прочие расходы');
  expect(operation).toBeDisabled();
  expect(operation).toHaveDisplayValue('У категории нет операций');
  await user.selectOptions(field(/Категория/), 'Аренда');
  expect(operation).toBeEnabled();
  const offered = within(operation)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(offered).toEqual(['Выберите операцию', 'Оплата аренды', 'Коммунальные услуги']);
  await user.selectOptions(operation, 'Коммунальные услуги');
  // Another category clears the operation.
  await user.selectOptions(field(/Категория/), 'Зарплата');
  expect(operation).toHaveValue('');
  // Only open branches are offered for a new cost.
  const branches = within(field(/Филиал/))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(branches).toEqual(['Выберите филиал', 'Минск', 'Батуми']);
});

test('refuses an incomplete form with ‘заполните все поля’ and a non-number with ‘Сумма должна быть числом’', async () => {
  renderTab();
  await screen.findByText('Оплата аренды');
  const user = userEvent.setup({ delay: null });
  await user.click(within(form()).getByRole('button', { name: 'Добавить затрату' }));
  expect(within(form()).getByRole('alert')).toHaveTextContent('заполните все поля');
  expect(field(/Категория/)).toHaveAttribute('aria-invalid', 'true');
  await fillForm({ category: 'Аренда', operation: 'Оплата аренды', amount: 'сто', location: 'Минск' });
  await user.click(within(form()).getByRole('button', { name: 'Добавить затрату' }));
  expect(within(form()).getByRole('alert')).toHaveTextContent('Сумма должна быть числом');
  const amount = within(form()).getByRole('textbox', { name: /Сумма/ });
  await user.clear(amount);
  await user.type(amount, '12,345');
  await user.click(within(form()).getByRole('button', { name: 'Добавить затрату' }));
  expect(within(form()).getByRole('alert')).toHaveTextContent('Сумма должна быть числом');
  expect(server.calls('POST', '/transaction/add')).toHaveLength(0);
});

test('adds a cost with Enter: one key per filled form, the toast, the list reloaded, the form ready again', async () => {
  renderTab();
  await screen.findByText('Оплата аренды');
  fireEvent.change(within(form()).getByLabelText(/Дата/), { target: { value: '2026-03-16' } });
  const user = await fillForm({
    category: 'Аренда',
    operation: 'Коммунальные услуги',
    amount: '1 234,5{Enter}',
    location: 'Минск',
  });
  expect(await screen.findByText('Таблица затрат успешно обновлена')).toBeInTheDocument();
  const [sent] = server.calls('POST', '/transaction/add');
  expect(sent.body).toEqual({
    date_transaction: '2026-03-16',
    category: 'Аренда',
    operation: 'Коммунальные услуги',
    amount: '1234.50',
    location_id: 3,
  });
  expect(sent.headers['idempotency-key']).toBeTruthy();
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  // The date and branch stay for the next bill; the rest is empty and the category has the focus.
  await waitFor(() => expect(field(/Категория/)).toHaveFocus());
  expect(field(/Категория/)).toHaveValue('');
  expect(within(form()).getByRole('textbox', { name: /Сумма/ })).toHaveValue('');
  expect(field(/Филиал/)).toHaveValue('3');
  expect(within(form()).getByLabelText(/Дата/)).toHaveValue('2026-03-16');
  await user.click(document.body);
});

test('a category without operations is added without one; the server’s refusal lands on its field', async () => {
  server.on('POST', '/transaction/add', () =>
    errorReply(400, 'Таких действующих реквизитов нет', { location_id: 'Филиал закрыт' }),
  );
  renderTab();
  await screen.findByText('Оплата аренды');
  const user = await fillForm({ category: 'Прочие расходы', amount: '15', location: 'Батуми' });
  await user.click(within(form()).getByRole('button', { name: 'Добавить затрату' }));
  expect(await within(form()).findByText('Филиал закрыт')).toBeInTheDocument();
  expect(server.calls('POST', '/transaction/add')[0].body).toMatchObject({
    category: 'Прочие расходы',
    operation: '',
    amount: '15.00',
    location_id: 31,
  });
});

test('edits a cost in a dialog from the row’s version; the operation follows the category', async () => {
  server.on('POST', '/transaction/update', ({ body }) => ({
    body: { ...rows[0], ...(body as object), version: 3 },
  }));
  renderTab();
  await screen.findByText('Оплата аренды');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Изменить затрату от 10-03-2026: Аренда' }));
  const dialog = await screen.findByRole('dialog', { name: 'Изменение затраты' });
  const inDialog = within(dialog);
  expect(inDialog.getByRole('combobox', { name: /Операция/ })).toHaveValue('Оплата аренды');
  const requisite = inDialog.getByRole('combobox', { name: /Реквизиты/ });
  expect(requisite).toHaveValue('1');
  // The branch's country's requisites in use: no Georgian one for Минск, no closed one.
  expect(
    within(requisite)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Не указаны', 'ИП Ковалёв А. С.']);
  await user.selectOptions(inDialog.getByRole('combobox', { name: /Категория/ }), 'Зарплата');
  await user.click(inDialog.getByRole('button', { name: 'Сохранить' }));
  expect(inDialog.getByRole('alert')).toHaveTextContent('заполните все поля');
  await user.selectOptions(inDialog.getByRole('combobox', { name: /Операция/ }), 'Заработная плата');
  const amount = inDialog.getByRole('textbox', { name: /Сумма/ });
  await user.clear(amount);
  await user.type(amount, '2600{Enter}');
  expect(await screen.findByText('Таблица затрат успешно обновлена')).toBeInTheDocument();
  expect(server.calls('POST', '/transaction/update')[0].body).toEqual({
    id: 11,
    date_transaction: '2026-03-10',
    category: 'Зарплата',
    operation: 'Заработная плата',
    amount: '2600.00',
    location_id: 3,
    type: 1,
    version: 2,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

test('an edit from a stale version shows the server’s message and reloads the list', async () => {
  server.on('POST', '/transaction/update', () =>
    errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
  );
  renderTab();
  await screen.findByText('Аванс');
  const user = userEvent.setup({ delay: null });
  // Keyboard: the row has the focus after a click; Enter opens its edit dialog.
  await user.click(screen.getByText('Аванс'));
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Изменение затраты' });
  await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Запись изменена другим пользователем. Обновите данные.',
  );
  expect(server.calls('POST', '/transaction/update')[0].body).toMatchObject({
    id: 12,
    version: 1,
    operation: 'Аванс',
  });
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

test('removes a cost after ‘Вы уверены, что хотите удалить запись?’', async () => {
  server.on('POST', '/transaction/remove', () => ({ body: { status: 'OK' } }));
  renderTab();
  await screen.findByText('Оплата аренды');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByText('Оплата аренды'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Вы уверены, что хотите удалить запись?');
  await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Таблица затрат успешно обновлена')).toBeInTheDocument();
  expect(server.calls('POST', '/transaction/remove')[0].body).toEqual({ id: 11, version: 2 });
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
});

test('a removal refused because the cost changed meanwhile says so in the grid and reloads the list', async () => {
  server.on('POST', '/transaction/remove', () =>
    errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
  );
  renderTab();
  await screen.findByText('Аванс');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByText('Аванс'));
  await user.click(screen.getByRole('button', { name: 'Удалить' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  expect(
    await screen.findByText('Запись изменена другим пользователем. Обновите данные.'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/transaction/remove')[0].body).toEqual({ id: 12, version: 1 });
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  expect(screen.queryByText('Таблица затрат успешно обновлена')).not.toBeInTheDocument();
});

test('the period goes to the server and starts from the first page', async () => {
  renderTab();
  await screen.findByText('Оплата аренды');
  fireEvent.change(screen.getByLabelText('С'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('По'), { target: { value: '2026-03-31' } });
  await waitFor(() =>
    expect(Object.fromEntries(listCalls().at(-1)!.query)).toMatchObject({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      offset: '0',
    }),
  );
});

test('a failed load shows the error panel, not an empty grid or a zero; retry loads', async () => {
  server.on('GET', '/transaction/get', () => errorReply(500, 'Ошибка сервера. Попробуйте позже.'));
  renderTab();
  expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Повторить' }).closest('[role="alert"]')).toHaveTextContent(
    'Ошибка сервера. Попробуйте позже.',
  );
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: —');
  server.on('GET', '/transaction/get', () => ({ body: { rows, total: 2, offset: 0, limit: 50, totals } }));
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Оплата аренды')).toBeInTheDocument();
});

test('the form’s choices failing to load show the error panel with a retry', async () => {
  server.on('GET', '/transaction/options/get', () => errorReply(500, 'Ошибка сервера. Попробуйте позже.'));
  renderTab();
  expect(await screen.findByText('Не удалось загрузить категории и филиалы')).toBeInTheDocument();
  server.on('GET', '/transaction/options/get', () => ({ body: options }));
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('form', { name: 'Новая затрата' })).toBeInTheDocument();
});

test('an empty list says ‘нет данных для отображения’ with a zero total', async () => {
  server.on('GET', '/transaction/get', () => ({
    body: { rows: [], total: 0, offset: 0, limit: 50, totals: [] },
  }));
  renderTab();
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  expect(screen.getByText(/Итого:/)).toHaveTextContent('Итого: 0,00 р.');
});
