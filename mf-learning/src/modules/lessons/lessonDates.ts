import { WEEKDAYS } from './messages';

// Calendar arithmetic of the lessons page on 'YYYY-MM-DD' texts (no time zone can shift a day).

function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const moment = toUtc(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return fromUtc(moment);
}

/** 0 Monday ... 6 Sunday. */
export function weekdayOf(date: string): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

/** The local calendar date of a moment. */
export function localDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The default selected date: today, or the next Monday on a Saturday or Sunday (learning.md 2.1). */
export function defaultLessonDate(today: string): string {
  const weekday = weekdayOf(today);
  return weekday >= 5 ? addDays(today, 7 - weekday) : today;
}

/** The Monday of the date's week. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** Monday to Saturday of the date's week. */
export function schoolWeek(date: string): string[] {
  const monday = mondayOf(date);
  return [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, offset));
}

/** 'Понедельник, 16.03.2026'. */
export function dayTitle(date: string): string {
  const [year, month, day] = date.split('-');
  return `${WEEKDAYS[weekdayOf(date)]}, ${day}.${month}.${year}`;
}
