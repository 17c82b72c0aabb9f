import { DateTime } from 'luxon';
import type { Contact, Lead, LeadInputParsed, LeadStatus } from '@school/shared-api';
import { parseDate } from '@school/shared-ui';

/** What the lead dialog's form holds: strings only; date_due in the datetime-local format. */
export type LeadFormValues = {
  name: string;
  phone: string;
  email: string;
  city: string;
  year_of_birth: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
  manager: string;
  interested: string;
  utm_source: string;
  utm_campaign: string;
  utm_term: string;
  /** 'YYYY-MM-DDTHH:mm' (datetime-local) or ''. */
  date_due: string;
  new_comment: string;
  status: LeadStatus;
  rejected: string;
};

/** Default manager when there is no user info (sales-people-settings.md section 9). */
export const FALLBACK_MANAGER = '40';

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** An API moment ('YYYY-MM-DD HH:mm:ss' or ISO) as the datetime-local input shows it. */
export function toLocalInput(value: string): string {
  return parseDate(value)?.toFormat(LOCAL_FORMAT) ?? '';
}

/** The datetime-local value as the API takes it: 'YYYY-MM-DD HH:mm:ss'. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const moment = DateTime.fromFormat(value, LOCAL_FORMAT);
  return moment.isValid ? moment.toFormat('yyyy-MM-dd HH:mm:ss') : value;
}

export function nowLocalInput(now: number): string {
  return DateTime.fromMillis(now).toFormat(LOCAL_FORMAT);
}

const EMPTY: LeadFormValues = {
  name: '',
  phone: '',
  email: '',
  city: '',
  year_of_birth: '',
  nickname_inst: '',
  nickname_fb: '',
  nickname_tg: '',
  manager: FALLBACK_MANAGER,
  interested: '',
  utm_source: '',
  utm_campaign: '',
  utm_term: '',
  date_due: '',
  new_comment: '',
  status: 'new',
  rejected: '',
};

/** The form of an existing lead, of a new lead (manager = current user), or of a new lead from a contact. */
export function leadFormDefaults(
  lead: Lead | null | undefined,
  contact: Contact | null | undefined,
  defaultManager: string,
): LeadFormValues {
  if (lead) {
    return {
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      city: lead.city,
      year_of_birth: lead.year_of_birth,
      nickname_inst: lead.nickname_inst,
      nickname_fb: lead.nickname_fb,
      nickname_tg: lead.nickname_tg,
      manager: lead.manager,
      interested: lead.interested,
      utm_source: lead.utm_source,
      utm_campaign: lead.utm_campaign,
      utm_term: lead.utm_term,
      date_due: toLocalInput(lead.date_due),
      new_comment: '',
      status: lead.status,
      rejected: lead.rejected,
    };
  }
  if (contact) {
    return {
      ...EMPTY,
      name: [contact.name, contact.last_name].filter(Boolean).join(' '),
      phone: contact.phone,
      email: contact.email,
      city: contact.city,
      year_of_birth: contact.year_of_birth,
      nickname_inst: contact.nickname_inst,
      nickname_fb: contact.nickname_fb,
      nickname_tg: contact.nickname_tg,
      utm_source: contact.utm_source,
      interested: contact.interested_program,
      manager: defaultManager,
    };
  }
  return { ...EMPTY, manager: defaultManager };
}

/** The form as the shared lead rules and the API read it. */
export function toLeadInput(values: LeadFormValues): LeadInputParsed {
  const text = (value: string) => value.trim();
  return {
    name: text(values.name),
    nickname_inst: text(values.nickname_inst),
    nickname_fb: text(values.nickname_fb),
    nickname_tg: text(values.nickname_tg),
    city: text(values.city),
    year_of_birth: text(values.year_of_birth),
    phone: text(values.phone),
    email: text(values.email),
    manager: values.manager || undefined,
    interested: text(values.interested),
    utm_source: text(values.utm_source),
    utm_campaign: text(values.utm_campaign),
    utm_term: text(values.utm_term),
    new_comment: text(values.new_comment),
    date_due: fromLocalInput(values.date_due),
    status: values.status,
    rejected: values.status === 'rejected' ? text(values.rejected) : '',
  };
}
