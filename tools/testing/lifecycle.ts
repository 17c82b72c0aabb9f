import { act, cleanup } from '@testing-library/react';
import { useAuthStore } from 'shared-api';
import { toaster } from 'shared-ui';
import { SWRConfig } from 'swr';

// One order for what each test leaves behind, whichever parts of the toolkit a test file uses.

const settlers = new Set<() => Promise<void>>();

/** Runs `settle` after each test, once its components are unmounted; the returned function stops it. */
export function onSettle(settle: () => Promise<void>): () => void {
  settlers.add(settle);
  return () => settlers.delete(settle);
}

/**
 * SWR keeps its default cache in tests: the code's own `mutate` from 'swr' (revalidateLeads,
 * revalidateContact) reaches it as it does in the shell, which a private cache per test
 * (`provider: () => new Map()`) would hide. It is emptied before each test instead.
 */
function clearSwrCache(): void {
  const { cache } = SWRConfig.defaultValue;
  for (const key of [...cache.keys()]) cache.delete(key);
}

beforeEach(clearSwrCache);

afterEach(async () => {
  // Unmounted first, so that nothing asks the server again; then the requests under way finish (the fake
  // server), so their late answers reach neither the next test's cache nor its toasts.
  cleanup();
  for (const settle of settlers) await settle();
  act(() => {
    toaster.remove();
    useAuthStore.getState().signOut();
  });
});
