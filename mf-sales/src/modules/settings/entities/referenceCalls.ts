import { errorMessage } from './errorText';

/**
 * An id a removal may send: a positive whole number (the spec's check for a non-string id: a row without a
 * saved id, or a broken one, is never sent to the server).
 */
export function isRemovableId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/**
 * Runs a change of a reference list with the client's own toast off: on failure shows the spec's toast
 * `failed` and rejects with `alert` (the grid shows it) followed by the server's reason when it gave one.
 */
export async function runChange<T>(
  call: () => Promise<T>,
  failed: string,
  alert: string,
  notifyError: (title: string) => void,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    notifyError(failed);
    const reason = errorMessage(error);
    throw new Error(reason && reason !== alert ? `${alert}: ${reason}` : alert);
  }
}
