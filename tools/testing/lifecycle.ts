import { act, cleanup } from '@testing-library/react';
import { useAuthStore } from '@school/shared-api';
import { toaster } from '@school/shared-ui';
import { SWRConfig } from 'swr';
import { SWRGlobalState } from 'swr/_internal';

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
  // And the requests SWR remembers as under way, by key: a request of the last test that had not settled
  // when it ended would otherwise be awaited by this test's first read of the same key (deduplication), and
  // the page would wait for an answer that never comes (seen under load: a contract page's data).
  const state = SWRGlobalState.get(cache) as unknown[] | undefined;
  const [, , fetching, preloading] = (state ?? []) as (Record<string, unknown> | undefined)[];
  for (const requests of [fetching, preloading]) {
    if (requests) for (const key of Object.keys(requests)) delete requests[key];
  }
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
