import { NOTIFICATIONS_POLL_MAX_MS, NOTIFICATIONS_POLL_MS, nextPollInterval } from '../pollInterval';

test('without failures the bell polls once a minute', () => {
  expect(NOTIFICATIONS_POLL_MS).toBe(60_000);
  expect(nextPollInterval(0)).toBe(60_000);
});

test('each failure in a row doubles the pause, up to ten minutes', () => {
  expect([1, 2, 3, 4, 5, 6].map((failures) => nextPollInterval(failures))).toEqual([
    120_000, 240_000, 480_000, 600_000, 600_000, 600_000,
  ]);
  expect(NOTIFICATIONS_POLL_MAX_MS).toBe(600_000);
  expect(nextPollInterval(10_000)).toBe(600_000);
});

test('other bases and caps, and nonsense counts', () => {
  expect(nextPollInterval(2, 1000, 3000)).toBe(3000);
  expect(nextPollInterval(1, 1000, 3000)).toBe(2000);
  expect(nextPollInterval(-1)).toBe(60_000);
  expect(nextPollInterval(Number.NaN)).toBe(60_000);
});
