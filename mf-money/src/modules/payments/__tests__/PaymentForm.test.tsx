import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import type { ContractSearchHit } from '@school/shared-api';
import { errorReply, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { PaymentForm } from '../PaymentForm';

// The add-payment form over the real client, POST /payment/add and GET /contract/search faked at the HTTP
// boundary: the cashier's keyboard loop, the spec's messages, 'unknown' payments, closed contracts, one
// Idempotency-Key per filled form.

const server = setupFakeServer();

const hits: Record<number, ContractSearchHit> = {
  41: {
    contract_id: 41,
    phone: '+375 29 111-22-33',
    status: 'active',
    full_name: 'Зайцева Алла',
    number: 'МН-00041',
    kid_name: 'Миша',
  },
  42: {
    contract_id: 42,
    phone: '',
    status: 'cancelled',
    full_name: 'Зайцев Олег',
    number: 'МН-00042',
    kid_name: '',
  },
};

const payment = (body: Record<string, unknown>) => ({
  id: 900,
  contract_id: body.contract_id,
  number: body.number,
  date: body.date,
  amount: body.amount,
  full_name: '',
  kid_name: '',
  id_location: 3,
  status: body.contract_id === 'unknown' ? '' : 'active',
  currency: 'BYN',
  version: 1,
});

const today = DateTime.local().toFormat('yyyy-MM-dd');

/** Chooses the branch of an 'unknown' payment once the user's branches have come. */
async function chooseBranch(value: string) {
  const branch = await screen.findByRole('combobox', { name: /Филиал/ });
  await waitFor(() => expect(branch).toHaveTextContent('Барановичи'));
  fireEvent.change(branch, { target: { value } });
}

function renderForm() {
  const onAdded = jest.fn();
  renderWithProviders(<PaymentForm onAdded={onAdded} />, {
    permissions: ['payment.view', 'payment.modify'],
    toasts: true,
  });
  return onAdded;
}

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
    },
  }));
  server.on('GET', '/contract/search', ({ query }) => ({
    body: Object.fromEntries(
      Object.entries(hits).filter(([, hit]) =>
        `${hit.number} ${hit.full_name}`.toLowerCase().includes(String(query.get('param')).toLowerCase()),
      ),
    ),
  }));
  server.on('POST', '/payment/add', ({ body }) => ({ body: payment(body as Record<string, unknown>) }));
});

test('with the keyboard alone: number, Enter, Enter on the hit, amount, Enter - recorded, and the form is ready for the next', async () => {
  const user = userEvent.setup();
  const onAdded = renderForm();
  const search = screen.getByRole('combobox', { name: 'Договор' });
  await user.click(search);
  // Enter searches at once (no wait for the 1000 ms), Enter again takes the highlighted hit.
  await user.type(search, 'МН-00041{Enter}');
  expect(await screen.findByRole('option', { name: /МН-00041 · Зайцева Алла/ })).toBeInTheDocument();
  await user.keyboard('{Enter}');
  const amount = screen.getByRole('textbox', { name: 'Сумма' });
  await waitFor(() => expect(amount).toHaveFocus());
  expect(screen.getByText('МН-00041 · Зайцева Алла')).toBeInTheDocument();
  await user.keyboard('150,5{Enter}');

  expect(await screen.findByText('Платеж добавлен')).toBeInTheDocument();
  const [request] = server.calls('POST', '/payment/add');
  expect(request.body).toEqual({ date: today, amount: '150.50', contract_id: 41, number: 'МН-00041' });
  expect(request.headers['idempotency-key']).toMatch(/.+/);
  expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 900, amount: '150.50' }));
  // Ready for the next payment: the contract and the amount are empty, the date stays, the search has the focus.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Договор' })).toHaveFocus());
  expect(amount).toHaveValue('');
  expect(screen.getByLabelText(/^Дата/)).toHaveValue(today);
});

test('the date and the amount are required, with the spec’s messages, and nothing is sent', async () => {
  renderForm();
  fireEvent.change(screen.getByLabelText(/^Дата/), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  expect(await screen.findByText('Введите сумму')).toBeInTheDocument();
  expect(screen.getByText('Введите дату')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Сумма' }), { target: { value: '12abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  expect(
    await screen.findByText('Сумма должна быть положительным числом, не более двух знаков после запятой'),
  ).toBeInTheDocument();
  expect(server.calls('POST', '/payment/add')).toHaveLength(0);
});

test('with no contract chosen the payment goes to unknown in the chosen branch', async () => {
  renderForm();
  expect(screen.getByText('Договор не выбран - платеж будет записан на «unknown»')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Сумма' }), { target: { value: '80' } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  expect(await screen.findByText('Выберите филиал, где принят платеж')).toBeInTheDocument();
  await chooseBranch('24');
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  await screen.findByText('Платеж добавлен');
  expect(server.calls('POST', '/payment/add')[0].body).toEqual({
    date: today,
    amount: '80.00',
    contract_id: 'unknown',
    number: 'unknown',
    id_location: 24,
  });
});

test('text typed but no contract chosen blocks the payment instead of sending it to unknown', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('combobox', { name: 'Договор' }), 'МН-0004');
  expect(screen.getByText('Выберите договор из списка (Enter) или очистите поле')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Добавить платеж' })).toBeDisabled();
});

test('the add button is disabled for a cancelled contract', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByRole('combobox', { name: 'Договор' }), 'МН-00042{Enter}');
  await user.click(await screen.findByRole('option', { name: /МН-00042/ }));
  expect(
    await screen.findByText('По отмененному или закрытому договору платеж не добавить'),
  ).toBeInTheDocument();
  expect(screen.getByText('Отменен')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Добавить платеж' })).toBeDisabled();
  // Taking the contract away allows an 'unknown' payment again.
  await user.click(screen.getByRole('button', { name: 'Убрать договор' }));
  expect(screen.getByRole('button', { name: 'Добавить платеж' })).toBeEnabled();
});

test('a double press sends one request, and a retry after a failure sends the same Idempotency-Key', async () => {
  // 409: the same key is still running on the server - a refusal to retry with the same key.
  const held = heldReply(errorReply(409, 'Запрос с этим ключом еще выполняется'));
  server.on('POST', '/payment/add', held.handler);
  renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: 'Сумма' }), { target: { value: '10' } });
  await chooseBranch('3');
  const button = screen.getByRole('button', { name: 'Добавить платеж' });
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(server.calls('POST', '/payment/add')).toHaveLength(1));
  held.release();
  expect(await screen.findByText('Не удалось добавить платеж')).toBeInTheDocument();
  server.on('POST', '/payment/add', ({ body }) => ({ body: payment(body as Record<string, unknown>) }));
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  await screen.findByText('Платеж добавлен');
  const [first, second] = server.calls('POST', '/payment/add');
  expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
});

test('a field message of the server lands on its field', async () => {
  server.on('POST', '/payment/add', () =>
    errorReply(400, 'Дата: неверный формат', { date: 'Дата: неверный формат' }),
  );
  renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: 'Сумма' }), { target: { value: '10' } });
  await chooseBranch('3');
  fireEvent.click(screen.getByRole('button', { name: 'Добавить платеж' }));
  expect(await screen.findByText('Дата: неверный формат')).toBeInTheDocument();
});
