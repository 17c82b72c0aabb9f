import {
  CONTACT_SEARCH_LIMIT,
  contactNicknameErrors,
  type CommentResponse,
  type Contact,
  type ContactHistory,
  type ContactHistoryLead,
  type ContactSearchResponse,
  type contactUpdateSchema,
} from '@school/shared-api/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { timeZoneOf } from '../../db/timeZones';
import { fieldError, notFound, staleVersion, throwIfErrors } from '../../http/errors';
import { LEAD_MESSAGES, PASSPORT_LABELS } from '../leads/messages';
import * as leadsRepo from '../leads/repository';
import { insertCommentAudited, loadLeads } from '../leads/service';
import * as repo from './repository';
import { PASSPORT_FIELDS, seesPassports } from './scope';
import { textFilter } from '../../lib/searchWords';

// Contacts, and their leads, reach a user limited to branches only when the contact has no contract yet or
// has one in the user's branches (scope.ts); any other contact answers 404 as if it did not exist.

/** Leads inside contact answers only for holders of leads.view. */
const seesLeads = (auth: AuthContext) => auth.permissions.includes('leads.view');

/** Contacts of the user's scope newest first, at most `limit`, optionally those matching the text. */
export async function listContacts(
  q: Queryable,
  auth: AuthContext,
  query: { q: string; limit: number },
): Promise<Contact[]> {
  const ids = await repo.textSearchContactIds(q, textFilter(query.q), query.limit, auth);
  return repo.loadContacts(q, ids, seesPassports(auth));
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
    repo.textSearchContactIds(q, filter, CONTACT_SEARCH_LIMIT, auth),
    seesLeads(auth)
      ? leadsRepo.textSearchLeadIds(q, filter.text, filter.digits, includeClosed, CONTACT_SEARCH_LIMIT, auth)
      : Promise.resolve([]),
    timeZoneOf(q, auth),
  ]);
  const [contacts, leads] = await Promise.all([
    repo.loadContacts(q, contactIds, seesPassports(auth)),
    loadLeads(q, leadIds, zone),
  ]);
  return { contacts, leads };
}

export async function contactHistory(q: Queryable, auth: AuthContext, id: number): Promise<ContactHistory> {
  if (!(await repo.contactInScopeExists(q, id, auth))) throw notFound();
  const [contact] = await repo.loadContacts(q, [id], seesPassports(auth));
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

type ContactUpdate = z.output<typeof contactUpdateSchema>;

/**
 * The columns an update carries. Without contract.view the passport and registration are not changed:
 * '' (what such a user is shown) is left out, any other value is refused with 400 naming the field.
 */
function givenValues(auth: AuthContext, input: Omit<ContactUpdate, 'id_contact' | 'version'>) {
  const values: Partial<repo.ContactValues> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (!seesPassports(auth)) {
    const errors: Record<string, string | undefined> = {};
    for (const field of PASSPORT_FIELDS) {
      if (values[field]) errors[field] = LEAD_MESSAGES.passportHidden(PASSPORT_LABELS[field]);
      delete values[field];
    }
    throwIfErrors(errors);
  }
  return values;
}

/**
 * Changes the fields the update carries, if the contact is in the user's scope (404 otherwise) and
 * still at the version the client loaded (409 otherwise; nothing changes).
 */
export async function updateContact(
  db: Db,
  auth: AuthContext,
  input: ContactUpdate,
  now: Date,
): Promise<Contact> {
  const { id_contact: id, version, ...fields } = input;
  throwIfErrors(
    contactNicknameErrors({
      nickname_inst: fields.nickname_inst ?? '',
      nickname_fb: fields.nickname_fb ?? '',
      nickname_tg: fields.nickname_tg ?? '',
    }),
  );
  const values = givenValues(auth, fields);
  await db.transaction(async (tx) => {
    const before = await repo.lockContact(tx, id, auth);
    if (!before) throw notFound();
    // The row is locked and exists: no row updated means another version.
    const after = await repo.updateContact(tx, id, version, values);
    if (!after) throw staleVersion();
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
  const [contact] = await repo.loadContacts(db, [id], seesPassports(auth));
  return contact;
}

export async function addComment(
  db: Db,
  auth: AuthContext,
  input: { id_lead?: number; id_contact?: number; comment: string },
  now: Date,
): Promise<CommentResponse> {
  // A lead is not there for whom leads.view does not show it: 404, as for a lead of another branch (a 403
  // would sign the user out for following a link).
  if (input.id_lead !== undefined && !seesLeads(auth)) throw notFound();
  return db.transaction(async (tx) => {
    const owner =
      input.id_lead !== undefined
        ? await leadsRepo.lockLead(tx, input.id_lead, auth)
        : await repo.lockContact(tx, input.id_contact as number, auth);
    if (!owner) throw notFound();
    const comment = await insertCommentAudited(
      tx,
      { lead_id: input.id_lead ?? null, contact_id: input.id_contact ?? null, comment: input.comment },
      auth.userId,
      now,
    );
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
    const before = await repo.lockComment(tx, input.id_comment, auth);
    if (!before) throw notFound();
    if (before.lead_id !== null && !seesLeads(auth)) throw notFound();
    if (before.author_id !== auth.userId) {
      throw fieldError(400, 'id_comment', LEAD_MESSAGES.commentNotAuthor);
    }
    const after = await repo.editComment(tx, input.id_comment, input.comment, now);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'comment',
      entityId: after.id,
      action: 'update',
      before,
      after,
      at: now,
    });
    return { id_comment: after.id, date_update: after.updated_at.toISOString(), autor_id: after.author_id };
  });
}
