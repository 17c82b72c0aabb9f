import { useCallback } from 'react';
import { learningEndpoints, referenceEndpoints } from '@school/shared-api';
import { useSWRConfig } from 'swr';

const PATHS: readonly string[] = [
  learningEndpoints.groupGet.path,
  learningEndpoints.groupOptionsGet.path,
  // The 'group' reference list: other areas see a new, renamed or removed group without a reload.
  referenceEndpoints.entitiesTypes.path,
];

/** Reloads the group pages, the form's options and the reference lists held in the cache. */
export function useRevalidateGroups(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => Array.isArray(key) && PATHS.includes(String(key[0]))),
    [mutate],
  );
}
