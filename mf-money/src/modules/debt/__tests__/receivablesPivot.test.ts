import type { ReceivableByMonth } from '@school/shared-api';
import { pivotReceivables } from '../receivables/receivablesPivot';

const cell = (
  month: string,
  type: ReceivableByMonth['type'],
  amount: string,
  location_id: number,
  currency: ReceivableByMonth['currency'] = 'BYN',
): ReceivableByMonth => ({ month, type, amount, location_id, currency });

test('adds the branches of a currency exactly to the kopeck, never rubles and lari', () => {
  const pivots = pivotReceivables([
    cell('2026-02', 'lunch', '0.10', 3),
    cell('2026-02', 'lunch', '0.20', 24),
    cell('2026-02', 'lunch', '0.30', 31, 'GEL'),
    cell('2026-03', 'carried_over', '-80.00', 3),
    cell('2026-03', 'tuition', '99999999.99', 3),
  ]);
  expect(pivots.map((p) => p.currency)).toEqual(['BYN', 'GEL']);
  expect(pivots[0]).toEqual({
    currency: 'BYN',
    types: ['tuition', 'lunch', 'carried_over'],
    rows: [
      { month: '2026-03', amounts: { carried_over: '-80.00', tuition: '99999999.99' }, total: '99999919.99' },
      { month: '2026-02', amounts: { lunch: '0.30' }, total: '0.30' },
    ],
    totals: {
      amounts: { tuition: '99999999.99', lunch: '0.30', carried_over: '-80.00' },
      total: '99999920.29',
    },
  });
  expect(pivots[1].totals.total).toBe('0.30');
});

test('nothing to pivot: no table', () => {
  expect(pivotReceivables([])).toEqual([]);
});
