import fc from 'fast-check';
import { toKopecks } from '../../lib/money';
import { nineParts, perWeek, tenPayments, type Holiday } from './schedule';

const sum = (rows: { amount: string }[]) => rows.reduce((total, row) => total + toKopecks(row.amount), 0);

const kopecks = fc.integer({ min: 1, max: 99_999_999_999 });
const startDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const holiday = fc.tuple(startDate, fc.integer({ min: 0, max: 40 })).map(([from, days]): Holiday => ({
  from,
  to: new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
}));

describe('the payment schedules add up to the full price to the kopeck, for any input', () => {
  it('ten payments', () => {
    fc.assert(
      fc.property(kopecks, startDate, (price, start) => {
        const rows = tenPayments(price, start);
        expect(rows).toHaveLength(10);
        expect(sum(rows)).toBe(price);
        expect(rows[0].date).toBe(start);
        // Amounts differ by at most a kopeck, the odd kopecks first.
        const amounts = rows.map((row) => toKopecks(row.amount));
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('nine parts, with the weeks shared out over them', () => {
    fc.assert(
      fc.property(kopecks, fc.integer({ min: 1, max: 104 }), startDate, (price, weeks, start) => {
        const rows = nineParts(price, weeks, start);
        expect(rows).toHaveLength(9);
        expect(sum(rows)).toBe(price);
        expect(rows.reduce((total, row) => total + row.count_week, 0)).toBe(weeks);
      }),
    );
  });

  it('per week: every teaching week paid once, none that starts in a holiday, one instalment a month', () => {
    fc.assert(
      fc.property(
        kopecks,
        fc.integer({ min: 1, max: 104 }),
        startDate,
        fc.array(holiday, { maxLength: 6 }),
        (price, weeks, start, holidays) => {
          const rows = perWeek(price, weeks, start, holidays);
          expect(sum(rows)).toBe(price);
          expect(rows.reduce((total, row) => total + row.count_week, 0)).toBe(weeks);
          for (const row of rows)
            expect(holidays.some((h) => h.from <= row.date && row.date <= h.to)).toBe(false);
          const months = rows.map((row) => row.date.slice(0, 7));
          expect(new Set(months).size).toBe(months.length);
          expect([...months].sort()).toEqual(months);
        },
      ),
    );
  });
});

test('ten payments from 31 January fall on the last day of shorter months, with the weeks until the next one', () => {
  const rows = tenPayments(100_000, '2027-01-31');
  expect(rows.slice(0, 3)).toEqual([
    { date: '2027-01-31', amount: '100.00', count_week: 4 },
    { date: '2027-02-28', amount: '100.00', count_week: 4 },
    { date: '2027-03-31', amount: '100.00', count_week: 4 },
  ]);
});

test('per week skips the winter break and pays its weeks later', () => {
  // 10 weeks at 45.00 from Monday 7 December 2026; the weeks starting 28 December and 4 January are holidays.
  const rows = perWeek(45_000, 10, '2026-12-07', [{ from: '2026-12-25', to: '2027-01-07' }]);
  expect(rows).toEqual([
    { date: '2026-12-07', amount: '135.00', count_week: 3 },
    { date: '2027-01-11', amount: '135.00', count_week: 3 },
    { date: '2027-02-01', amount: '180.00', count_week: 4 },
  ]);
});

test('odd kopecks go to the earliest weeks', () => {
  expect(perWeek(1_000, 3, '2026-09-07', [])).toEqual([
    { date: '2026-09-07', amount: '10.00', count_week: 3 },
  ]);
  expect(sum(perWeek(1_001, 3, '2026-09-28', []))).toBe(1_001);
  expect(perWeek(1_001, 3, '2026-09-28', [])).toEqual([
    { date: '2026-09-28', amount: '3.34', count_week: 1 },
    { date: '2026-10-05', amount: '6.67', count_week: 2 },
  ]);
});
