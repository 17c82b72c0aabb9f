import type { PaymentRow } from '@school/shared-api/contracts';
import { addDays, addMonths } from '../../lib/dates';
import { formatKopecks, splitKopecks } from '../../lib/money';

// The payment schedules of a contract (DESIGN.md section 5), in integer kopecks: every schedule adds up to
// the full price exactly. Pure functions; the routes read the group and the holidays.

/** A holiday of a requisite: the weeks that start from `from` to `to` (inclusive) are not taught. */
export type Holiday = { from: string; to: string };

/** Ten monthly instalments from the start date; each covers the whole weeks until the next one. */
export function tenPayments(fullPrice: number, startDate: string): PaymentRow[] {
  const amounts = splitKopecks(fullPrice, 10);
  return amounts.map((amount, i) => {
    const date = addMonths(startDate, i);
    return { date, amount: formatKopecks(amount), count_week: wholeWeeks(date, addMonths(startDate, i + 1)) };
  });
}

/** Nine monthly parts from the start date; the course's weeks are shared out over them (earlier parts first). */
export function nineParts(fullPrice: number, weeks: number, startDate: string): PaymentRow[] {
  const amounts = splitKopecks(fullPrice, 9);
  const counts = splitKopecks(weeks, 9);
  return amounts.map((amount, i) => ({
    date: addMonths(startDate, i),
    amount: formatKopecks(amount),
    count_week: counts[i],
  }));
}

/**
 * Whole weeks at the week's price: the course's `weeks` teaching weeks from the start date, a week that starts
 * in a holiday skipped (it is not taught and not paid), gathered into one instalment per calendar month, due on
 * the month's first teaching week. The week's price is the full price over the weeks, the odd kopecks on the
 * earliest weeks, so the instalments add up to the full price exactly.
 */
export function perWeek(
  fullPrice: number,
  weeks: number,
  startDate: string,
  holidays: readonly Holiday[],
): PaymentRow[] {
  const weekPrices = splitKopecks(fullPrice, weeks);
  const rows: { date: string; amount: number; count_week: number }[] = [];
  let week = startDate;
  for (let taught = 0; taught < weeks; week = addDays(week, 7)) {
    if (holidays.some((holiday) => holiday.from <= week && week <= holiday.to)) continue;
    const last = rows.at(-1);
    if (last && last.date.slice(0, 7) === week.slice(0, 7)) {
      last.amount += weekPrices[taught];
      last.count_week += 1;
    } else rows.push({ date: week, amount: weekPrices[taught], count_week: 1 });
    taught += 1;
  }
  return rows.map((row) => ({ ...row, amount: formatKopecks(row.amount) }));
}

/** Whole weeks from one date to another (the last partial week not counted). */
function wholeWeeks(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Math.floor(days / 7);
}
