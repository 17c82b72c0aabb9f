import { salesEndpoints as endpoints, useEndpoint } from '@school/shared-api';
import { mutate } from 'swr';
import type { LeadsPageQuery } from './salesApi';

// SWR hooks of the sales area over shared-api's endpoint table, and the revalidation after a write.

/** One board column: a page of leads of one status (paged and sorted on the server). */
export function useLeadsPage(query: LeadsPageQuery) {
  return useEndpoint(endpoints.leadsGet, query, { keepPreviousData: true });
}

export function useLeadCounters() {
  return useEndpoint(endpoints.leadsCounters, undefined);
}

/** Whether the lead has a duplicate; null id skips the check (a lead not saved yet). */
export function useLeadDuplicate(id: number | null) {
  return useEndpoint(endpoints.checkDuplicate, id ? { id } : null, { revalidateOnFocus: false });
}

/** The header search and the duplicates list; empty text skips the request. */
export function useContactSearch(q: string, all: boolean) {
  const text = q.trim();
  return useEndpoint(endpoints.contactSearch, text ? { q: text, all: all ? '1' : undefined } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

export function useContactHistory(id: number | null) {
  return useEndpoint(endpoints.contactHistory, id ? { id } : null);
}

export function useSalesContracts() {
  return useEndpoint(endpoints.contractsGet, {}, { revalidateOnFocus: false });
}

const LEAD_KEYS: string[] = [
  endpoints.leadsGet.path,
  endpoints.leadsCounters.path,
  endpoints.leadsSearch.path,
  endpoints.contactSearch.path,
  endpoints.checkDuplicate.path,
];

/** After a lead changes: every board column, the counters and the searches load again. */
export function revalidateLeads(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && LEAD_KEYS.includes(key[0] as string));
}

/** After a contact, its comments or leads change. */
export function revalidateContact(id: number): Promise<unknown> {
  return mutate(
    (key) =>
      Array.isArray(key) &&
      ((key[0] === endpoints.contactHistory.path &&
        String((key[1] as { id?: unknown })?.id) === String(id)) ||
        key[0] === endpoints.contactSearch.path ||
        key[0] === endpoints.contactsGet.path),
  );
}
