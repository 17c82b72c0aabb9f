import { DateTime } from 'luxon';

/** A month as the API takes it: 'YYYY-MM'. */
export type Month = string;

const MONTH = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is Month =>
  typeof value === 'string' && MONTH.test(value);

/** The month of a day (the browser's today unless given). */
export const monthOf = (day: DateTime = DateTime.local()): Month => day.toFormat('yyyy-MM');

/** The month `by` months before or after. */
export const shiftMonth = (month: Month, by: number): Month =>
  DateTime.fromFormat(month, 'yyyy-MM').plus({ months: by }).toFormat('yyyy-MM');

/** 'Март 2026'. */
export function monthLabel(month: Month): string {
  const text = DateTime.fromFormat(month, 'yyyy-MM').setLocale('ru').toFormat('LLLL yyyy');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
