import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEntitiesTypes, useSalesContracts, type ContractListRow } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { entities } from '../../test/fixtures';
import { ContractsTab } from '../ContractsTab';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useEntitiesTypes: jest.fn(),
  useSalesContracts: jest.fn(),
}));

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

beforeEach(() => {
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: entities });
  (useSalesContracts as jest.Mock).mockReturnValue({
    data: [
      row({}),
      row({ id_contract: 2, status: 'cancelled', full_name: 'Петров Олег' }),
      row({ id_contract: 3, status: 'closed', doc_name: '', full_name: 'Сидорова Мария' }),
    ],
    isLoading: false,
  });
});

test("the read-only contracts table: the spec's columns, status colours and the document name", () => {
  render(<ContractsTab />, { wrapper: TestWrapper });
  const grid = screen.getByRole('grid', { name: 'Договоры' });
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
  expect(within(grid).getByText('Действующий')).toHaveAttribute('data-status', 'active');
  expect(within(grid).getByText('Расторгнут')).toHaveAttribute('data-status', 'cancelled');
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
  (useSalesContracts as jest.Mock).mockReturnValue({
    data: [row({}), row({ id_contract: 2, group_id: null, full_name: 'Петров Олег' })],
    isLoading: false,
  });
  render(<ContractsTab />, { wrapper: TestWrapper });
  await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'рбт');
  expect(screen.getByText('Ковалёва Анна')).toBeInTheDocument();
  expect(screen.queryByText('Петров Олег')).not.toBeInTheDocument();
});

test('a failed load shows "Не удалось получить контракты"', () => {
  (useSalesContracts as jest.Mock).mockReturnValue({
    data: undefined,
    error: new Error('HTTP 500'),
    mutate: jest.fn(),
  });
  render(<ContractsTab />, { wrapper: TestWrapper });
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось получить контракты');
});
