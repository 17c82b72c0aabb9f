import { DateTime } from 'luxon';
import { APPROACHING_MS, deadlineClass } from '../deadlineClass';

const now = DateTime.fromISO('2026-11-22T12:00:00').toMillis();
const due = (minutes: number) => DateTime.fromMillis(now).plus({ minutes }).toFormat('yyyy-MM-dd HH:mm:ss');

test('expired when past, approaching under 2 hours, otherwise new', () => {
  expect(APPROACHING_MS).toBe(7_200_000);
  expect(deadlineClass(due(-1), now)).toBe('expired');
  expect(deadlineClass(due(0), now)).toBe('approaching');
  expect(deadlineClass(due(119), now)).toBe('approaching');
  expect(deadlineClass(due(120), now)).toBe('new');
  expect(deadlineClass(due(60 * 24), now)).toBe('new');
});

test('a lead without a deadline is new', () => {
  expect(deadlineClass('', now)).toBe('new');
});
