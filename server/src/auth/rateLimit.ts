/**
 * Fixed-window counters kept in memory: enough to stop a script from flooding sign-in mail
 * from one address or one client. Per process; behind several processes each counts alone.
 */
export type RateLimiter = {
  /** Counts one attempt for `key`; false when the key is over its limit in the current window. */
  hit(key: string, at: Date): boolean;
};

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, at) {
      const now = at.getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
