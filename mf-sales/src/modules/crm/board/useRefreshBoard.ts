import { useCallback } from 'react';
import { salesEndpoints } from '@school/shared-api';
import { unstable_serialize, useSWRConfig } from 'swr';

const BOARD_PATHS: readonly string[] = [salesEndpoints.leadsGet.path, salesEndpoints.leadsCounters.path];

const isBoardKey = (key: unknown): key is unknown[] =>
  Array.isArray(key) && BOARD_PATHS.includes(key[0] as string);

/**
 * 'Обновить' of the board: loads every column and the counters again and resolves to whether all of them
 * loaded. SWR's mutate resolves on a failed load too (the error only lands in the cache), so each key's
 * error is compared before and after: a new error means that load failed.
 */
export function useRefreshBoard(): () => Promise<boolean> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(async () => {
    const before = new Map<string, unknown>();
    await mutate((key) => {
      if (!isBoardKey(key)) return false;
      const id = unstable_serialize(key);
      before.set(id, cache.get(id)?.error);
      return true;
    });
    return [...before].every(([id, error]) => {
      const now = cache.get(id)?.error;
      return now === undefined || now === error;
    });
  }, [cache, mutate]);
}
