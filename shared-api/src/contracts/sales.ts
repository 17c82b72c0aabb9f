import { z } from 'zod';

/** Lead statuses (sales-people-settings.md section 4): the five board columns, in board order. */
export const LEAD_STATUSES = ['new', 'in_work', 'done', 'rejected', 'disqualified'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A comment of a lead or contact, newest first in lists. `date` is an ISO moment. */
export type LeadComment = {
  id_comment: number;
  date: string;
  comment: string;
  creator: number;
  creator_name: string;
};

/** A lead (sales-people-settings.md section 3). Ids travel as strings where the spec says so ('0' = none). */
export type Lead = {
  id_lead: number;
  id_contact: string;
  name: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
  city: string;
  /** YYYY or YYYY-MM-DD, or ''. */
  year_of_birth: string;
  phone: string;
  email: string;
  /** User id as a string. */
  manager: string;
  manager_name: string;
  interested: string;
  utm_source: string;
  utm_campaign: string;
  utm_term: string;
  comment: LeadComment[];
  /** Moment of the next contact, 'YYYY-MM-DD HH:mm:ss', or ''. */
  date_due: string;
  /** ISO moment. */
  date_created: string;
  status: LeadStatus;
  duplicate: boolean;
  /** Reason of a rejection (a reasons_cancelled value), or ''. */
  rejected: string;
  disqualified: boolean;
};

/** A contact: the parent and child behind leads (sales-people-settings.md section 3). */
export type Contact = {
  id_contact: number;
  name: string;
  last_name: string;
  phone: string;
  email: string;
  kid_name: string;
  kid_class: string;
  year_of_birth: string;
  city: string;
  passport_contact: string;
  registration_contact: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
  comment: LeadComment[];
  utm_source: string;
  interested_program: string;
  date_created: string;
};

/** Fields a person fills in the lead dialog (create and update). */
export const leadInputSchema = z.object({
  id_lead: z.number().int().positive().optional(),
  id_contact: z.string().optional(),
  name: z.string().trim().max(200).default(''),
  nickname_inst: z.string().trim().max(100).default(''),
  nickname_fb: z.string().trim().max(100).default(''),
  nickname_tg: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  year_of_birth: z
    .string()
    .trim()
    .regex(/^$|^\d{4}(-\d{2}-\d{2})?$/)
    .default(''),
  phone: z.string().trim().regex(/^\d*$/).max(20).default(''),
  email: z.union([z.literal(''), z.string().trim().email()]).default(''),
  manager: z.string().regex(/^\d+$/).optional(),
  interested: z.string().trim().max(200).default(''),
  utm_source: z.string().trim().max(100).default(''),
  utm_campaign: z.string().trim().max(200).default(''),
  utm_term: z.string().trim().max(200).default(''),
  new_comment: z.string().trim().max(5000).default(''),
  date_due: z
    .string()
    .trim()
    .regex(/^$|^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/)
    .default(''),
  status: z.enum(LEAD_STATUSES).optional(),
  rejected: z.string().trim().max(200).default(''),
});
export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadInputParsed = z.output<typeof leadInputSchema>;

/** GET /leads/get: one board column, paged and sorted on the server. */
export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES),
  page: z.coerce.number().int().min(1).default(1),
  sort: z.enum(['date_due', 'date_created']).default('date_created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Manager id; '0' or empty means all. */
  manager: z.string().regex(/^\d*$/).default('0'),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;
export const LEADS_PAGE_SIZE = 15;
export type LeadsPage = { leads: Lead[]; total: number; page: number; pages: number; page_size: number };

/** Counters of the current user's leads in work. */
export type LeadCounters = { in_work_today: number; in_work_total: number };

/** GET /contact/search?q and the header search: leads and contacts matching the text. */
export type ContactSearchResponse = { contacts: Contact[]; leads: Lead[] };

/** GET /history_contact/get?id */
export type ContactHistoryLead = Lead & {
  contract_number: string;
  date_created_contract: string;
  status_contract: 'new' | 'active' | 'cancelled' | 'closed' | '';
  doc_name: string;
  contract_id: number | null;
  children_club: boolean;
};
export type ContactHistory = {
  contact: Contact;
  comments: LeadComment[];
  leads: ContactHistoryLead[];
  /** Added: contracts of the contact that are not tied to one of its leads (newest first). */
  contracts?: ContactHistoryContract[];
};

/** POST /leads/upload answer (HTTP 200 with a status and a message). */
export type LeadsUploadResponse = {
  status: 'ok' | 'error';
  message: string;
  imported: number;
  duplicates: number;
  refused: { row: number; reason: string }[];
};

// Requests and answers of the sales routes (server/README.md lists them with their permissions).

const idString = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);

/** POST /lead/add and /lead/update: the dialog's lead; create_contact also creates its contact. */
export const leadWriteSchema = leadInputSchema.extend({
  manager: idString.optional(),
  create_contact: z.boolean().default(false),
});
export type LeadWriteRequest = z.input<typeof leadWriteSchema>;

/** POST /lead/add. `contact` is the contact created with the lead (create_contact), else null. */
export type LeadAddResult = { lead: Lead; contact: Contact | null };

/** POST /lead/update. `contact: true` when the update created the lead's contact. */
export type LeadUpdateResult = { lead: Lead; contact?: true };

/** POST /lead/manager_update; answers the updated Lead. */
export const leadManagerUpdateSchema = z.object({
  id_lead: z.coerce.number().int().positive(),
  manager: idString,
});
export type LeadManagerUpdateRequest = z.input<typeof leadManagerUpdateSchema>;

/** GET /check/duplicate?id */
export const duplicateQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export type DuplicateCheckResponse = { duplicate: boolean };

/** GET /contact/search?q&all: `all=1` also lists leads that are done, rejected or disqualified. */
export const contactSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  all: z.enum(['0', '1', 'true', 'false']).default('0'),
});
export type ContactSearchQuery = z.input<typeof contactSearchQuerySchema>;
/** At most this many contacts and this many leads per search, newest first. */
export const CONTACT_SEARCH_LIMIT = 100;

/** GET /contacts/get?q&limit: Contact[], newest first; `q` filters like the search. */
export const contactsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type ContactsQuery = z.input<typeof contactsQuerySchema>;

/** GET /history_contact/get?id */
export const contactHistoryQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** A contract of the contact that no lead of the contact was turned into (in ContactHistory.contracts). */
export type ContactHistoryContract = {
  contract_id: number;
  contract_number: string;
  date_created_contract: string;
  status_contract: 'new' | 'active' | 'cancelled' | 'closed';
  /** '' when the contract is closed or has no document: download disabled. */
  doc_name: string;
  children_club: boolean;
};

/** POST /contact/update: the contact dialog's fields; answers the updated Contact. */
export const contactUpdateSchema = z.object({
  id_contact: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(200),
  last_name: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(30).default(''),
  email: z.union([z.literal(''), z.string().trim().email()]).default(''),
  kid_name: z.string().trim().max(200).default(''),
  kid_class: z.string().trim().max(50).default(''),
  year_of_birth: z
    .string()
    .trim()
    .regex(/^$|^\d{4}(-\d{2}-\d{2})?$/)
    .default(''),
  city: z.string().trim().max(100).default(''),
  passport_contact: z.string().trim().max(500).default(''),
  registration_contact: z.string().trim().max(500).default(''),
  nickname_inst: z.string().trim().max(100).default(''),
  nickname_fb: z.string().trim().max(100).default(''),
  nickname_tg: z.string().trim().max(100).default(''),
  utm_source: z.string().trim().max(100).default(''),
  interested_program: z.string().trim().max(200).default(''),
});
export type ContactUpdateRequest = z.input<typeof contactUpdateSchema>;

/** POST /comment/add: a comment of a lead (id_lead) or of a contact (id_contact); never empty. */
export const commentAddSchema = z
  .object({
    id_lead: z.coerce.number().int().positive().optional(),
    id_contact: z.coerce.number().int().positive().optional(),
    comment: z.string().trim().min(1).max(5000),
  })
  .refine((body) => (body.id_lead === undefined) !== (body.id_contact === undefined), {
    path: ['id_lead'],
    message: 'id_lead or id_contact',
  });
export type CommentAddBody = z.input<typeof commentAddSchema>;

/** POST /comment/edit: only the comment's author may change it. */
export const commentEditSchema = z.object({
  id_comment: z.coerce.number().int().positive(),
  comment: z.string().trim().min(1).max(5000),
});
export type CommentEditRequest = z.input<typeof commentEditSchema>;

/** Answer of /comment/add and /comment/edit; date_update is an ISO moment. */
export type CommentResponse = { id_comment: number; date_update: string; autor_id: number };

/** GET /leads/search: the extended search; every criterion optional, all given must match. */
export const leadsSearchQuerySchema = z.object({
  name: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(30).default(''),
  email: z.string().trim().max(200).default(''),
  nickname: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  /** Manager id; '0' or empty means all. */
  manager: z.string().regex(/^\d*$/).default(''),
  /** One status, or empty for all. */
  status: z.union([z.literal(''), z.enum(LEAD_STATUSES)]).default(''),
  utm_source: z.string().trim().max(100).default(''),
  /** Creation period, YYYY-MM-DD, both ends included. */
  date_from: z
    .string()
    .regex(/^$|^\d{4}-\d{2}-\d{2}$/)
    .default(''),
  date_to: z
    .string()
    .regex(/^$|^\d{4}-\d{2}-\d{2}$/)
    .default(''),
});
export type LeadsSearchParams = z.input<typeof leadsSearchQuerySchema>;
/** The extended search answers at most this many leads, newest first. */
export const LEADS_SEARCH_LIMIT = 500;

/** GET /contracts/get?q&limit: the sales page's read-only contracts table (the user's branches, newest first). */
export const contractsListQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export type ContractsListQuery = z.input<typeof contractsListQuerySchema>;
export type ContractListRow = {
  id_contract: number;
  number: string;
  full_name: string;
  /** '' when the contract is closed or has no document. */
  doc_name: string;
  phone: string;
  /** ISO moment. */
  date_of_create: string;
  /** Branch name. */
  location: string;
  location_id: number;
  /** Decimal string with two decimals. */
  full_price: string;
  kid_name: string;
  /** Course name. */
  course: string;
  group_id: number | null;
  status: 'new' | 'active' | 'cancelled' | 'closed';
};

/** POST /leads/upload and the template: the header row's column names (any order, case-insensitive). */
export const LEAD_UPLOAD_COLUMNS = [
  'name',
  'phone',
  'email',
  'city',
  'nickname_inst',
  'nickname_fb',
  'nickname_tg',
  'year_of_birth',
  'utm_source',
  'utm_campaign',
  'utm_term',
  'interested',
  'date_due',
  'new_comment',
  'manager',
] as const;
export type LeadUploadColumn = (typeof LEAD_UPLOAD_COLUMNS)[number];
/** Largest file POST /leads/upload reads (multipart field `file`). */
export const LEADS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** GET /leads/upload/template?format */
export const leadsTemplateQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
