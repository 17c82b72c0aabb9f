import { DateTime } from 'luxon';

/** Calendar dates are 'YYYY-MM-DD' strings; arithmetic in UTC so no time zone shifts a day. */
function parse(date: string): DateTime {
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  if (!parsed.isValid) throw new Error(`Not a date: "${date}"`);
  return parsed;
}

function format(date: DateTime): string {
  return date.toISODate() as string;
}

export function addDays(date: string, days: number): string {
  return format(parse(date).plus({ days }));
}

/** Same day of a later month, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  return format(parse(date).plus({ months }));
}

/** 0 = Monday ... 6 = Sunday (the specification's day_of_the_week). */
export function weekdayIndex(date: string): number {
  return parse(date).weekday - 1;
}

/** The calendar date of a moment in a time zone. */
export function dateInZone(moment: Date, zone: string): string {
  return DateTime.fromJSDate(moment, { zone }).toISODate() as string;
}

/** 1 September of the school year that `today` belongs to. */
export function schoolYearStart(today: string): string {
  const { year, month } = parse(today);
  return `${month >= 8 ? year : year - 1}-09-01`;
}
