import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment, Permission } from '@school/shared-api';
import { errorReply, gatewayError, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { PaymentsPage } from '../PaymentsPage';

// The payments tab over the real client and grid, GET /payment/get (pages), POST /payment/update and the
// contract search faked at the HTTP boundary.

const server = setupFakeServer();

const rows: Payment[] = [
  {
    id: 11,
    contract_id: 41,
    number: 'МН-00041',
    date: '2026-11-20',
    amount: '150.50',
    full_name: 'Зайцева Алла',
    kid_name: 'Миша',
    id_location: 3,
    status: 'active',
    currency: 'BYN',
    version: 2,
  },
  {
    id: 12,
    contract_id: 'unknown',
    number: 'unknown',
    date: '2026-11-18',
    amount: '80.00',
    full_name: '',
    kid_name: '',
    id_location: 7,
    status: '',
    currency: 'GEL',
    version: 1,
  },
];
const totals = [
  { currency: 'BYN', amount: '12150.50' },
  { currency: 'GEL', amount: '980.00' },
];

const rowWith = (text: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(text)) as HTMLElement;

function renderPage(permissions: Permission[] = ['payment.view', 'payment.modify']) {
  renderWithProviders(<PaymentsPage />, { permissions, toasts: true });
}

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 7, label: 'Батуми' },
      ],
    },
  }));
  server.on('GET', '/payment/get', () => ({ body: { rows, total: 2, offset: 0, limit: 50, totals } }));
});

test('the grid asks for the newest first and shows amounts and totals in each branch’s currency', async () => {
  renderPage();
  expect(await screen.findByText('МН-00041')).toBeInTheDocument();
  const query = server.calls('GET', '/payment/get')[0].query;
  expect(query.get('sort')).toBe('date');
  expect(query.get('order')).toBe('desc');
  expect(within(rowWith('МН-00041')).getByText('150,50 р.')).toBeInTheDocument();
  expect(within(rowWith('unknown')).getByText('80,00 ₾')).toBeInTheDocument();
  expect(screen.getByText(/Итого/)).toHaveTextContent('Итого: 12 150,50 р. · 980,00 ₾');
  // No add or delete in the grid.
  expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
});

test('an edit sends the row with its version and says so; a stale version shows the server’s message', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('POST', '/payment/update', () =>
    errorReply(409, 'Платеж изменен другим пользователем. Обновите страницу'),
  );
  renderPage();
  await user.dblClick(await screen.findByText('МН-00041'));
  const amount = within(rowWith('Зайцева Алла')).getByRole('textbox', { name: 'Сумма' });
  await user.clear(amount);
  await user.type(amount, '160{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Платеж изменен другим пользователем');
  expect(server.calls('POST', '/payment/update')[0].body).toEqual({
    id: 11,
    date: '2026-11-20',
    amount: '160.00',
    contract_id: 41,
    number: 'МН-00041',
    version: 2,
  });
  server.on('POST', '/payment/update', ({ body }) => ({
    body: { ...rows[0], ...(body as object), version: 3 },
  }));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Платеж обновлен')).toBeInTheDocument();
  // Only the unknown payment's contract can be changed.
  await user.dblClick(await screen.findByText('Зайцева Алла'));
  expect(within(rowWith('Зайцева Алла')).queryByRole('textbox', { name: 'Договор' })).not.toBeInTheDocument();
});

test('a payment to unknown is attached to its contract by number in the grid', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/contract/search', () => ({
    body: {
      55: {
        contract_id: 55,
        phone: '',
        status: 'new',
        full_name: 'Орлова Е.',
        number: 'БТ-00007',
        kid_name: '',
      },
      56: {
        contract_id: 56,
        phone: '',
        status: 'new',
        full_name: 'Орлов',
        number: 'БТ-000071',
        kid_name: '',
      },
    },
  }));
  server.on('POST', '/payment/update', () => ({
    body: {
      ...rows[1],
      contract_id: 55,
      number: 'БТ-00007',
      full_name: 'Орлова Е.',
      status: 'active',
      version: 2,
    },
  }));
  renderPage();
  await user.dblClick(await screen.findByText('unknown'));
  const number = screen.getByRole('textbox', { name: 'Договор' });
  await user.clear(number);
  await user.type(number, 'бт-00007{Enter}');
  expect(await screen.findByText('Платеж обновлен')).toBeInTheDocument();
  expect(server.calls('GET', '/contract/search')[0].query.get('param')).toBe('бт-00007');
  expect(server.calls('POST', '/payment/update')[0].body).toMatchObject({
    id: 12,
    contract_id: 55,
    number: 'БТ-00007',
  });
});

test('an unknown number is refused in the row without a request', async () => {
  const user = userEvent.setup({ delay: null });
  server.on('GET', '/contract/search', () => ({ body: {} }));
  renderPage();
  await user.dblClick(await screen.findByText('unknown'));
  const number = screen.getByRole('textbox', { name: 'Договор' });
  await user.clear(number);
  await user.type(number, 'XX-1{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Договор с номером XX-1 не найден');
  expect(server.calls('POST', '/payment/update')).toHaveLength(0);
});

test('without payment.modify: no add form and no editing', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(['payment.view']);
  await user.dblClick(await screen.findByText('МН-00041'));
  expect(screen.queryByRole('textbox', { name: 'Сумма' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Новый платеж' })).not.toBeInTheDocument();
});

test('a failed load shows the error panel and no total; retry loads', async () => {
  server.on('GET', '/payment/get', () => gatewayError);
  renderPage();
  expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  expect(screen.queryByText(/Итого/)).not.toBeInTheDocument();
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  server.on('GET', '/payment/get', () => ({ body: { rows, total: 2, offset: 0, limit: 50, totals } }));
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('МН-00041')).toBeInTheDocument();
});

test('an empty list says so, with a zero total', async () => {
  server.on('GET', '/payment/get', () => ({
    body: { rows: [], total: 0, offset: 0, limit: 50, totals: [] },
  }));
  renderPage();
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/Итого/)).toHaveTextContent('Итого: 0,00 р.'));
});

test('each payment links to its history in the audit journal, for those who may read it', async () => {
  renderPage(['payment.view', 'audit.view']);
  const link = await screen.findByRole('link', {
    name: 'История изменений: МН-00041, 2026-11-20, 150.50',
  });
  expect(link).toHaveAttribute('href', '/app/audit?entity=payment&entity_id=11');
  expect(within(rowWith('unknown')).getByRole('link', { name: /История изменений/ })).toHaveAttribute(
    'href',
    '/app/audit?entity=payment&entity_id=12',
  );
});

test('without the journal’s permission there is no history column', async () => {
  renderPage(['payment.view']);
  expect(await screen.findByText('МН-00041')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /История/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /История изменений/ })).not.toBeInTheDocument();
});
