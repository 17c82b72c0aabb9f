import { DateTime } from 'luxon';
import {
  LEADS_PAGE_SIZE,
  LEAD_FIELD_LABELS,
  contactNicknameErrors,
  leadCreateErrors,
  leadUnqualifiedErrors,
  leadUpdateErrors,
  type Contact,
  type Lead,
  type LeadAddResult,
  type LeadCounters,
  type LeadRuleErrors,
  type LeadStatus,
  type LeadInputParsed,
  type LeadUpdateResult,
  type LeadsPage,
  type leadUpdateSchema,
  type leadWriteSchema,
} from '@school/shared-api/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { timeZoneOf } from '../../db/timeZones';
import { ApiError, fieldError, notFound, staleVersion, throwIfErrors } from '../../http/errors';
import * as contactsRepo from '../contacts/repository';
import { seesPassports } from '../contacts/scope';
import { LEAD_MESSAGES } from './messages';
import * as repo from './repository';

type LeadWrite = z.output<typeof leadWriteSchema>;
type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** 'YYYY-MM-DD HH:mm[:ss]' wall time in `zone` -> moment; null when it is no real moment. */
export function parseDue(text: string, zone: string): Date | null {
  const format = text.length === 16 ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd HH:mm:ss';
  const moment = DateTime.fromFormat(text, format, { zone });
  return moment.isValid ? moment.toJSDate() : null;
}

/** Throws 400 with every field's message and the first as the message, when there is any. */

/** '' | '0' -> no contact. */
function contactIdOf(idContact: string | undefined): number | null {
  if (!idContact || idContact === '0') return null;
  if (!/^\d+$/.test(idContact)) throw fieldError(400, 'id_contact', LEAD_MESSAGES.contactUnknown);
  return Number(idContact);
}

export function identityKeys(lead: repo.IdentityKeys): repo.IdentityKeys {
  return {
    phone: lead.phone,
    email: lead.email,
    nickname_inst: lead.nickname_inst,
    nickname_fb: lead.nickname_fb,
    nickname_tg: lead.nickname_tg,
  };
}

/** Rules of a status: rejected needs a reason from reasons_cancelled; disqualified the Unqualified fields. */
async function statusErrors(
  q: Queryable,
  status: LeadStatus,
  reason: string,
  input: LeadInputParsed,
): Promise<LeadRuleErrors & { rejected?: string }> {
  if (status === 'disqualified') return leadUnqualifiedErrors(input);
  if (status !== 'rejected') return {};
  if (reason === '') return { rejected: LEAD_MESSAGES.reasonRequired };
  const reasons = await repo.rejectionReasons(q);
  return reasons.includes(reason) ? {} : { rejected: LEAD_MESSAGES.reasonUnknown };
}

async function managerErrors(q: Queryable, managerId: number): Promise<{ manager?: string }> {
  const active = await repo.activeEmployees(q, [managerId]);
  return active.has(managerId) ? {} : { manager: LEAD_MESSAGES.managerInactive };
}

// Reading ---------------------------------------------------------------------

function toLead(row: repo.LeadSqlRow, comments: Lead['comment']): Lead {
  return {
    ...row,
    date_due: row.date_due ?? '',
    date_created: row.date_created.toISOString(),
    comment: comments,
  };
}

/** Adds each lead's comments (newest first) in one query, keeping the rows' order. */
export async function withComments(q: Queryable, rows: repo.LeadSqlRow[]): Promise<Lead[]> {
  if (rows.length === 0) return [];
  const comments = await repo.leadComments(
    q,
    rows.map((row) => row.id_lead),
  );
  const byLead = new Map<number, Lead['comment']>();
  for (const { owner_id, ...comment } of comments) {
    const list = byLead.get(owner_id) ?? [];
    list.push({ ...comment, date: new Date(comment.date).toISOString() });
    byLead.set(owner_id, list);
  }
  return rows.map((row) => toLead(row, byLead.get(row.id_lead) ?? []));
}

/** Leads by id with their comments, newest first. */
export async function loadLeads(q: Queryable, ids: readonly number[], zone: string): Promise<Lead[]> {
  if (ids.length === 0) return [];
  return withComments(q, await repo.leadsByIds(q, ids, zone));
}

async function loadLead(q: Queryable, id: number, zone: string): Promise<Lead> {
  const [lead] = await loadLeads(q, [id], zone);
  if (!lead) throw notFound();
  return lead;
}

export async function boardColumn(
  q: Queryable,
  auth: AuthContext,
  query: {
    status: LeadStatus;
    page: number;
    sort: 'date_due' | 'date_created';
    order: 'asc' | 'desc';
    manager: string;
  },
): Promise<LeadsPage> {
  const managerId = query.manager === '' || query.manager === '0' ? null : Number(query.manager);
  const [zone, total] = await Promise.all([
    timeZoneOf(q, auth),
    repo.boardCount(q, query.status, managerId, auth),
  ]);
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // A page past the end (leads moved away meanwhile) shows the last one.
  const page = Math.min(query.page, pages);
  // The back half of a column reads from the other end: the index never skips more than half.
  const offset = (page - 1) * LEADS_PAGE_SIZE;
  const limit = Math.min(LEADS_PAGE_SIZE, Math.max(0, total - offset));
  const fromEnd = offset > total / 2;
  const found = await repo.boardPage(
    q,
    {
      status: query.status,
      managerId,
      sort: query.sort,
      order: fromEnd ? (query.order === 'asc' ? 'desc' : 'asc') : query.order,
      offset: fromEnd ? total - offset - limit : offset,
      limit: fromEnd ? limit : LEADS_PAGE_SIZE,
    },
    zone,
    auth,
  );
  const rows = fromEnd ? found.reverse() : found;
  return { leads: await withComments(q, rows), total, page, pages, page_size: LEADS_PAGE_SIZE };
}

/** The user's leads in work (those the board shows them): those due today (in the user's zone) and all. */
export async function counters(q: Queryable, auth: AuthContext, now: Date): Promise<LeadCounters> {
  const zone = await timeZoneOf(q, auth);
  const start = DateTime.fromJSDate(now, { zone }).startOf('day');
  const { total, today } = await repo.inWorkCounters(
    q,
    auth.userId,
    start.toJSDate(),
    start.plus({ days: 1 }).toJSDate(),
    auth,
  );
  return { in_work_today: today, in_work_total: total };
}

/** Whether a lead of the user's scope has a duplicate (among all leads and contacts: the rule is global). */
export async function checkDuplicate(q: Queryable, auth: AuthContext, id: number): Promise<boolean> {
  const lead = await repo.leadRecord(q, id, auth);
  if (!lead) throw notFound();
  return repo.duplicateExists(q, identityKeys(lead), { leadId: lead.id, contactId: lead.contact_id });
}

export async function searchLeads(
  q: Queryable,
  auth: AuthContext,
  query: {
    id_lead?: number;
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
  },
  limit: number,
): Promise<Lead[]> {
  const zone = await timeZoneOf(q, auth);
  const day = (text: string) => DateTime.fromISO(text, { zone });
  const from = query.date_from ? day(query.date_from) : null;
  const to = query.date_to ? day(query.date_to) : null;
  throwIfErrors({
    date_from: from && !from.isValid ? LEAD_MESSAGES.dateFromInvalid : undefined,
    date_to: to && !to.isValid ? LEAD_MESSAGES.dateToInvalid : undefined,
  });
  const ids = await repo.searchLeadIds(
    q,
    {
      idLead: query.id_lead ?? null,
      name: query.name,
      phoneDigits: query.phone.replace(/\D/g, ''),
      email: query.email,
      nickname: query.nickname,
      city: query.city,
      managerId: query.manager === '' || query.manager === '0' ? null : Number(query.manager),
      status: query.status || null,
      utmSource: query.utm_source,
      createdFrom: from ? from.toJSDate() : null,
      createdBefore: to ? to.plus({ days: 1 }).toJSDate() : null,
    },
    limit,
    auth,
  );
  return loadLeads(q, ids, zone);
}

// Writing ---------------------------------------------------------------------

/** The fields a person types in the lead dialog, stored as typed on create and update. */
const TYPED_FIELDS = [
  'name',
  'nickname_inst',
  'nickname_fb',
  'nickname_tg',
  'city',
  'year_of_birth',
  'phone',
  'email',
  'interested',
  'utm_source',
  'utm_campaign',
  'utm_term',
] as const;
type TypedFields = Pick<repo.LeadValues, (typeof TYPED_FIELDS)[number]>;

/** Every typed field (creating). */
function typedFields(input: TypedFields): TypedFields {
  return Object.fromEntries(TYPED_FIELDS.map((field) => [field, input[field]])) as TypedFields;
}

/** The typed fields an update carries: only those change. */
function givenTypedFields(input: Partial<TypedFields>): Partial<TypedFields> {
  return Object.fromEntries(
    TYPED_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
  );
}

function contactFromLead(lead: TypedFields): contactsRepo.ContactValues {
  return {
    name: lead.name,
    last_name: '',
    phone: lead.phone,
    email: lead.email,
    kid_name: '',
    kid_class: '',
    year_of_birth: lead.year_of_birth,
    city: lead.city,
    passport_contact: '',
    registration_contact: '',
    nickname_inst: lead.nickname_inst,
    nickname_fb: lead.nickname_fb,
    nickname_tg: lead.nickname_tg,
    utm_source: lead.utm_source,
    interested_program: lead.interested,
  };
}

/** Creates the lead's contact unless the person is a contact already (409 with the spec's message). */
async function createContactFor(
  tx: Queryable,
  lead: TypedFields,
  actorId: number,
  now: Date,
): Promise<number> {
  if (await repo.contactWithPhoneOrEmail(tx, lead.phone, lead.email)) {
    throw new ApiError(409, LEAD_MESSAGES.contactExists);
  }
  const contact = await contactsRepo.insertContact(tx, contactFromLead(lead), now);
  await audit(tx, {
    actorId,
    entity: 'contact',
    entityId: contact.id,
    action: 'create',
    before: null,
    after: contact,
    at: now,
  });
  return contact.id;
}

/** Adds a comment of a lead or a contact, with its audit row (the one shape: the stored comment). */
export async function insertCommentAudited(
  tx: Queryable,
  comment: { lead_id: number | null; contact_id: number | null; comment: string },
  actorId: number,
  now: Date,
): Promise<contactsRepo.CommentRecord> {
  const stored = await repo.insertComment(tx, { ...comment, author_id: actorId, at: now });
  await audit(tx, {
    actorId,
    entity: 'comment',
    entityId: stored.id,
    action: 'create',
    before: null,
    after: stored,
    at: now,
  });
  return stored;
}

export async function addLead(
  db: Db,
  auth: AuthContext,
  input: LeadWrite,
  now: Date,
): Promise<LeadAddResult> {
  const status = input.status ?? 'new';
  // A lead created as Unqualified needs only name and comment (statusErrors below), not the creation rules.
  const unqualified = status === 'disqualified';
  if (!unqualified) throwIfErrors(leadCreateErrors(input));
  const zone = await timeZoneOf(db, auth);
  // Without a next contact, an unqualified lead's deadline is its creation moment (the column is required).
  const dateDue = unqualified && input.date_due === '' ? now : parseDue(input.date_due, zone);
  throwIfErrors({ date_due: dateDue ? undefined : LEAD_MESSAGES.dateInvalid });
  const managerId = input.manager ? Number(input.manager) : auth.userId;
  const reason = status === 'rejected' ? input.rejected : '';
  throwIfErrors({
    ...(await managerErrors(db, managerId)),
    ...(await statusErrors(db, status, reason, input)),
  });
  let contactId = contactIdOf(input.id_contact);
  if (contactId !== null && !(await contactsRepo.contactInScopeExists(db, contactId, auth))) throw notFound();
  if (contactId !== null && input.create_contact) throw new ApiError(409, LEAD_MESSAGES.contactExists);

  const created = await db.transaction(async (tx) => {
    if (input.create_contact) contactId = await createContactFor(tx, input, auth.userId, now);
    const duplicate = await repo.duplicateExists(tx, identityKeys(input), { leadId: null, contactId });
    const lead = await repo.insertLead(tx, {
      contact_id: contactId,
      ...typedFields(input),
      manager_id: managerId,
      date_due: dateDue as Date,
      status,
      duplicate,
      rejected: reason,
      disqualified: status === 'disqualified',
      created_by: auth.userId,
      date_created: now,
    });
    await audit(tx, {
      actorId: auth.userId,
      entity: 'lead',
      entityId: lead.id,
      action: 'create',
      before: null,
      after: lead,
      at: now,
    });
    if (input.new_comment) {
      await insertCommentAudited(
        tx,
        { lead_id: lead.id, contact_id: null, comment: input.new_comment },
        auth.userId,
        now,
      );
    }
    return lead;
  });

  const lead = await loadLead(db, created.id, zone);
  let contact: Contact | null = null;
  if (input.create_contact && contactId !== null) {
    [contact] = await contactsRepo.loadContacts(db, [contactId], seesPassports(auth));
  }
  return { lead, contact };
}

const IDENTITY_FIELDS = ['name', 'phone', 'email', 'city'] as const;
const IDENTITY_LABELS: Record<(typeof IDENTITY_FIELDS)[number], string> = {
  name: LEAD_FIELD_LABELS.name,
  phone: LEAD_FIELD_LABELS.phone,
  email: 'E-mail',
  city: LEAD_FIELD_LABELS.city,
};

/**
 * Changes the fields the update carries, if the lead is in the user's scope (404 otherwise) and still
 * at the version the client loaded (409 otherwise); the rules look at the lead as it will be.
 */
export async function updateLead(
  db: Db,
  auth: AuthContext,
  input: LeadUpdate,
  now: Date,
): Promise<LeadUpdateResult> {
  const id = input.id_lead;
  const zone = await timeZoneOf(db, auth);
  const dateDue = input.date_due ? parseDue(input.date_due, zone) : null;
  throwIfErrors({ date_due: input.date_due && !dateDue ? LEAD_MESSAGES.dateInvalid : undefined });
  const given = givenTypedFields(input);

  const contactCreated = await db.transaction(async (tx) => {
    const before = await repo.lockLead(tx, id, auth);
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    // The lead as it will be: the stored fields with the given ones over them.
    const lead: LeadInputParsed = {
      ...typedFields(before),
      ...given,
      new_comment: input.new_comment ?? '',
      date_due: input.date_due ?? '',
      rejected: input.rejected ?? '',
    };
    const status = input.status ?? before.status;
    const reason =
      status !== 'rejected' ? '' : input.rejected || (before.status === 'rejected' ? before.rejected : '');
    const managerId = input.manager ? Number(input.manager) : before.manager_id;
    // An unqualified lead keeps to the Unqualified rules (name and comment) instead of phone or nickname.
    const errors: Record<string, string | undefined> =
      status === 'disqualified' ? { ...contactNicknameErrors(lead) } : { ...leadUpdateErrors(lead) };
    if (status !== before.status || reason !== before.rejected) {
      Object.assign(errors, await statusErrors(tx, status, reason, lead));
    }
    if (managerId !== before.manager_id) Object.assign(errors, await managerErrors(tx, managerId));
    if (before.contact_id !== null && before.status !== 'new') {
      for (const field of IDENTITY_FIELDS) {
        if (given[field] !== undefined && given[field] !== before[field])
          errors[field] ??= LEAD_MESSAGES.identityLocked(IDENTITY_LABELS[field]);
      }
    }
    throwIfErrors(errors);

    let contactId = before.contact_id;
    if (input.create_contact) {
      if (contactId !== null) throw new ApiError(409, LEAD_MESSAGES.contactExists);
      contactId = await createContactFor(tx, lead, auth.userId, now);
    }
    const keys = identityKeys(lead);
    const identityChanged =
      contactId !== before.contact_id ||
      (Object.keys(keys) as (keyof repo.IdentityKeys)[]).some((key) => keys[key] !== before[key]);
    const duplicate = identityChanged
      ? await repo.duplicateExists(tx, keys, { leadId: id, contactId })
      : before.duplicate;
    // Only what changes is written.
    const values: Partial<repo.LeadValues> = { ...given };
    if (contactId !== before.contact_id) values.contact_id = contactId;
    if (managerId !== before.manager_id) values.manager_id = managerId;
    if (dateDue) values.date_due = dateDue;
    if (status !== before.status) {
      values.status = status;
      values.disqualified = status === 'disqualified';
    }
    if (reason !== before.rejected) values.rejected = reason;
    if (duplicate !== before.duplicate) values.duplicate = duplicate;
    const after = await repo.updateLead(tx, id, input.version, values, now);
    if (!after) throw staleVersion();
    await audit(tx, {
      actorId: auth.userId,
      entity: 'lead',
      entityId: id,
      action: 'update',
      before,
      after,
      at: now,
    });
    if (input.new_comment) {
      await insertCommentAudited(
        tx,
        { lead_id: id, contact_id: null, comment: input.new_comment },
        auth.userId,
        now,
      );
    }
    return contactId !== before.contact_id;
  });

  const lead = await loadLead(db, id, zone);
  return contactCreated ? { lead, contact: true } : { lead };
}

/** Changes the manager of a lead of the user's scope (404 otherwise) still at the loaded version (409 otherwise). */
export async function changeManager(
  db: Db,
  auth: AuthContext,
  input: { id_lead: number; version: number; manager: string },
  now: Date,
): Promise<Lead> {
  const managerId = Number(input.manager);
  const zone = await timeZoneOf(db, auth);
  await db.transaction(async (tx) => {
    const before = await repo.lockLead(tx, input.id_lead, auth);
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    if (before.manager_id === managerId) return;
    throwIfErrors(await managerErrors(tx, managerId));
    const after = await repo.updateLead(tx, input.id_lead, input.version, { manager_id: managerId }, now);
    if (!after) throw staleVersion();
    await audit(tx, {
      actorId: auth.userId,
      entity: 'lead',
      entityId: input.id_lead,
      action: 'manager',
      before,
      after,
      at: now,
    });
  });
  return loadLead(db, input.id_lead, zone);
}
