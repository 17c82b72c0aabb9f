/**
 * The database could not be reached: the connection was refused, dropped or timed out, or the server is
 * shutting down or not yet accepting connections. An outage of a moment, not a fault of the request: the
 * HTTP layer answers 503 with Retry-After.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database is unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailable';
  }
}

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception), 57P01-57P03
 * (admin or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own errors of a lost connection or of a pool that could not get one in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Whether `error` (of node-postgres) says the database is unreachable rather than the statement wrong. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return DRIVER_MESSAGES.test(error.message);
}

/** `error` as DatabaseUnavailable when it says the database is unreachable, else itself. */
export function asUnavailable(error: unknown): unknown {
  return isUnreachable(error) ? new DatabaseUnavailable(error) : error;
}
