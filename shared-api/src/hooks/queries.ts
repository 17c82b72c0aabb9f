import type { AccessUser, DebtRow, EntitiesTypes, Group } from '../contracts';
import { useApi } from './useApi';

/** Reference lists: loaded once at start and kept for the whole page (GET /entities-types/get). */
export function useEntitiesTypes() {
  return useApi<EntitiesTypes>('/entities-types/get', undefined, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

export function useDebt() {
  return useApi<DebtRow[]>('/debt/search');
}

export function useGroups() {
  return useApi<Group[]>('/group/get');
}

export function useAccessUsers() {
  return useApi<AccessUser[]>('/get/access');
}
