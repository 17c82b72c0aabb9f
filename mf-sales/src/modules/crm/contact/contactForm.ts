import type { FieldErrors, Resolver } from 'react-hook-form';
import { contactNicknameErrors, type Contact } from '@school/shared-api';
import { LEAD_MESSAGES } from '../messages';

export const CONTACT_FIELDS = [
  'name',
  'last_name',
  'phone',
  'email',
  'kid_name',
  'kid_class',
  'year_of_birth',
  'city',
  'passport_contact',
  'registration_contact',
  'nickname_inst',
  'nickname_fb',
  'nickname_tg',
  'utm_source',
  'interested_program',
] as const;

export type ContactFormValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export function contactFormDefaults(contact: Contact): ContactFormValues {
  const values = {} as ContactFormValues;
  for (const field of CONTACT_FIELDS) values[field] = String(contact[field] ?? '');
  return values;
}

export function toContact(contact: Contact, values: ContactFormValues): Contact {
  return { ...contact, ...trimmedValues(values) };
}

function trimmedValues(values: ContactFormValues): ContactFormValues {
  const trimmed = { ...values };
  for (const field of CONTACT_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

/** POST /contact/update: the dialog's fields over the contact as loaded, with the version it was loaded with. */
export function toContactUpdate(
  contact: Contact,
  values: ContactFormValues,
): ContactFormValues & { id_contact: number; version: number } {
  return { id_contact: contact.id_contact, version: contact.version, ...trimmedValues(values) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const YEAR_OF_BIRTH = /^\d{4}(-\d{2}-\d{2})?$/;

/** The contact's nickname rule (shared with the server), plus the e-mail and year-of-birth formats. */
export const contactFormResolver: Resolver<ContactFormValues> = (values) => {
  const messages: Partial<Record<keyof ContactFormValues, string>> = contactNicknameErrors({
    nickname_inst: values.nickname_inst.trim(),
    nickname_fb: values.nickname_fb.trim(),
    nickname_tg: values.nickname_tg.trim(),
  });
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) messages.email = LEAD_MESSAGES.emailFormat;
  const year = values.year_of_birth.trim();
  if (year && !YEAR_OF_BIRTH.test(year)) messages.year_of_birth = LEAD_MESSAGES.yearFormat;
  const fields = Object.keys(messages) as (keyof ContactFormValues)[];
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<ContactFormValues> = {};
  for (const field of fields) errors[field] = { type: 'rule', message: messages[field] };
  return { values: {}, errors };
};
