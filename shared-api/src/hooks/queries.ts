import { useEndpoint } from '../client/call';
import { learningEndpoints, moneyEndpoints, peopleEndpoints, referenceEndpoints } from '../contracts';

/** Reference lists: loaded once at start and kept for the whole page (GET /entities-types/get). */
export function useEntitiesTypes() {
  return useEndpoint(referenceEndpoints.entitiesTypes, undefined, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

export function useDebt() {
  return useEndpoint(moneyEndpoints.debtSearch, undefined);
}

export function useGroups() {
  return useEndpoint(learningEndpoints.groupGet, undefined);
}

export function useAccessUsers() {
  return useEndpoint(peopleEndpoints.accessGet, undefined);
}
