import { useEndpoint } from '../client/call';
import { referenceEndpoints } from '../contracts';

// The reference lists (branches, courses, users, sources...) belong to no one area: the shell loads them and
// every remote reads them. An area's own hooks and calls live in its remote (DESIGN.md section 2).

/** Reference lists: loaded once at start and kept for the whole page (GET /entities-types/get). */
export function useEntitiesTypes() {
  return useEndpoint(referenceEndpoints.entitiesTypes, undefined, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
