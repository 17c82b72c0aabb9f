import { useSyncExternalStore } from 'react';

/** Narrower than 991 px: the spec's mobile menu with overlay, and the layouts that follow it (header search). */
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
