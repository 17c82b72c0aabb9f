import { isStorableText } from 'shared-api/contracts';
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
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
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
