import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { OrderForm, type OrderFormProps } from '../OrderForm';

// The order generator over the real client, with the server faked at the HTTP boundary: the locations
// offered (3 and 24 among the user's), nothing sent until a location and a period are chosen, the DOCX
// saved under the server's name. mf-sales' /app/reports-links shows this form too (money/OrderForm), its
// heading one level up.

const server = setupFakeServer();

const LOCATIONS = [
  { value: 3, label: 'Минск' },
  { value: 12, label: 'Гомель' },
  { value: 24, label: 'Барановичи' },
];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: { location: LOCATIONS } }));
  server.on('POST', '/generate/order', () => ({
    raw: Buffer.from('docx'),
    headers: {
      'content-type': DOCX,
      'content-disposition': `attachment; filename="_______ 16.03.2026.docx"; filename*=UTF-8''${encodeURIComponent('Приказ 16.03.2026.docx')}`,
    },
  }));
  URL.createObjectURL = jest.fn(() => 'blob:order');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const renderForm = (permissions: Permission[] = ['report.view'], props: OrderFormProps = {}) =>
  renderWithProviders(<OrderForm {...props} />, { permissions });

const orders = () => server.calls('POST', '/generate/order');

test('offers only locations 3 and 24 of the user’s, red until one is chosen', async () => {
  const user = userEvent.setup();
  renderForm();
  const order = screen.getByRole('region', { name: 'Приказ о зачислении' });
  expect(within(order).getByRole('heading', { level: 3, name: 'Приказ о зачислении' })).toBeInTheDocument();
  const select = await within(order).findByRole('combobox', { name: /Локация/ });
  await within(order).findByRole('option', { name: 'Барановичи' });
  expect(
    within(order)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Выберите локацию', 'Минск', 'Барановичи']);
  expect(select).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
  await user.selectOptions(select, 'Барановичи');
  expect(select).not.toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
});

test('sends nothing until a location and the period are chosen, then saves the document', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderForm();
  const button = await screen.findByRole('button', { name: 'Сформировать приказ' });
  expect(button).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: /Локация/ }), 'Барановичи');
  await user.type(screen.getByLabelText(/Период с/), '2026-03-01');
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText(/^по/), '2026-03-31');
  expect(button).toBeEnabled();
  await user.click(button);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(orders().map((request) => request.body)).toEqual([
    { location: 24, from: '2026-03-01', to: '2026-03-31' },
  ]);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Приказ 16.03.2026.docx');
});

test('a period that ends before it starts is refused in the form; Enter submits a complete one', async () => {
  const user = userEvent.setup();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderForm();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Локация/ }), 'Минск');
  await user.type(screen.getByLabelText(/Период с/), '2026-03-31');
  await user.type(screen.getByLabelText(/^по/), '2026-03-01');
  expect(screen.getByText('Дата окончания раньше даты начала')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Сформировать приказ' })).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(orders()).toHaveLength(0);
  await user.clear(screen.getByLabelText(/^по/));
  await user.type(screen.getByLabelText(/^по/), '2026-04-15{Enter}');
  await waitFor(() => expect(orders()).toHaveLength(1));
  expect(orders()[0].body).toEqual({ location: 3, from: '2026-03-31', to: '2026-04-15' });
});

test('as a section of a page (the links page) its heading is an h2', async () => {
  renderForm(['report.view'], { headingLevel: 'h2' });
  expect(screen.getByRole('heading', { level: 2, name: 'Приказ о зачислении' })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: /Локация/ })).toBeInTheDocument();
});

test('without location 3 or 24 among the user’s: У вас нет доступных локаций', async () => {
  server.on('GET', '/entities-types/get', () => ({ body: { location: [{ value: 12, label: 'Гомель' }] } }));
  renderForm();
  expect(await screen.findByText('У вас нет доступных локаций')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Сформировать приказ' })).not.toBeInTheDocument();
});

test('a refused order leaves the form as it was, after the client’s error toast', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('POST', '/generate/order', () => errorReply(404, 'Шаблон приказа не загружен'));
  renderForm();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Локация/ }), 'Минск');
  await user.type(screen.getByLabelText(/Период с/), '2026-03-01');
  await user.type(screen.getByLabelText(/^по/), '2026-03-31');
  await user.click(screen.getByRole('button', { name: 'Сформировать приказ' }));
  await waitFor(() => expect(server.notices).toHaveLength(1));
  expect(click).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Сформировать приказ' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: /Локация/ })).toHaveValue('3');
});

test('is not offered to a user who may not make orders', () => {
  const { container } = renderForm(['links.view']);
  expect(container).toBeEmptyDOMElement();
  expect(orders()).toHaveLength(0);
});
