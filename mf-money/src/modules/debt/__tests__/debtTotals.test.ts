import type { DebtRow } from 'shared-api';
import { debtByBranch, kopecksToMoney, totalDebt } from '../debtTotals';

const row = (balance: string, location_id = 3): DebtRow => ({
  contract_id: 1,
  full_name: 'x',
  number: '1',
  phone: '',
  debt: '0.00',
  credit: '0.00',
  balance,
  contract_url: '',
  location_id,
});

test('the total sums debts only, leaving overpayments out, exactly to the kopeck', () => {
  expect(totalDebt([row('0.10'), row('0.20'), row('-500.00'), row('1234.56')])).toBe('1234.86');
  expect(totalDebt([])).toBe('0.00');
  expect(totalDebt([row('-1.00')])).toBe('0.00');
});

test('per-branch totals follow the same rule', () => {
  expect(debtByBranch([row('10.00', 3), row('-5.00', 3), row('2.50', 24), row('0.01', 3)])).toEqual([
    { location_id: 3, total: '10.01' },
    { location_id: 24, total: '2.50' },
  ]);
});

test('kopecks convert back to the API form', () => {
  expect(kopecksToMoney(0n)).toBe('0.00');
  expect(kopecksToMoney(5n)).toBe('0.05');
  expect(kopecksToMoney(-123456n)).toBe('-1234.56');
  expect(kopecksToMoney(99999999999n)).toBe('999999999.99');
});
