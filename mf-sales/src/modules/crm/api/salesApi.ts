import {
  downloadEndpoint,
  fetchEndpoint,
  postEndpoint,
  salesEndpoints as endpoints,
  uploadEndpoint,
  type CallQuery,
  type EndpointBody,
  type EndpointResponse,
  type RequestOptions,
} from '@school/shared-api';
import { saveDownloadedFile } from '@school/shared-ui';

// Calls of the sales area. Paths, request and answer types come from shared-api's endpoint table
// (contracts/endpoints/sales.ts); the names below are only aliases of its entries.

/** GET /leads/get: one board column. */
export type LeadsPageQuery = CallQuery<typeof endpoints.leadsGet>;
/** GET /leads/search: every criterion optional; dates YYYY-MM-DD. */
export type LeadsSearchQuery = CallQuery<typeof endpoints.leadsSearch>;
export type LeadAddRequest = EndpointBody<typeof endpoints.leadAdd>;
export type LeadUpdateRequest = EndpointBody<typeof endpoints.leadUpdate>;
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
    saveDownloadedFile(
      await downloadEndpoint(endpoints.leadsUploadTemplate, { format }, { silent: true }),
      `leads-template.${format}`,
    ),
};
