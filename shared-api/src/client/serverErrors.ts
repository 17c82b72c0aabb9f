import { ApiError, ERROR_MESSAGES } from '@school/shared-api/core';

/** What a form needs of react-hook-form's `setError` (kept structural: shared-api does not depend on it). */
export type SetFieldError<F extends string> = (field: F, error: { type: 'server'; message: string }) => void;

export type ServerErrors<F extends string> = {
  /** Fields that got their server message. */
  placed: F[];
  /** What is left for the form's alert (or the spec's toast): null when every message found its field. */
  message: string | null;
  /** The HTTP status (0: no answer). */
  statusCode: number;
};

/**
 * The one way from a failed call to a form (refine's useForm does the same): each field message of an
 * ApiError goes onto the form field of that name; the message, when no field took it, is returned for the
 * form's alert. A failure without an ApiError (a bug) gets the spec's general text.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: SetFieldError<F>,
  fields: readonly F[],
): ServerErrors<F> {
  if (!(error instanceof ApiError)) return { placed: [], message: ERROR_MESSAGES.other, statusCode: 0 };
  const placed: F[] = [];
  let unplaced = false;
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as F, { type: 'server', message });
      placed.push(field as F);
    } else unplaced = true;
  }
  const message = placed.length > 0 && !unplaced ? null : error.message || ERROR_MESSAGES.other;
  return { placed, message, statusCode: error.statusCode };
}
