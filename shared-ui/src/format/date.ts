import { DateTime } from 'luxon';

// Dates are shown as DD-MM-YYYY (or dd.MM.yyyy) and sent as YYYY-MM-DD / YYYY-MM-DD HH:mm:ss.

export type DateInput = string | Date | DateTime | null | undefined;

/** Reads an API date ('2026-11-22'), an ISO moment, an SQL moment ('2026-11-22 14:05:00'), a Date or a DateTime. */
export const parseDate = (value: DateInput): DateTime | null => {
  if (value === null || value === undefined || value === '') return null;
  if (DateTime.isDateTime(value)) return value.isValid ? value : null;
  if (value instanceof Date) {
    const fromDate = DateTime.fromJSDate(value);
    return fromDate.isValid ? fromDate : null;
  }
  const iso = DateTime.fromISO(value);
  if (iso.isValid) return iso;
  const sql = DateTime.fromSQL(value);
  return sql.isValid ? sql : null;
};

const format = (value: DateInput, pattern: string): string => {
  const date = parseDate(value);
  if (date) return date.toFormat(pattern);
  return typeof value === 'string' ? value : '';
};

/** '2026-11-22' -> '22-11-2026'. A string that is not a date is returned as is. */
export const formatDate = (value: DateInput): string => format(value, 'dd-MM-yyyy');

/** '2026-11-22' -> '22.11.2026'. */
export const formatDateDots = (value: DateInput): string => format(value, 'dd.MM.yyyy');

/** '2026-11-22T14:05:00' -> '22.11.2026 14:05', in the browser's time zone. */
export const formatDateTime = (value: DateInput): string => format(value, 'dd.MM.yyyy HH:mm');

const toDateTime = (value: DateTime | Date): DateTime =>
  DateTime.isDateTime(value) ? value : DateTime.fromJSDate(value);

/** The calendar date as the API expects it: 'YYYY-MM-DD'. */
export const toApiDate = (value: DateTime | Date): string => toDateTime(value).toFormat('yyyy-MM-dd');

/** The moment as the API expects it: 'YYYY-MM-DD HH:mm:ss'. */
export const toApiDateTime = (value: DateTime | Date): string =>
  toDateTime(value).toFormat('yyyy-MM-dd HH:mm:ss');
