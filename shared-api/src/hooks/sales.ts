import { mutate } from 'swr';
import {
  downloadEndpoint,
  fetchEndpoint,
  postEndpoint,
  uploadEndpoint,
  useEndpoint,
  type CallQuery,
} from '../client/call';
import type { RequestOptions } from '../client/client';
import { salesEndpoints as endpoints, type EndpointBody, type EndpointResponse } from '../contracts';

// Calls and SWR hooks of the sales area. Paths, request and answer types come from the endpoint table
// (contracts/endpoints/sales.ts); the names below are only aliases of its entries.

/** GET /leads/get: one board column. */
export type LeadsPageQuery = CallQuery<typeof endpoints.leadsGet>;
/** GET /leads/search: every criterion optional; dates YYYY-MM-DD. */
export type LeadsSearchQuery = CallQuery<typeof endpoints.leadsSearch>;
export type LeadAddRequest = EndpointBody<typeof endpoints.leadAdd>;
export type LeadAddResponse = EndpointResponse<typeof endpoints.leadAdd>;
export type LeadUpdateRequest = EndpointBody<typeof endpoints.leadUpdate>;
export type LeadUpdateResponse = EndpointResponse<typeof endpoints.leadUpdate>;
export type LeadManagerUpdateRequest = EndpointBody<typeof endpoints.leadManagerUpdate>;
export type ContactUpdateRequest = EndpointBody<typeof endpoints.contactUpdate>;
export type CommentAddRequest = EndpointBody<typeof endpoints.commentAdd>;
export type CommentSaved = EndpointResponse<typeof endpoints.commentAdd>;

// Writes are silent: the dialogs show the spec's own success and failure toasts.
const silent = (options?: RequestOptions): RequestOptions => ({ silent: true, ...options });

export const salesApi = {
  leads: (query: LeadsPageQuery) => fetchEndpoint(endpoints.leadsGet, query),
  checkDuplicate: (id: number) => fetchEndpoint(endpoints.checkDuplicate, { id }, { silent: true }),
  addLead: (lead: LeadAddRequest, options?: RequestOptions) =>
    postEndpoint(endpoints.leadAdd, lead, silent(options)),
  updateLead: (lead: LeadUpdateRequest, options?: RequestOptions) =>
    postEndpoint(endpoints.leadUpdate, lead, silent(options)),
  /** Answers the updated lead. */
  updateManager: (body: LeadManagerUpdateRequest, options?: RequestOptions) =>
    postEndpoint(endpoints.leadManagerUpdate, body, silent(options)),
  searchContacts: (q: string, all: boolean) =>
    fetchEndpoint(endpoints.contactSearch, { q, all: all ? '1' : undefined }),
  contactHistory: (id: number) => fetchEndpoint(endpoints.contactHistory, { id }),
  updateContact: (contact: ContactUpdateRequest, options?: RequestOptions) =>
    postEndpoint(endpoints.contactUpdate, contact, silent(options)),
  addComment: (body: CommentAddRequest, options?: RequestOptions) =>
    postEndpoint(endpoints.commentAdd, body, silent(options)),
  editComment: (id_comment: number, comment: string, options?: RequestOptions) =>
    postEndpoint(endpoints.commentEdit, { id_comment, comment }, silent(options)),
  searchLeads: (query: LeadsSearchQuery) => fetchEndpoint(endpoints.leadsSearch, query),
  // The upload dialog shows the server's message itself; 401/403 still sign out.
  uploadLeads: (file: File, options?: RequestOptions) =>
    uploadEndpoint(endpoints.leadsUpload, file, silent(options)),
  downloadLeadsTemplate: async (format: 'xlsx' | 'csv') =>
    saveFile(
      await downloadEndpoint(endpoints.leadsUploadTemplate, { format }, { silent: true }),
      `leads-template.${format}`,
    ),
};

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

/** The header search; empty text skips the request. */
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

/** Saves a downloaded file under the server's name, or `fallbackName`. */
function saveFile({ blob, fileName }: { blob: Blob; fileName?: string }, fallbackName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
