import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { ReceiptsContract, ReceiptsDay, ReceiptsSchedule, ReceiptsTotal } from '@school/shared-api';
import { gatewayError, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { PaymentsSchedulePage } from '../PaymentsSchedulePage';

// The receipts schedule over the real client and hooks, with GET /payments_schedule/* faked at the HTTP
// boundary: the month and the branch asked for, the totals per currency, the days with their overdue, a day's
// contracts, the export, and the loading, error and empty states.

const server = setupFakeServer();

const day = (date: string, figures: Partial<ReceiptsDay> = {}): ReceiptsDay => ({
  date,
  currency: 'BYN',
  expected: '300.00',
  covered: '100.00',
  outstanding: '200.00',
  overdue: '0.00',
  received: '50.00',
  contracts: 2,
  ...figures,
});

const total = (figures: Partial<ReceiptsTotal> = {}): ReceiptsTotal => ({
  currency: 'BYN',
  expected: '1500.00',
  covered: '900.00',
  outstanding: '600.00',
  overdue: '200.00',
  received: '700.00',
  overdue_before: '35.50',
  ...figures,
});

const MARCH: ReceiptsSchedule = {
  month: '2026-03',
  days: [
    day('2026-03-02', { overdue: '200.00' }),
    day('2026-03-20', { expected: '1200.00', covered: '800.00', outstanding: '400.00', received: '650.00' }),
  ],
  totals: [total()],
};

const CONTRACTS: ReceiptsContract[] = [
  {
    contract_id: 7,
    number: 'МН-00007',
    full_name: 'Иванова Анна',
    kid_name: 'Иванов Миша',
    status: 'active',
    location_id: 3,
    currency: 'BYN',
    types: ['tuition', 'lunch'],
    expected: '300.00',
    covered: '100.00',
    outstanding: '200.00',
    overdue: '200.00',
    received: '0.00',
    contract_url: '/app/contracts/7/%D0%9C%D0%9D-00007/x',
  },
  {
    contract_id: null,
    number: 'unknown',
    full_name: '',
    kid_name: '',
    status: '',
    location_id: 3,
    currency: 'BYN',
    types: [],
    expected: '0.00',
    covered: '0.00',
    outstanding: '0.00',
    overdue: '0.00',
    received: '50.00',
    contract_url: null,
  },
];

const scheduleCalls = () => server.calls('GET', '/payments_schedule/get');
const lastQuery = () => Object.fromEntries(scheduleCalls().at(-1)?.query ?? []);

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 31, label: 'Батуми' },
      ],
    },
  }));
  server.on('GET', '/payments_schedule/get', ({ query }) => ({
    body: { ...MARCH, month: query.get('month') },
  }));
  server.on('GET', '/payments_schedule/contracts', () => ({ body: CONTRACTS }));
});
afterEach(() => jest.restoreAllMocks());

const renderPage = (route = '/payments-schedule?month=2026-03') =>
  renderWithProviders(<PaymentsSchedulePage />, { route });

const totals = () => screen.getByRole('region', { name: 'Итоги месяца' });
const figure = (name: string) =>
  within(totals()).getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

test('shows the month’s totals and its days; the overdue is red and marked', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Март 2026' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Поступления по дням' });
  expect(lastQuery()).toEqual({ month: '2026-03' });
  expect(figure('Ожидается')).toHaveTextContent('1 500,00 р.');
  expect(figure('Оплачено')).toHaveTextContent('900,00 р.');
  expect(figure('Поступило')).toHaveTextContent('700,00 р.');
  expect(figure('Просрочено')).toHaveTextContent('200,00 р.');
  expect(figure('Просрочено')).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
  expect(figure('Просрочено за прошлые месяцы')).toHaveTextContent('35,50 р.');
  const rows = within(screen.getByRole('table', { name: 'Поступления по дням' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('02.03.2026');
  expect(rows[1]).toHaveTextContent('просрочено');
  expect(rows[1]).toHaveAttribute('data-overdue');
  expect(rows[2]).toHaveTextContent('1 200,00 р.');
  expect(rows[2]).not.toHaveTextContent('просрочено');
});

test('the month moves back and forth, and the current month is the default', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('table', { name: 'Поступления по дням' });
  await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
  expect(await screen.findByRole('heading', { name: 'Апрель 2026' })).toBeInTheDocument();
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-04' }));
  // A step at a time, as a person sees each month arrive (a second click while the first month loads could
  // land before the page has moved, seen under load).
  await user.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
  expect(await screen.findByRole('heading', { name: 'Март 2026' })).toBeInTheDocument();
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-03' }));
  await user.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
  expect(await screen.findByRole('heading', { name: 'Февраль 2026' })).toBeInTheDocument();
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-02' }));
  await user.click(screen.getByRole('button', { name: 'Текущий месяц' }));
  const current = DateTime.local().toFormat('yyyy-MM');
  await waitFor(() => expect(lastQuery()).toEqual({ month: current }));
  expect(screen.getByRole('button', { name: 'Текущий месяц' })).toBeDisabled();
});

test('two clicks before the page has moved go two months', async () => {
  renderPage();
  await screen.findByRole('table', { name: 'Поступления по дням' });
  const previous = screen.getByRole('button', { name: 'Предыдущий месяц' });
  // Both in one batch: the second click comes before the first one's month is shown.
  act(() => {
    fireEvent.click(previous);
    fireEvent.click(previous);
  });
  expect(await screen.findByRole('heading', { name: 'Январь 2026' })).toBeInTheDocument();
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-01' }));
});

test('opens on the current month without one in the address', async () => {
  renderPage('/payments-schedule');
  await screen.findByRole('table', { name: 'Поступления по дням' });
  expect(lastQuery()).toEqual({ month: DateTime.local().toFormat('yyyy-MM') });
});

test('the branch selector asks for one of the user’s branches, or all of them', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('table', { name: 'Поступления по дням' });
  const select = screen.getByRole('combobox', { name: 'Филиал' });
  await screen.findByRole('option', { name: 'Батуми' });
  await user.selectOptions(select, 'Минск');
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-03', location_id: '3' }));
  await user.selectOptions(select, 'Все филиалы');
  await waitFor(() => expect(lastQuery()).toEqual({ month: '2026-03' }));
});

test('rubles and lari are never added: one block of totals per currency', async () => {
  server.on('GET', '/payments_schedule/get', () => ({
    body: {
      ...MARCH,
      days: [...MARCH.days, day('2026-03-05', { currency: 'GEL', expected: '80.00' })],
      totals: [
        total(),
        total({ currency: 'GEL', expected: '80.00', overdue: '0.00', overdue_before: '0.00' }),
      ],
    },
  }));
  renderPage();
  await screen.findByRole('table', { name: 'Поступления по дням' });
  const rubles = screen.getByRole('heading', { name: 'Рубли' }).parentElement as HTMLElement;
  const lari = screen.getByRole('heading', { name: 'Лари' }).parentElement as HTMLElement;
  expect(rubles).toHaveTextContent('1 500,00 р.');
  expect(lari).toHaveTextContent('80,00 ₾');
  expect(lari).not.toHaveTextContent('р.');
  expect(screen.getByRole('row', { name: /05\.03\.2026/ })).toHaveTextContent('80,00 ₾');
});

test('a day opens its contracts from the keyboard, each linked to its page', async () => {
  const user = userEvent.setup();
  renderPage('/payments-schedule?month=2026-03&location_id=3');
  const open = await screen.findByRole('button', { name: 'Договоры за 02.03.2026' });
  open.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Договоры за 02.03.2026' });
  const link = await within(dialog).findByRole('link', { name: 'МН-00007' });
  expect(link).toHaveAttribute('href', '/app/contracts/7/%D0%9C%D0%9D-00007/x');
  expect(Object.fromEntries(server.calls('GET', '/payments_schedule/contracts')[0].query)).toEqual({
    date: '2026-03-02',
    location_id: '3',
  });
  const [, first, unknown] = within(dialog).getAllByRole('row');
  expect(first).toHaveTextContent('Иванова Анна');
  expect(first).toHaveTextContent('Обучение, Обед');
  expect(first).toHaveTextContent('просрочено');
  expect(unknown).toHaveTextContent('Платежи без договора');
  expect(unknown).toHaveTextContent('50,00 р.');
  expect(within(unknown).queryByRole('link')).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a day whose contracts fail to load says so in the dialog, with Повторить', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/payments_schedule/contracts', () => gatewayError);
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Договоры за 20.03.2026' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка получения данных');
  server.on('GET', '/payments_schedule/contracts', () => ({ body: CONTRACTS }));
  await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
  expect(await within(dialog).findByRole('link', { name: 'МН-00007' })).toBeInTheDocument();
});

test('exports the month and the branch shown as XLSX', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:schedule');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('GET', '/payments_schedule/export', () => ({
    raw: Buffer.from('xlsx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="schedule.xlsx"; filename*=UTF-8''${encodeURIComponent('График поступлений 2026-03.xlsx')}`,
    },
  }));
  renderPage('/payments-schedule?month=2026-03&location_id=31');
  await screen.findByRole('table', { name: 'Поступления по дням' });
  await user.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(Object.fromEntries(server.calls('GET', '/payments_schedule/export')[0].query)).toEqual({
    month: '2026-03',
    location_id: '31',
  });
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('График поступлений 2026-03.xlsx');
});

test('while the month loads there are no figures; a failed load is an error panel, never zero totals', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const held = heldReply(gatewayError);
  server.on('GET', '/payments_schedule/get', held.handler);
  renderPage();
  expect(await screen.findByLabelText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  await waitFor(() => expect(scheduleCalls()).toHaveLength(1));
  held.release();
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(screen.queryByRole('region', { name: 'Итоги месяца' })).not.toBeInTheDocument();
  expect(screen.queryByText(/р\./)).not.toBeInTheDocument();
  server.on('GET', '/payments_schedule/get', () => ({ body: MARCH }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table', { name: 'Поступления по дням' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a month without dues or payments says so under its totals', async () => {
  server.on('GET', '/payments_schedule/get', () => ({
    body: {
      month: '2026-03',
      days: [],
      totals: [
        total({ expected: '0.00', covered: '0.00', outstanding: '0.00', overdue: '0.00', received: '0.00' }),
      ],
    },
  }));
  renderPage();
  expect(await screen.findByText('нет данных для отображения')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Поступления по дням' })).not.toBeInTheDocument();
  expect(figure('Ожидается')).toHaveTextContent('0,00 р.');
  expect(figure('Просрочено')).not.toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
  expect(figure('Просрочено за прошлые месяцы')).toHaveTextContent('35,50 р.');
});
