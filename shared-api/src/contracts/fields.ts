import { z } from 'zod';

// Field schemas that every request uses, so that an id, a date or a text is checked the same way on
// every route: the fuzzing of the endpoint table found ids that accepted true, [5], "0x6" and " 7",
// dates in year 0000 and text the database cannot store.

/** Largest id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body: a plain positive integer (a digit string is accepted for the original clients). */
export const bodyId = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/)])
  .transform((value) => Number(value))
  .pipe(z.number().int().positive().max(MAX_ID));

/** A row id in a query string: digits only, no sign, no spaces, no hex. */
export const queryId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/**
 * A row id as text, where the spec sends ids as strings ('0' for none): digits only, no leading zero, at
 * most MAX_ID, so that it fits an integer column (ten digits let '9999999999' through to the database).
 */
export const idText = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/)
  .refine((text) => Number(text) <= MAX_ID);

/** A page number or limit in a query string. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

function isRealDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date 'YYYY-MM-DD' between 1900 and 2199. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDate);

/** A calendar date, or '' for none. */
export const isoDateOrEmpty = z.union([z.literal(''), isoDate]);

/** 'YYYY-MM-DD HH:mm[:ss]' wall time, or ''. */
export const wallTimeOrEmpty = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
    .refine(isRealDate),
]);

/** A year 'YYYY' or a birth date 'YYYY-MM-DD', or ''. */
export const birthYearOrEmpty = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}$/)
    .refine((year) => Number(year) >= 1900 && Number(year) <= 2199),
  isoDate,
]);

/**
 * Text the database can store: no NUL character and no lone surrogate (PostgreSQL refuses both, in text
 * and in jsonb). The request parser checks every string of a request with this rule.
 */
export function isStorableText(text: string): boolean {
  return (
    !text.includes('\u0000') &&
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)
  );
}
