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

/**
 * Parses a request body or query string with its shared zod schema. A bad value gives
 * 400 with a Russian message naming the first bad field, and one message per field in `errors`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) continue;
    const field = issue.path.map(String).join('.');
    if (errors[field]) continue;
    errors[field] = isBlank(valueAt(input, issue.path))
      ? HTTP_MESSAGES.fieldRequired(field)
      : HTTP_MESSAGES.fieldInvalid(field);
  }
  const fields = Object.keys(errors);
  if (fields.length === 0) throw new ApiError(400, HTTP_MESSAGES.badRequest);
  throw new ApiError(400, errors[fields[0]], errors);
}
