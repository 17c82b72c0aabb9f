import { isMonth, monthLabel, shiftMonth } from '../month';

test('months move across years and read in Russian', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  expect(monthLabel('2026-03')).toBe('Март 2026');
  expect(isMonth('2026-13')).toBe(false);
  expect(isMonth('2026-03')).toBe(true);
  expect(isMonth(null)).toBe(false);
});
