import {
  CONTACT_SEARCH_LIMIT,
  contactNicknameErrors,
  type CommentResponse,
  type Contact,
  type ContactHistory,
  type ContactHistoryLead,
  type ContactSearchResponse,
  type contactUpdateSchema,
} from 'shared-api/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { LEAD_MESSAGES } from '../leads/messages';
import * as leadsRepo from '../leads/repository';
import { loadLeads, throwIfErrors, timeZoneOf } from '../leads/service';
import * as repo from './repository';

/** Leads inside contact answers only for holders of leads.view. */
const seesLeads = (auth: AuthContext) => auth.permissions.includes('leads.view');

/** The text as typed, and its digits when it looks like a phone (at least 3 digits, nothing but phone characters). */
export function textFilter(text: string): { text: string; digits: string } {
  const digits = text.replace(/\D/g, '');
  return { text, digits: /^[\d\s()+\-.]+$/.test(text) && digits.length >= 3 ? digits : '' };
}

/** Contacts newest first, at most `limit`, optionally those matching the text. */
export async function listContacts(q: Queryable, query: { q: string; limit: number }): Promise<Contact[]> {
  return repo.loadContacts(q, await repo.textSearchContactIds(q, textFilter(query.q), query.limit));
}

/** The header search: contacts and leads matching the text, newest first; closed leads only with `all`. */
export async function searchContacts(
  q: Queryable,
  auth: AuthContext,
  query: { q: string; all: string },
): Promise<ContactSearchResponse> {
  const filter = textFilter(query.q);
  const includeClosed = query.all === '1' || query.all === 'true';
  const [contactIds, leadIds, zone] = await Promise.all([
    repo.textSearchContactIds(q, filter, CONTACT_SEARCH_LIMIT),
    seesLeads(auth)
      ? leadsRepo.textSearchLeadIds(q, filter.text, filter.digits, includeClosed, CONTACT_SEARCH_LIMIT)
      : Promise.resolve([]),
    timeZoneOf(q, auth),
  ]);
  const [contacts, leads] = await Promise.all([
    repo.loadContacts(q, contactIds),
    loadLeads(q, leadIds, zone),
  ]);
  return { contacts, leads };
}

export async function contactHistory(q: Queryable, auth: AuthContext, id: number): Promise<ContactHistory> {
  const [contact] = await repo.loadContacts(q, [id]);
  if (!contact) throw notFound();
  const zone = await timeZoneOf(q, auth);
  const leadIds = seesLeads(auth) ? await repo.leadIdsOfContact(q, id) : [];
  const [leads, contracts] = await Promise.all([
    loadLeads(q, leadIds, zone),
    repo.contractsOfContact(q, id, leadIds, auth.locations),
  ]);
  const contractOfLead = new Map<number, repo.HistoryContractRow>();
  for (const contract of contracts) {
    // Newest first: the first contract met is the lead's latest.
    if (contract.lead_id !== null && !contractOfLead.has(contract.lead_id))
      contractOfLead.set(contract.lead_id, contract);
  }
  const shown = new Set<number>();
  const historyLeads: ContactHistoryLead[] = leads.map((lead) => {
    const contract = contractOfLead.get(lead.id_lead);
    if (contract) shown.add(contract.contract_id);
    return {
      ...lead,
      contract_number: contract?.contract_number ?? '',
      date_created_contract: contract ? contract.date_created_contract.toISOString() : '',
      status_contract: contract?.status_contract ?? '',
      doc_name: contract?.doc_name ?? '',
      contract_id: contract?.contract_id ?? null,
      children_club: contract?.children_club ?? false,
    };
  });
  return {
    contact,
    comments: contact.comment,
    leads: historyLeads,
    contracts: contracts
      .filter((contract) => !shown.has(contract.contract_id))
      .map((contract) => ({
        contract_id: contract.contract_id,
        contract_number: contract.contract_number,
        date_created_contract: contract.date_created_contract.toISOString(),
        status_contract: contract.status_contract,
        doc_name: contract.doc_name,
        children_club: contract.children_club,
      })),
  };
}

export async function updateContact(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof contactUpdateSchema>,
  now: Date,
): Promise<Contact> {
  throwIfErrors(contactNicknameErrors(input));
  const { id_contact: id, ...values } = input;
  await db.transaction(async (tx) => {
    const before = await repo.lockContact(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateContact(tx, id, values);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'contact',
      entityId: id,
      action: 'update',
      before,
      after,
      at: now,
    });
  });
  const [contact] = await repo.loadContacts(db, [id]);
  return contact;
}

export async function addComment(
  db: Db,
  auth: AuthContext,
  input: { id_lead?: number; id_contact?: number; comment: string },
  now: Date,
): Promise<CommentResponse> {
  if (input.id_lead !== undefined && !seesLeads(auth)) throw forbidden();
  return db.transaction(async (tx) => {
    const owner =
      input.id_lead !== undefined
        ? await leadsRepo.lockLead(tx, input.id_lead)
        : await repo.lockContact(tx, input.id_contact as number);
    if (!owner) throw notFound();
    const comment = await leadsRepo.insertComment(tx, {
      lead_id: input.id_lead ?? null,
      contact_id: input.id_contact ?? null,
      author_id: auth.userId,
      comment: input.comment,
      at: now,
    });
    await audit(tx, {
      actorId: auth.userId,
      entity: input.id_lead !== undefined ? 'lead' : 'contact',
      entityId: owner.id,
      action: 'comment_add',
      before: null,
      after: { id_comment: comment.id, comment: input.comment },
      at: now,
    });
    return { id_comment: comment.id, date_update: comment.updated_at.toISOString(), autor_id: auth.userId };
  });
}

export async function editComment(
  db: Db,
  auth: AuthContext,
  input: { id_comment: number; comment: string },
  now: Date,
): Promise<CommentResponse> {
  return db.transaction(async (tx) => {
    const before = await repo.lockComment(tx, input.id_comment);
    if (!before) throw notFound();
    if (before.lead_id !== null && !seesLeads(auth)) throw forbidden();
    if (before.author_id !== auth.userId) {
      throw new ApiError(400, LEAD_MESSAGES.commentNotAuthor, { id_comment: LEAD_MESSAGES.commentNotAuthor });
    }
    const after = await repo.editComment(tx, input.id_comment, input.comment, now);
    await audit(tx, {
      actorId: auth.userId,
      entity: before.lead_id !== null ? 'lead' : 'contact',
      entityId: (before.lead_id ?? before.contact_id) as number,
      action: 'comment_edit',
      before: { id_comment: before.id, comment: before.comment },
      after: { id_comment: after.id, comment: after.comment },
      at: now,
    });
    return { id_comment: after.id, date_update: after.updated_at.toISOString(), autor_id: after.author_id };
  });
}
