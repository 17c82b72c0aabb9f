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
