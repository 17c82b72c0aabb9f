import { DateTime } from 'luxon';

/**
 * Calendar dates are 'YYYY-MM-DD' strings. Arithmetic is plain UTC day counting: no time zone
 * can shift a day, and it is fast enough to generate schedules of tens of thousands of contracts.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a date: "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return fromUtc(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Same day of a later month, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  return fromUtc(Date.UTC(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))));
}

/** 0 = Monday ... 6 = Sunday (the specification's day_of_the_week). */
export function weekdayIndex(date: string): number {
  const [year, month, day] = parts(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The calendar date of a moment in a time zone. */
export function dateInZone(moment: Date, zone: string): string {
  return DateTime.fromJSDate(moment, { zone }).toISODate() as string;
}

/** 1 September of the school year that `today` belongs to. */
export function schoolYearStart(today: string): string {
  const [year, month] = parts(today);
  return `${month >= 8 ? year : year - 1}-09-01`;
}
