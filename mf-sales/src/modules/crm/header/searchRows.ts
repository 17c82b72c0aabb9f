import type { ContactSearchResponse } from '@school/shared-api';
import { LEAD_STATUS_LABELS } from '../messages';

/** One row of the header search: a contact, or a lead (with its contact when it has one). */
export type SearchRow = {
  key: string;
  kind: 'contact' | 'lead';
  id: number;
  /** The contact the row's double click opens; null for a lead without a contact. */
  contactId: number | null;
  name: string;
  phone: string;
  email: string;
  city: string;
  status: string;
  manager: string;
  date_created: string;
};

export function searchRows(answer: ContactSearchResponse | undefined): SearchRow[] {
  if (!answer) return [];
  const contacts = answer.contacts.map((contact): SearchRow => ({
    key: `contact-${contact.id_contact}`,
    kind: 'contact',
    id: contact.id_contact,
    contactId: contact.id_contact,
    name: [contact.name, contact.last_name].filter(Boolean).join(' '),
    phone: contact.phone,
    email: contact.email,
    city: contact.city,
    status: '',
    manager: '',
    date_created: contact.date_created,
  }));
  const leads = answer.leads.map((lead): SearchRow => ({
    key: `lead-${lead.id_lead}`,
    kind: 'lead',
    id: lead.id_lead,
    contactId: lead.id_contact && lead.id_contact !== '0' ? Number(lead.id_contact) : null,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    city: lead.city,
    status: LEAD_STATUS_LABELS[lead.status] ?? lead.status,
    manager: lead.manager_name,
    date_created: lead.date_created,
  }));
  return [...contacts, ...leads];
}
