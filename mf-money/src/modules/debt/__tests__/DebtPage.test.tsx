import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useDebt, useEntitiesTypes, type DebtRow } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { DebtPage } from '../DebtPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useDebt: jest.fn(),
  useEntitiesTypes: jest.fn(),
}));

const rows: DebtRow[] = [
  {
    contract_id: 1,
    full_name: 'Иванова Анна',
    number: 'Д-001',
    phone: '375291111111',
    debt: '300.00',
    credit: '100.00',
    balance: '200.00',
    contract_url: '/app/contracts/1/Д-001/x?from=debt',
    location_id: 3,
  },
  {
    contract_id: 2,
    full_name: 'Петров Олег',
    number: 'Д-002',
    phone: '375292222222',
    debt: '100.00',
    credit: '150.50',
    balance: '-50.50',
    contract_url: '/app/contracts/2/Д-002/y?from=debt',
    location_id: 24,
  },
  {
    contract_id: 3,
    full_name: 'Сидорова Мария',
    number: 'Д-003',
    phone: '375293333333',
    debt: '1000.00',
    credit: '0.00',
    balance: '1000.00',
    contract_url: '/app/contracts/3/Д-003/z?from=debt',
    location_id: 24,
  },
];

beforeEach(() => {
  (useDebt as jest.Mock).mockReturnValue({ data: rows, isLoading: false });
  (useEntitiesTypes as jest.Mock).mockReturnValue({
    data: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
    },
  });
});

function renderPage() {
  return render(
    <TestWrapper>
      <MemoryRouter>
        <DebtPage />
      </MemoryRouter>
    </TestWrapper>,
  );
}

test('shows the rows with a link to the contract and the branch name', () => {
  renderPage();
  const link = screen.getByRole('link', { name: 'Иванова Анна' });
  expect(link).toHaveAttribute('href', '/app/contracts/1/Д-001/x?from=debt');
  expect(screen.getAllByText('Барановичи').length).toBeGreaterThan(0);
});

test('the total counts debts and leaves overpayments out; an overpayment is red without its sign', () => {
  renderPage();
  expect(screen.getByText(/Итого задолженность/)).toHaveTextContent('1 200,00 р.');
  const overpaid = document.querySelector('[data-overpayment]') as HTMLElement;
  expect(overpaid).toHaveTextContent('50,50 р.');
  expect(overpaid.textContent).not.toContain('-');
});

test('the toggle shows the remaining debt per branch', async () => {
  renderPage();
  expect(screen.queryByRole('table', { name: 'Остаток по филиалам' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('Показать остаток по филиалам'));
  const table = screen.getByRole('table', { name: 'Остаток по филиалам' });
  expect(within(table).getByText('Минск').closest('tr')).toHaveTextContent('200,00 р.');
  expect(within(table).getByText('Барановичи').closest('tr')).toHaveTextContent('1 000,00 р.');
});
