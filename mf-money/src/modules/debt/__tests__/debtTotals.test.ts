import { kopecksToMoney, totalsByCurrency } from '../debtTotals';

const branch = (location_id: number, positive_balance: string, currency: 'BYN' | 'GEL' = 'BYN') => ({
  location_id,
  currency,
  positive_balance,
});

test('the total adds the branches’ totals exactly to the kopeck, one figure per currency', () => {
  expect(totalsByCurrency([branch(3, '0.10'), branch(24, '0.20'), branch(5, '1234.56')])).toEqual([
    { currency: 'BYN', amount: '1234.86' },
  ]);
  expect(totalsByCurrency([branch(31, '5.00', 'GEL'), branch(3, '0.10'), branch(40, '0.05', 'GEL')])).toEqual(
    [
      { currency: 'BYN', amount: '0.10' },
      { currency: 'GEL', amount: '5.05' },
    ],
  );
  expect(totalsByCurrency([])).toEqual([{ currency: 'BYN', amount: '0.00' }]);
  expect(totalsByCurrency([branch(3, '0.00')])).toEqual([{ currency: 'BYN', amount: '0.00' }]);
});

test('kopecks convert back to the API form', () => {
  expect(kopecksToMoney(0n)).toBe('0.00');
  expect(kopecksToMoney(5n)).toBe('0.05');
  expect(kopecksToMoney(123456n)).toBe('1234.56');
  expect(kopecksToMoney(-150n)).toBe('-1.50');
});
