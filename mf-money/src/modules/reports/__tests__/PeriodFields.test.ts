import { isPeriodReady } from '../PeriodFields';

// The forms' own tests show the fields; here the rule both forms send by.
test('a period is ready with both dates given, one day long at the least', () => {
  expect(isPeriodReady({ from: '2026-03-01', to: '2026-03-31' })).toBe(true);
  expect(isPeriodReady({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  expect(isPeriodReady({ from: '2026-03-31', to: '2026-03-01' })).toBe(false);
  expect(isPeriodReady({ from: '2026-03-01', to: '' })).toBe(false);
  expect(isPeriodReady({ from: '', to: '2026-03-01' })).toBe(false);
});
