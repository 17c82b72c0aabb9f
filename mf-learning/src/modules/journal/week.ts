import { JOURNAL_YEAR_MAX, JOURNAL_YEAR_MIN } from '@school/shared-api/learning';
import { addDays, mondayOf } from '../lessons/lessonDates';

// The diary's week on 'YYYY-MM-DD' texts: Monday first, between 2019 and 2033 (learning.md section 9).

const FIRST_DAY = `${JOURNAL_YEAR_MIN}-01-01`;
/** The first week the picker offers: the one holding 1 January 2019. */
export const FIRST_MONDAY = mondayOf(FIRST_DAY);
/** The last: the one holding 31 December 2033. */
export const LAST_MONDAY = mondayOf(`${JOURNAL_YEAR_MAX}-12-31`);

/** The date the diary asks for: the week's Monday, or 1 January 2019 in the first week (the server's bound). */
export function requestDate(monday: string): string {
  return monday < FIRST_DAY ? FIRST_DAY : monday;
}

/** The Monday of the date's week, held inside the picker's years. */
export function weekOf(date: string): string {
  const monday = mondayOf(date);
  if (monday < FIRST_MONDAY) return FIRST_MONDAY;
  if (monday > LAST_MONDAY) return LAST_MONDAY;
  return monday;
}

/** The week `weeks` away, or null past the picker's years. */
export function stepWeek(monday: string, weeks: number): string | null {
  const next = addDays(monday, weeks * 7);
  return next < FIRST_MONDAY || next > LAST_MONDAY ? null : next;
}

/** 'DD.MM.YYYY'. */
export function dots(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** '23.11.2026 – 29.11.2026'. */
export function weekLabel(monday: string): string {
  return `${dots(monday)} – ${dots(addDays(monday, 6))}`;
}

/** The calendar of a month: its weeks, Monday first, each day with whether it is in the month. */
export const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

export const WEEKDAY_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

export function monthWeeks(year: number, month: number): { date: string; inMonth: boolean }[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const weeks: { date: string; inMonth: boolean }[][] = [];
  let monday = mondayOf(first);
  while (weeks.length === 0 || monday.slice(0, 7) === first.slice(0, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(monday, index);
        return { date, inMonth: date.slice(0, 7) === first.slice(0, 7) };
      }),
    );
    monday = addDays(monday, 7);
  }
  return weeks;
}
