import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractListRow } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, signedInManager } from '../../test/fixtures';
import { ContractsTab } from '../ContractsTab';

const server = setupFakeServer();

const row = (overrides: Partial<ContractListRow>): ContractListRow => ({
  id_contract: 1,
  number: 'МН-0001',
  full_name: 'Ковалёва Анна',
  doc_name: 'Договор МН-0001.docx',
  phone: '375291234567',
  date_of_create: '2026-09-01',
  location: 'Минск',
  location_id: 3,
  full_price: '1234.50',
  kid_name: 'Миша',
  course: 'Робототехника',
  group_id: 4,
  status: 'active',
  ...overrides,
});

function serveContracts(rows: ContractListRow[]) {
  server.on('GET', '/contracts/get', () => ({ body: rows }));
}

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  serveContracts([
    row({}),
    row({ id_contract: 2, status: 'cancelled', full_name: 'Петров Олег' }),
    row({ id_contract: 3, status: 'closed', doc_name: '', full_name: 'Сидорова Мария' }),
  ]);
});

const renderTab = () => renderWithProviders(<ContractsTab />, { session: signedInManager });

test("the read-only contracts table: the spec's columns, status colours and the document name", async () => {
  renderTab();
  const grid = screen.getByRole('grid', { name: 'Договоры' });
  // The group's name comes from the reference lists, which load on their own.
  expect(await within(grid).findAllByText('РБТ-1')).toHaveLength(3);
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'ID',
    'ФИО',
    'Документ',
    'Телефон',
    'Дата создания',
    'Филиал',
    'Сумма',
    'Ребёнок',
    'Курс',
    'Группа',
    'Статус',
  ]);
  expect(within(grid).getByText('Активный')).toHaveAttribute('data-status', 'active');
  expect(within(grid).getByText('Отменен')).toHaveAttribute('data-status', 'cancelled');
  expect(within(grid).getByText('Закрыт')).toHaveAttribute('data-status', 'closed');
  expect(within(grid).getAllByText('Договор МН-0001.docx')).toHaveLength(2);
  expect(within(grid).getAllByText('1 234,50 р.')).toHaveLength(3);
  expect(within(grid).getAllByText('РБТ-1')).toHaveLength(3);
  for (const name of ['Добавить', 'Изменить', 'Удалить']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

test('the search finds contracts by the group name shown', async () => {
  const user = userEvent.setup({ delay: null });
  localStorage.clear();
  serveContracts([row({}), row({ id_contract: 2, group_id: null, full_name: 'Петров Олег' })]);
  renderTab();
  await screen.findByText('Петров Олег');
  await screen.findByText('РБТ-1');
  await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'рбт');
  expect(screen.getByText('Ковалёва Анна')).toBeInTheDocument();
  expect(screen.queryByText('Петров Олег')).not.toBeInTheDocument();
});

test('a failed load shows "Не удалось получить контракты" with the server\'s message', async () => {
  server.on('GET', '/contracts/get', () => errorReply(500, 'База данных недоступна'));
  renderTab();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось получить контракты');
  expect(alert).toHaveTextContent('База данных недоступна');
  expect(server.calls('GET', '/contracts/get')).toHaveLength(1);
});

test('a document downloads through GET /contract/download; a closed contract without one cannot', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:contract');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('GET', '/contract/download', () => ({
    raw: Buffer.from('docx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="x.docx"; filename*=UTF-8''${encodeURIComponent('Договор МН-0001.docx')}`,
    },
  }));
  renderWithProviders(<ContractsTab />, { session: signedInManager, toasts: true });
  const grid = screen.getByRole('grid', { name: 'Договоры' });
  const [download] = await within(grid).findAllByRole('button', {
    name: 'Скачать документ Договор МН-0001.docx',
  });
  await user.click(download);
  expect(await screen.findByText('Договор сохранен')).toBeInTheDocument();
  expect(server.calls('GET', '/contract/download')[0].query.get('q')).toBe('Договор МН-0001.docx');
  expect(click).toHaveBeenCalled();
  const closed = within(grid).getByRole('button', { name: 'Договор закрыт' });
  expect(closed).toBeDisabled();
  expect(closed).toHaveAttribute('title', 'невозможно скачать, договор удален');
  click.mockRestore();
});

test('a document that is gone says so with the server message', async () => {
  const user = userEvent.setup();
  server.on('GET', '/contract/download', () => errorReply(404, 'Неверные данные'));
  renderWithProviders(<ContractsTab />, { session: signedInManager, toasts: true });
  const grid = screen.getByRole('grid', { name: 'Договоры' });
  const [download] = await within(grid).findAllByRole('button', {
    name: 'Скачать документ Договор МН-0001.docx',
  });
  await user.click(download);
  expect(await screen.findByText('Не удалось скачать договор')).toBeInTheDocument();
});
