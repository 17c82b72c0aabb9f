import { z } from 'zod';
import {
  MAX_ID,
  birthYearOrEmpty,
  bodyId,
  idText,
  isoDateOrEmpty,
  queryId,
  queryInt,
  wallTimeOrEmpty,
} from './fields';
import { rowVersion } from './versions';

/** Lead statuses (sales-people-settings.md section 4): the five board columns, in board order. */
export const LEAD_STATUSES = ['new', 'in_work', 'done', 'rejected', 'disqualified'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A comment of a lead or contact, newest first in lists. `date` is an ISO moment. */
export const leadCommentSchema = z.object({
  id_comment: z.number(),
  date: z.string(),
  comment: z.string(),
  creator: z.number(),
  creator_name: z.string(),
});
export type LeadComment = z.infer<typeof leadCommentSchema>;

/** A lead (sales-people-settings.md section 3). Ids travel as strings where the spec says so ('0' = none). */
export const leadSchema = z.object({
  id_lead: z.number(),
  id_contact: z.string(),
  name: z.string(),
  nickname_inst: z.string(),
  nickname_fb: z.string(),
  nickname_tg: z.string(),
  city: z.string(),
  /** YYYY or YYYY-MM-DD, or ''. */
  year_of_birth: z.string(),
  phone: z.string(),
  email: z.string(),
  /** User id as a string. */
  manager: z.string(),
  manager_name: z.string(),
  interested: z.string(),
  utm_source: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  comment: z.array(leadCommentSchema),
  /** Moment of the next contact, 'YYYY-MM-DD HH:mm:ss', or ''. */
  date_due: z.string(),
  /** ISO moment. */
  date_created: z.string(),
  status: z.enum(LEAD_STATUSES),
  duplicate: z.boolean(),
  /** Reason of a rejection (a reasons_cancelled value), or ''. */
  rejected: z.string(),
  disqualified: z.boolean(),
  /** The row's version: an update sends it back (409 when another user changed the lead meanwhile). */
  version: z.number(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A contact: the parent and child behind leads (sales-people-settings.md section 3). */
export const contactSchema = z.object({
  id_contact: z.number(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  kid_name: z.string(),
  kid_class: z.string(),
  year_of_birth: z.string(),
  city: z.string(),
  passport_contact: z.string(),
  registration_contact: z.string(),
  nickname_inst: z.string(),
  nickname_fb: z.string(),
  nickname_tg: z.string(),
  comment: z.array(leadCommentSchema),
  utm_source: z.string(),
  interested_program: z.string(),
  date_created: z.string(),
  /** The row's version: an update sends it back (409 when another user changed the contact meanwhile). */
  version: z.number(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The text fields of the lead dialog, each checked once; '' is "empty". */
const leadTextFields = {
  name: z.string().trim().max(200),
  nickname_inst: z.string().trim().max(100),
  nickname_fb: z.string().trim().max(100),
  nickname_tg: z.string().trim().max(100),
  city: z.string().trim().max(100),
  year_of_birth: z.string().trim().pipe(birthYearOrEmpty),
  phone: z.string().trim().regex(/^\d*$/).max(20),
  email: z.union([z.literal(''), z.string().trim().max(200).email()]),
  interested: z.string().trim().max(200),
  utm_source: z.string().trim().max(100),
  utm_campaign: z.string().trim().max(200),
  utm_term: z.string().trim().max(200),
  new_comment: z.string().trim().max(5000),
  date_due: z.string().trim().pipe(wallTimeOrEmpty),
  rejected: z.string().trim().max(200),
};

type EmptyByDefault<S extends Record<string, z.ZodType<string, string>>> = {
  [K in keyof S]: z.ZodDefault<S[K]>;
};

/** The same fields, '' when absent (creating). */
function emptyByDefault<S extends Record<string, z.ZodType<string, string>>>(fields: S): EmptyByDefault<S> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.default('')]),
  ) as EmptyByDefault<S>;
}

/** The lead's contact id as a string ('0' or absent: none). */
const leadContactId = idText.optional();

/** Fields a person fills in the lead dialog (creating, and every imported row). */
export const leadInputSchema = z.object({
  id_lead: bodyId.optional(),
  id_contact: leadContactId,
  ...emptyByDefault(leadTextFields),
  manager: idText.optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});
export type LeadInputParsed = z.output<typeof leadInputSchema>;

/** GET /leads/get: one board column, paged and sorted on the server. */
export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES),
  page: queryInt(1, 1_000_000).default(1),
  sort: z.enum(['date_due', 'date_created']).default('date_created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Manager id; '0' or empty means all. */
  manager: z.union([z.literal(''), idText]).default('0'),
});
export const LEADS_PAGE_SIZE = 15;
export const leadsPageSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  page_size: z.number(),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** Counters of the current user's leads in work. */
export const leadCountersSchema = z.object({ in_work_today: z.number(), in_work_total: z.number() });
export type LeadCounters = z.infer<typeof leadCountersSchema>;

/** GET /contact/search?q and the header search: leads and contacts matching the text. */
export const contactSearchResponseSchema = z.object({
  contacts: z.array(contactSchema),
  leads: z.array(leadSchema),
});
export type ContactSearchResponse = z.infer<typeof contactSearchResponseSchema>;

export const CONTRACT_STATUSES = ['new', 'active', 'cancelled', 'closed'] as const;

/** A contract of the contact that no lead of the contact was turned into (in ContactHistory.contracts). */
export const contactHistoryContractSchema = z.object({
  contract_id: z.number(),
  contract_number: z.string(),
  date_created_contract: z.string(),
  status_contract: z.enum(CONTRACT_STATUSES),
  /** '' when the contract is closed or has no document: download disabled. */
  doc_name: z.string(),
  children_club: z.boolean(),
});
export type ContactHistoryContract = z.infer<typeof contactHistoryContractSchema>;

/** GET /history_contact/get?id */
export const contactHistoryLeadSchema = leadSchema.extend({
  contract_number: z.string(),
  date_created_contract: z.string(),
  status_contract: z.union([z.enum(CONTRACT_STATUSES), z.literal('')]),
  doc_name: z.string(),
  contract_id: z.number().nullable(),
  children_club: z.boolean(),
});
export type ContactHistoryLead = z.infer<typeof contactHistoryLeadSchema>;
export const contactHistorySchema = z.object({
  contact: contactSchema,
  comments: z.array(leadCommentSchema),
  leads: z.array(contactHistoryLeadSchema),
  /** Added: contracts of the contact that are not tied to one of its leads (newest first). */
  contracts: z.array(contactHistoryContractSchema).optional(),
});
export type ContactHistory = z.infer<typeof contactHistorySchema>;

/** POST /leads/upload answer (HTTP 200 with a status and a message). */
export const leadsUploadResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string(),
  imported: z.number(),
  duplicates: z.number(),
  refused: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type LeadsUploadResponse = z.infer<typeof leadsUploadResponseSchema>;

// Requests and answers of the sales routes (the endpoint table, endpoints/sales.ts, names the calls).

const idString = z.union([idText, z.number().int().nonnegative().max(MAX_ID)]).transform(String);

/** POST /lead/add: the dialog's lead; create_contact also creates its contact. */
export const leadWriteSchema = leadInputSchema.extend({
  manager: idString.optional(),
  create_contact: z.boolean().default(false),
});

/**
 * POST /lead/update: the lead's id, the version it was loaded with (409 when stale) and the fields to
 * change; a field left out keeps its value. create_contact also creates the lead's contact.
 */
export const leadUpdateSchema = z
  .object(leadTextFields)
  .partial()
  .extend({
    id_lead: bodyId,
    version: rowVersion,
    id_contact: leadContactId,
    manager: idString.optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    create_contact: z.boolean().default(false),
  });

/** POST /lead/add. `contact` is the contact created with the lead (create_contact), else null. */
export const leadAddResultSchema = z.object({ lead: leadSchema, contact: contactSchema.nullable() });
export type LeadAddResult = z.infer<typeof leadAddResultSchema>;

/** POST /lead/update. `contact: true` when the update created the lead's contact. */
export const leadUpdateResultSchema = z.object({ lead: leadSchema, contact: z.literal(true).optional() });
export type LeadUpdateResult = z.infer<typeof leadUpdateResultSchema>;

/** POST /lead/manager_update with the version the lead was loaded with (409 when stale); answers the updated Lead. */
export const leadManagerUpdateSchema = z.object({
  id_lead: bodyId,
  version: rowVersion,
  manager: idString,
});

/** GET /check/duplicate?id */
export const duplicateQuerySchema = z.object({ id: queryId });
export const duplicateCheckResponseSchema = z.object({ duplicate: z.boolean() });

/** GET /contact/search?q&all: `all=1` also lists leads that are done, rejected or disqualified. */
export const contactSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  all: z.enum(['0', '1', 'true', 'false']).default('0'),
});
/** At most this many contacts and this many leads per search, newest first. */
export const CONTACT_SEARCH_LIMIT = 100;

/** GET /contacts/get?q&limit: Contact[], newest first; `q` filters like the search. */
export const contactsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: queryInt(1, 1000).default(200),
});

/** GET /history_contact/get?id */
export const contactHistoryQuerySchema = z.object({ id: queryId });

/**
 * POST /contact/update: the contact's id, the version it was loaded with (409 when stale) and the
 * contact dialog's fields to change; a field left out keeps its value. Answers the updated Contact.
 */
export const contactUpdateSchema = z.object({
  id_contact: bodyId,
  version: rowVersion,
  name: z.string().trim().min(1).max(200).optional(),
  last_name: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(30).optional(),
  email: z.union([z.literal(''), z.string().trim().max(200).email()]).optional(),
  kid_name: z.string().trim().max(200).optional(),
  kid_class: z.string().trim().max(50).optional(),
  year_of_birth: z.string().trim().pipe(birthYearOrEmpty).optional(),
  city: z.string().trim().max(100).optional(),
  /** Passport and registration need contract.view: without it only '' is accepted, and changes nothing. */
  passport_contact: z.string().trim().max(500).optional(),
  registration_contact: z.string().trim().max(500).optional(),
  nickname_inst: z.string().trim().max(100).optional(),
  nickname_fb: z.string().trim().max(100).optional(),
  nickname_tg: z.string().trim().max(100).optional(),
  utm_source: z.string().trim().max(100).optional(),
  interested_program: z.string().trim().max(200).optional(),
});

/** POST /comment/add: a comment of a lead (id_lead) or of a contact (id_contact); never empty. */
export const commentAddSchema = z
  .object({
    id_lead: bodyId.optional(),
    id_contact: bodyId.optional(),
    comment: z.string().trim().min(1).max(5000),
  })
  .refine((body) => (body.id_lead === undefined) !== (body.id_contact === undefined), {
    path: ['id_lead'],
    message: 'id_lead or id_contact',
  });

/** POST /comment/edit: only the comment's author may change it. */
export const commentEditSchema = z.object({
  id_comment: bodyId,
  comment: z.string().trim().min(1).max(5000),
});

/** Answer of /comment/add and /comment/edit; date_update is an ISO moment. */
export const commentResponseSchema = z.object({
  id_comment: z.number(),
  date_update: z.string(),
  autor_id: z.number(),
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** GET /leads/search: the extended search; every criterion optional, all given must match. */
export const leadsSearchQuerySchema = z.object({
  /** One lead by its id (a dialog reloading its lead). */
  id_lead: queryId.optional(),
  name: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(30).default(''),
  email: z.string().trim().max(200).default(''),
  nickname: z.string().trim().max(100).default(''),
  city: z.string().trim().max(100).default(''),
  /** Manager id; '0' or empty means all. */
  manager: z.union([z.literal(''), idText]).default(''),
  /** One status, or empty for all. */
  status: z.union([z.literal(''), z.enum(LEAD_STATUSES)]).default(''),
  utm_source: z.string().trim().max(100).default(''),
  /** Creation period, YYYY-MM-DD, both ends included. */
  date_from: isoDateOrEmpty.default(''),
  date_to: isoDateOrEmpty.default(''),
});
/** The extended search answers at most this many leads, newest first. */
export const LEADS_SEARCH_LIMIT = 500;

/** GET /contracts/get?q&limit: the sales page's read-only contracts table (the user's branches, newest first). */
export const contractsListQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  limit: queryInt(1, 5000).default(1000),
});
export const contractListRowSchema = z.object({
  id_contract: z.number(),
  number: z.string(),
  full_name: z.string(),
  /** '' when the contract is closed or has no document. */
  doc_name: z.string(),
  phone: z.string(),
  /** ISO moment. */
  date_of_create: z.string(),
  /** Branch name. */
  location: z.string(),
  location_id: z.number(),
  /** Decimal string with two decimals. */
  full_price: z.string(),
  kid_name: z.string(),
  /** Course name. */
  course: z.string(),
  group_id: z.number().nullable(),
  status: z.enum(CONTRACT_STATUSES),
});
export type ContractListRow = z.infer<typeof contractListRowSchema>;

/**
 * Russian labels of a lead's fields, as the lead dialog shows them; the leads import reads them as column
 * names and names refused fields with them, so a file's headers use the words staff see.
 */
export const LEAD_FIELD_LABELS = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  city: 'Город',
  year_of_birth: 'Год рождения ребёнка',
  nickname_inst: 'Instagram',
  nickname_fb: 'Facebook',
  nickname_tg: 'Telegram',
  manager: 'Менеджер',
  interested: 'Интересует',
  utm_source: 'Источник',
  utm_campaign: 'Кампания (utm_campaign)',
  utm_term: 'Ключевое слово (utm_term)',
  date_due: 'Дата следующего контакта',
  status: 'Статус',
  rejected: 'Причина отказа',
  new_comment: 'Комментарий',
} as const;

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
