import { isIP } from 'node:net';
import type { Queryable } from '../db/db';
import { sha256 } from './secrets';

/**
 * Fixed-window counters in the database, so the limits hold however many server processes serve the
 * stage. Keys are hashed: the table never holds an address or an e-mail in clear.
 */
export type RateLimiter = {
  /** Counts one attempt for `key`; false when the key is over its limit in the current window. */
  hit(q: Queryable, key: string, at: Date): Promise<boolean>;
};

export function createRateLimiter(scope: string, limit: number, windowMs: number): RateLimiter {
  return {
    async hit(q, key, at) {
      const windowOpenedAfter = new Date(at.getTime() - windowMs);
      // One statement, atomic under concurrency: a window older than windowMs restarts at 1.
      const [row] = await q.query<{ attempts: number }>(
        `INSERT INTO auth_attempts AS a (key_hash, window_start, attempts) VALUES ($1, $2, 1)
         ON CONFLICT (key_hash) DO UPDATE SET
           window_start = CASE WHEN a.window_start <= $3 THEN EXCLUDED.window_start ELSE a.window_start END,
           attempts = CASE WHEN a.window_start <= $3 THEN 1 ELSE a.attempts + 1 END
         RETURNING attempts`,
        [sha256(`${scope}:${key}`), at, windowOpenedAfter],
      );
      return row.attempts <= limit;
    },
  };
}

/**
 * The client address limits count by: an IPv4 address as it is (also when written IPv4-mapped,
 * ::ffff:203.0.113.7); an IPv6 address by its /64 network, which one subscriber usually holds whole (so
 * that a client cannot count afresh from each of its 2^64 addresses).
 */
export function clientAddressKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const [head, tail = ''] = plain.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = groups(plain.includes('::') ? tail : '');
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first four groups matter here.
  const rightLength = right.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - rightLength)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
