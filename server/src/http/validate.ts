import { cleanText, isStorableText } from '@school/shared-api/contracts';
import type { z } from 'zod';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Deeper input than any request of the table needs is refused before it is walked. */
const MAX_DEPTH = 32;

/**
 * The first place in `input` the database could not store, or that is nested too deep: a string with a NUL
 * character or a lone surrogate. Walked without recursion, so hostile nesting cannot exhaust the stack.
 */
function firstUnstorable(input: unknown): { path: string[]; tooDeep: boolean } | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value) || !isStorableText(path[path.length - 1] ?? ''))
        return { path, tooDeep: false };
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) return { path, tooDeep: true };
      for (const [key, child] of Object.entries(value)) stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * `input` with every string as it is stored (cleanText: NFC, no bidirectional controls or invisible
 * characters): `input` itself when nothing changes, so that the usual request is checked once. Called after
 * firstUnstorable, so the nesting is known to be shallow.
 */
function cleaned(input: unknown): unknown {
  if (typeof input === 'string') return cleanText(input);
  if (input === null || typeof input !== 'object') return input;
  const entries = Object.entries(input);
  const next = entries.map(([, value]) => cleaned(value));
  if (next.every((value, index) => value === entries[index][1])) return input;
  return Array.isArray(input) ? next : Object.fromEntries(entries.map(([key], index) => [key, next[index]]));
}

/** A request's fields are the keys of its object; anything else (an array, a string) is the whole body or query. */
const isFields = (input: unknown) => input !== null && typeof input === 'object' && !Array.isArray(input);

/**
 * Parses a request body or query string with its shared zod schema. A bad value gives
 * 400 with a Russian message naming the first bad field, and one message per field in `errors`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, root = 'body'): z.output<S> {
  const unstorable = firstUnstorable(input);
  if (unstorable) {
    // The top-level key as sent (a key may hold dots), or the root when the input has no fields.
    const field = (isFields(input) && unstorable.path[0]) || root;
    const message = unstorable.tooDeep ? HTTP_MESSAGES.tooDeep(field) : HTTP_MESSAGES.fieldInvalid(field);
    throw new ApiError(400, message, { [field]: message });
  }
  // Checked as sent, then as stored: an id or a date with an invisible character in it is not a plain id or
  // date ('\ufeff4'), while a name loses its invisible characters, and text that was only those is empty.
  const sent = schema.safeParse(input ?? {});
  if (!sent.success) refuse(sent.error, input, root);
  const text = cleaned(input);
  if (text === input) return sent.data;
  const stored = schema.safeParse(text ?? {});
  if (!stored.success) refuse(stored.error, text, root);
  return stored.data;
}

/** 400 naming every bad field of `input`: 'Не заполнено поле' for a blank one, else 'Некорректное значение'. */
function refuse(error: z.ZodError, input: unknown, root: string): never {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? root : issue.path.map(String).join('.');
    if (errors[field]) continue;
    errors[field] = isBlank(issue.path.length === 0 ? input : valueAt(input, issue.path))
      ? HTTP_MESSAGES.fieldRequired(field)
      : HTTP_MESSAGES.fieldInvalid(field);
  }
  const fields = Object.keys(errors);
  if (fields.length === 0) throw new ApiError(400, HTTP_MESSAGES.badRequest);
  throw new ApiError(400, errors[fields[0]], errors);
}
