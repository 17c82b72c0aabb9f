import { useEffect, useState } from 'react';

/** The current moment, refreshed every `everyMs`, so deadline colours and ages move on without a reload. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
