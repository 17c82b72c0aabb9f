import { useCallback } from 'react';
import { costEndpoints } from '@school/shared-api';
import { useSWRConfig } from 'swr';

const LIST_PATH = costEndpoints.transactionGet.path;

/** Reloads every page of the costs list held in the cache (after a cost was added, changed or removed). */
export function useRevalidateCosts(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === LIST_PATH), [mutate]);
}
