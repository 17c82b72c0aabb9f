import { kopecksToMoney, totalDebt } from '../debtTotals';

const branch = (location_id: number, positive_balance: string) => ({ location_id, positive_balance });

test('the total adds the branches’ totals exactly to the kopeck', () => {
  expect(totalDebt([branch(3, '0.10'), branch(24, '0.20'), branch(5, '1234.56')])).toBe('1234.86');
  expect(totalDebt([])).toBe('0.00');
  expect(totalDebt([branch(3, '0.00')])).toBe('0.00');
});

test('kopecks convert back to the API form', () => {
  expect(kopecksToMoney(0n)).toBe('0.00');
  expect(kopecksToMoney(5n)).toBe('0.05');
  expect(kopecksToMoney(123456n)).toBe('1234.56');
  expect(kopecksToMoney(-150n)).toBe('-1.50');
});
