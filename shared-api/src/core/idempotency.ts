import type { RetryOptions } from 'ky';

/**
 * Idempotency keys of creating requests (DESIGN.md section 3, IETF httpapi "Idempotency-Key" draft): the
 * server runs a keyed request once and replays its answer to a repeat with the same key and body, so a
 * keyed request may be retried safely even when it is a POST.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Retries of a keyed request: twice (after 0.3 s and 0.6 s, or the server's Retry-After up to 5 s), after
 * a network error, a timeout-like status (408), a limit (429) or a server error. A final refusal (4xx)
 * is never retried; nor is a 409 (the first request with the key still runs, or a conflict of data).
 */
export const IDEMPOTENT_RETRY: RetryOptions = {
  limit: 2,
  methods: ['post', 'put'],
  statusCodes: [408, 429, 500, 502, 503, 504],
  afterStatusCodes: [429, 503],
  maxRetryAfter: 5_000,
  backoffLimit: 5_000,
};

/** The header value: the key as a structured-field string, as the draft writes it ("..."). */
export function idempotencyHeaderValue(key: string): string {
  return `"${key}"`;
}

/**
 * A new random key (a version 4 UUID). crypto.randomUUID exists only in secure contexts (https,
 * localhost); a stage opened by plain http on another host still has crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
