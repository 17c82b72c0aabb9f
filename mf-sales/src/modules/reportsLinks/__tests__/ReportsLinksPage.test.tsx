import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from 'shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from 'tools/testing';
import { ReportsLinksPage } from '../ReportsLinksPage';

// The links page over the real client, with the server faked at the HTTP boundary: the configured links
// open in a new tab; the order generator offers locations 3 and 24 among the user's, sends nothing until a
// location and a period are chosen, and saves the document named with the date.

const server = setupFakeServer();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeEach(() => {
  server.on('GET', '/report-links/get', () => ({
    body: [
      { label: 'Аналитика продаж', url: 'https://example.com/sales' },
      { label: 'FAQ', url: 'https://example.com/faq' },
    ],
  }));
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 12, label: 'Гомель' },
        { value: 24, label: 'Барановичи' },
      ],
    },
  }));
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

const renderPage = (permissions: Permission[] = ['links.view', 'report.view']) =>
  renderWithProviders(<ReportsLinksPage />, { permissions });

test('each configured link opens in a new tab', async () => {
  renderPage();
  const link = await screen.findByRole('link', { name: 'Аналитика продаж' });
  expect(link).toHaveAttribute('href', 'https://example.com/sales');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://example.com/faq');
});

test('offers locations 3 and 24 only, red until chosen; downloads the order named with the date', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderPage();
  const order = await screen.findByRole('region', { name: 'Приказ о зачислении' });
  const select = await within(order).findByRole('combobox', { name: /Локация/ });
  await within(order).findByRole('option', { name: 'Барановичи' });
  expect(
    within(order)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Выберите локацию', 'Минск', 'Барановичи']);
  expect(select).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
  const button = within(order).getByRole('button', { name: 'Сформировать приказ' });
  await user.selectOptions(select, 'Минск');
  expect(select).not.toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
  await user.type(within(order).getByLabelText(/Период с/), '2026-03-01');
  expect(button).toBeDisabled();
  await user.type(within(order).getByLabelText(/^по/), '2026-03-31');
  await user.click(button);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(server.calls('POST', '/generate/order').map((request) => request.body)).toEqual([
    { location: 3, from: '2026-03-01', to: '2026-03-31' },
  ]);
  const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(anchor.download).toBe('Приказ 16.03.2026.docx');
});

test('a user without locations 3 and 24 is told so', async () => {
  server.on('GET', '/entities-types/get', () => ({ body: { location: [{ value: 12, label: 'Гомель' }] } }));
  renderPage();
  expect(await screen.findByText('У вас нет доступных локаций')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Сформировать приказ' })).toBeNull();
});

test('without report.view the order generator is not shown; a failed links load offers a retry', async () => {
  server.on('GET', '/report-links/get', () => errorReply(500, 'Ошибка'));
  renderPage(['links.view']);
  expect(await screen.findByText('Не удалось загрузить ссылки')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Приказ о зачислении' })).toBeNull();
  expect(server.calls('GET', '/entities-types/get')).toHaveLength(0);
});
