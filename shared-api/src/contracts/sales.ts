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
export type ContactHistory = { contact: Contact; comments: LeadComment[]; leads: ContactHistoryLead[] };

/** POST /leads/upload answer (HTTP 200 with a status and a message). */
export type LeadsUploadResponse = {
  status: 'ok' | 'error';
  message: string;
  imported: number;
  duplicates: number;
  refused: { row: number; reason: string }[];
};
