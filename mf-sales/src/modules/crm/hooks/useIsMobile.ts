import { useSyncExternalStore } from 'react';

/** The spec's mobile menu with overlay applies to screens narrower than 991 px. */
const QUERY = '(max-width: 990.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
