import { mutate } from 'swr';
import { apiGet, apiGetFile, apiPost, apiPostForm, type RequestOptions } from '../client/client';
import type {
  Contact,
  ContactHistory,
  ContactSearchResponse,
  ContractListRow,
  Lead,
  LeadCounters,
  LeadInput,
  LeadsPage,
  LeadsUploadResponse,
  LeadStatus,
} from '../contracts';
import { useApi } from './useApi';

// Typed calls and SWR hooks of the sales area (sales-people-settings.md section 7, Contacts and Leads rows).

/** GET /leads/get: one board column (leadsQuerySchema with its coercions resolved). */
export type LeadsPageQuery = {
  status: LeadStatus;
  page: number;
  sort: 'date_due' | 'date_created';
  order: 'asc' | 'desc';
  /** Manager id; '0' or '' means all. */
  manager: string;
};

/** GET /leads/search: every field optional; dates YYYY-MM-DD. */
export type LeadsSearchQuery = Partial<{
  name: string;
  phone: string;
  email: string;
  nickname: string;
  city: string;
  manager: string;
  status: LeadStatus | '';
  utm_source: string;
  date_from: string;
  date_to: string;
}>;

export type LeadAddRequest = LeadInput & { create_contact?: boolean };
export type LeadAddResponse = { lead: Lead; contact: Contact | null };
export type LeadUpdateRequest = LeadInput & { id_lead: number; create_contact?: boolean };
/** `contact: true` when the update created the lead's contact. */
export type LeadUpdateResponse = { lead: Lead; contact?: true };
export type CommentAddRequest =
  { id_lead: number; comment: string } | { id_contact: number; comment: string };
/** date_update is an ISO moment. */
export type CommentSaved = { id_comment: number; date_update: string; autor_id: number };

const silent: RequestOptions = { silent: true };

// Calls. Writes are silent: the dialogs show the spec's own success and failure toasts.
export const salesApi = {
  leads: (query: LeadsPageQuery) => apiGet<LeadsPage>('/leads/get', { searchParams: query }),
  checkDuplicate: (id: number) =>
    apiGet<{ duplicate: boolean }>('/check/duplicate', { searchParams: { id }, silent: true }),
  addLead: (lead: LeadAddRequest) => apiPost<LeadAddResponse>('/lead/add', lead, silent),
  updateLead: (lead: LeadUpdateRequest) => apiPost<LeadUpdateResponse>('/lead/update', lead, silent),
  /** Answers the updated lead. */
  updateManager: (id_lead: number, manager: string) =>
    apiPost<Lead>('/lead/manager_update', { id_lead, manager }, silent),
  searchContacts: (q: string, all: boolean) =>
    apiGet<ContactSearchResponse>('/contact/search', { searchParams: { q, all: all ? 1 : undefined } }),
  contactHistory: (id: number) => apiGet<ContactHistory>('/history_contact/get', { searchParams: { id } }),
  updateContact: (contact: Contact) => apiPost<Contact>('/contact/update', contact, silent),
  addComment: (body: CommentAddRequest) => apiPost<CommentSaved>('/comment/add', body, silent),
  editComment: (id_comment: number, comment: string) =>
    apiPost<CommentSaved>('/comment/edit', { id_comment, comment }, silent),
  searchLeads: (query: LeadsSearchQuery) => apiGet<Lead[]>('/leads/search', { searchParams: query }),
  uploadLeads: (file: File) => uploadFile<LeadsUploadResponse>('/leads/upload', file),
  downloadLeadsTemplate: (format: 'xlsx' | 'csv') =>
    downloadFile('/leads/upload/template', { format }, `leads-template.${format}`),
};

/** One board column: a page of leads of one status (paged and sorted on the server). */
export function useLeadsPage(query: LeadsPageQuery) {
  return useApi<LeadsPage>('/leads/get', query, { keepPreviousData: true });
}

export function useLeadCounters() {
  return useApi<LeadCounters>('/leads/counters');
}

/** Whether the lead has a duplicate; null id skips the check (a lead not saved yet). */
export function useLeadDuplicate(id: number | null) {
  return useApi<{ duplicate: boolean }>(
    id ? '/check/duplicate' : null,
    { id: id ?? undefined },
    {
      revalidateOnFocus: false,
    },
  );
}

export function useContacts() {
  return useApi<Contact[]>('/contacts/get');
}

/** The header search; empty text skips the request. */
export function useContactSearch(q: string, all: boolean) {
  const text = q.trim();
  return useApi<ContactSearchResponse>(
    text ? '/contact/search' : null,
    { q: text, all: all ? 1 : undefined },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useContactHistory(id: number | null) {
  return useApi<ContactHistory>(id ? '/history_contact/get' : null, { id: id ?? undefined });
}

/** The extended search; null skips the request (nothing asked yet). */
export function useLeadsSearch(query: LeadsSearchQuery | null) {
  return useApi<Lead[]>(query ? '/leads/search' : null, query ?? undefined, { revalidateOnFocus: false });
}

export function useSalesContracts() {
  return useApi<ContractListRow[]>('/contracts/get', undefined, { revalidateOnFocus: false });
}

const LEAD_KEYS = ['/leads/get', '/leads/counters', '/leads/search', '/contact/search', '/check/duplicate'];

/** After a lead changes: every board column, the counters and the searches load again. */
export function revalidateLeads(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && LEAD_KEYS.includes(key[0] as string));
}

/** After a contact, its comments or leads change. */
export function revalidateContact(id: number): Promise<unknown> {
  return mutate(
    (key) =>
      Array.isArray(key) &&
      ((key[0] === '/history_contact/get' && String((key[1] as { id?: unknown })?.id) === String(id)) ||
        key[0] === '/contact/search' ||
        key[0] === '/contacts/get'),
  );
}

/** Saves a downloaded file under the server's name, or `fallbackName`. */
async function downloadFile(
  path: string,
  params: Record<string, string>,
  fallbackName: string,
): Promise<void> {
  const { blob, fileName } = await apiGetFile(path, { searchParams: params, silent: true });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The upload dialog shows the server's message itself; 401/403 still sign out.
  return apiPostForm<T>(path, form, { silent: true });
}
