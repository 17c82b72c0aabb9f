import { ApiError, STALE_VERSION_MESSAGE } from '@school/shared-api';

/** The server refused a save made from a stale version of the row (409 with the shared message). */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 409 && error.message === STALE_VERSION_MESSAGE;
}
