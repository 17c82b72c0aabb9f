import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Permission } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ReportsLinksPage } from '../ReportsLinksPage';
import type { OrderFormProps } from '../loadOrderForm';

// The links page over the real client, with the server faked at the HTTP boundary: the configured links
// open in a new tab; the order generator is the money area's form (money/OrderForm, whose own tests cover
// the order), loaded at run time like the settings page's templates tab, and only for those who may order.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

function FakeOrderForm({ headingLevel }: OrderFormProps) {
  return <p>Форма приказа из money, заголовок {headingLevel}</p>;
}

beforeEach(() => {
  (loadRemote as jest.Mock).mockReset();
  (registerRemotes as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockResolvedValue({ OrderForm: FakeOrderForm });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.on('GET', '/stage.json', () => ({ body: { remotes: { money: '/money/mf-manifest.json' } } }));
  server.on('GET', '/report-links/get', () => ({
    body: [
      { label: 'Аналитика продаж', url: 'https://example.com/sales' },
      { label: 'FAQ', url: 'https://example.com/faq' },
    ],
  }));
});
afterEach(() => jest.restoreAllMocks());

const renderPage = (permissions: Permission[] = ['links.view', 'report.view']) =>
  renderWithProviders(<ReportsLinksPage />, { permissions });

test('shows the order form of the money remote as a section of the page, a spinner while it loads', async () => {
  let resolve: (module: unknown) => void = () => undefined;
  (loadRemote as jest.Mock).mockReturnValue(new Promise((done) => (resolve = done)));
  renderPage();
  expect(await screen.findByLabelText('Загрузка…')).toBeInTheDocument();
  resolve({ OrderForm: FakeOrderForm });
  expect(await screen.findByText('Форма приказа из money, заголовок h2')).toBeInTheDocument();
  expect(screen.queryByLabelText('Загрузка…')).toBeNull();
  expect(loadRemote).toHaveBeenCalledWith('money/OrderForm');
  // The money remote is registered on the first load only: this test comes first in the file.
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'money', entry: '/money/mf-manifest.json' }],
    expect.anything(),
  );
});

test('each configured link opens in a new tab', async () => {
  renderPage();
  const link = await screen.findByRole('link', { name: 'Аналитика продаж' });
  expect(link).toHaveAttribute('href', 'https://example.com/sales');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://example.com/faq');
});

test('shows an error panel when the form cannot be loaded, and loads it again on retry', async () => {
  const user = userEvent.setup();
  (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('RUNTIME-004'));
  renderPage();
  expect(await screen.findByText('Приказ не загрузился')).toBeInTheDocument();
  expect(
    screen.getByText('Не удалось загрузить форму приказа о зачислении. Попробуйте ещё раз.'),
  ).toBeInTheDocument();
  // The links stay usable.
  expect(await screen.findByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByText('Форма приказа из money, заголовок h2')).toBeInTheDocument();
  // The retry registers the money remote afresh.
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [expect.objectContaining({ name: 'money' })],
    expect.objectContaining({ force: true }),
  );
});

test('a money release without the order form counts as a failure', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({});
  renderPage();
  expect(await screen.findByText('Приказ не загрузился')).toBeInTheDocument();
});

test('without report.view the order form is neither loaded nor shown; a failed links load offers a retry', async () => {
  server.on('GET', '/report-links/get', () => errorReply(500, 'Ошибка'));
  renderPage(['links.view']);
  expect(await screen.findByText('Не удалось загрузить ссылки')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Повторить/ })).toBeInTheDocument();
  expect(screen.queryByText(/Форма приказа из money/)).toBeNull();
  expect(screen.queryByText('Приказ не загрузился')).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
});
