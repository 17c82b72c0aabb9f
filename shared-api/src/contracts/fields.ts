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

/** The first year of a date a request may carry (money, plan, periods): the school keeps nothing older. */
export const FIRST_YEAR = 2000;

/** The last year of a date a request may carry: five years on from the current one (docs/decisions.md). */
export function lastYear(): number {
  return new Date().getFullYear() + 5;
}

function isRealDate(text: string, from = FIRST_YEAR, to = lastYear()): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  if (year < from || year > to) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date 'YYYY-MM-DD' from FIRST_YEAR to lastYear(): a payment dated 1900 or 2100 is a typo. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => isRealDate(text));

/** A calendar date, or '' for none. */
export const isoDateOrEmpty = z.union([z.literal(''), isoDate]);

/** 'YYYY-MM-DD HH:mm[:ss]' wall time, or ''. */
export const wallTimeOrEmpty = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
    .refine((text) => isRealDate(text)),
]);

/** A year 'YYYY' or a birth date 'YYYY-MM-DD' from 1900 to this year, or ''. */
export const birthYearOrEmpty = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}$/)
    .refine((year) => Number(year) >= 1900 && Number(year) <= new Date().getFullYear()),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => isRealDate(text, 1900, new Date().getFullYear())),
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

/**
 * Bidirectional controls: the marks, embeddings, overrides and isolates. Russian, Georgian and the
 * school's Latin text need none, and they make a name or comment read in an order other than stored
 * ('Trojan Source').
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g;

/**
 * Characters that show nothing: zero-width space and non-joiner, word joiner, the byte-order mark and the
 * Mongolian vowel separator, and a zero-width joiner unless it joins an emoji sequence (👩‍💻). They make
 * two equal-looking names differ, and a search miss a name.
 */
const INVISIBLE =
  /[\u200b\u200c\u2060\ufeff\u180e]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/**
 * A request's text as it is stored: Unicode NFC (a 'й' typed as и + combining breve equals the 'й' of a
 * search), without bidirectional controls and invisible characters. The request parser applies it to every
 * string of a request.
 */
export function cleanText(text: string): string {
  // ASCII (ids, dates, amounts, e-mails) has nothing to clean.
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text.normalize('NFC').replace(BIDI_CONTROLS, '').replace(INVISIBLE, '');
}
