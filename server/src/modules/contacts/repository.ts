import type { Contact, LeadComment } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import { likeContains, likeEveryWord } from '../../lib/searchWords';
import { contactInScope, leadInScope, scopeParam, type BranchScope } from './scope';

/** Columns written on insert and update. */
export type ContactValues = {
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
  utm_source: string;
  interested_program: string;
};

/** The stored row (what the audit log records). */
export type ContactRecord = ContactValues & { id: number; date_created: Date; version: number };

const RECORD_COLUMNS = `id, name, last_name, phone, email, kid_name, kid_class, year_of_birth, city,
  passport_contact, registration_contact, nickname_inst, nickname_fb, nickname_tg, utm_source,
  interested_program, date_created, version`;

type ContactSqlRow = Omit<Contact, 'comment' | 'date_created'> & { date_created: Date };

/** `$2`: whether the reader sees the passport and registration fields (contract.view); '' otherwise. */
const CONTACT_SELECT = `
  SELECT c.id AS id_contact, c.name, c.last_name, c.phone, c.email, c.kid_name, c.kid_class,
         c.year_of_birth, c.city,
         CASE WHEN $2::boolean THEN c.passport_contact ELSE '' END AS passport_contact,
         CASE WHEN $2::boolean THEN c.registration_contact ELSE '' END AS registration_contact,
         c.nickname_inst, c.nickname_fb, c.nickname_tg, c.utm_source, c.interested_program,
         c.date_created, c.version
  FROM contacts c`;

export async function insertContact(q: Queryable, values: ContactValues, now: Date): Promise<ContactRecord> {
  const columns = Object.keys(values) as (keyof ContactValues)[];
  const [row] = await q.query<ContactRecord>(
    `INSERT INTO contacts (${columns.join(', ')}, date_created)
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, $${columns.length + 1})
     RETURNING ${RECORD_COLUMNS}`,
    [...columns.map((column) => values[column]), now],
  );
  return row;
}

/** The stored contact, locked for the rest of the transaction; undefined when there is none in the scope. */
export async function lockContact(
  q: Queryable,
  id: number,
  scope: BranchScope,
): Promise<ContactRecord | undefined> {
  const [row] = await q.query<ContactRecord>(
    `SELECT ${RECORD_COLUMNS} FROM contacts c WHERE c.id = $1 AND ${contactInScope('c.id', '$2')} FOR UPDATE`,
    [id, scopeParam(scope)],
  );
  return row;
}

/** Whether the contact exists in the scope. */
export async function contactInScopeExists(q: Queryable, id: number, scope: BranchScope): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM contacts c WHERE c.id = $1 AND ${contactInScope('c.id', '$2')}`, [
    id,
    scopeParam(scope),
  ]);
  return rows.length > 0;
}

/**
 * Writes the given columns only and moves the version on, if the stored version is still `version`;
 * undefined when it is not (or there is no such contact).
 */
export async function updateContact(
  q: Queryable,
  id: number,
  version: number,
  values: Partial<ContactValues>,
): Promise<ContactRecord | undefined> {
  const columns = Object.keys(values) as (keyof ContactValues)[];
  const [row] = await q.query<ContactRecord>(
    `UPDATE contacts SET ${columns.map((column, i) => `${column} = $${i + 3}, `).join('')}version = version + 1
     WHERE id = $1 AND version = $2 RETURNING ${RECORD_COLUMNS}`,
    [id, version, ...columns.map((column) => values[column])],
  );
  return row;
}

export type CommentSqlRow = LeadComment & { owner_id: number };

export function contactComments(q: Queryable, contactIds: readonly number[]): Promise<CommentSqlRow[]> {
  return q.query<CommentSqlRow>(
    `SELECT c.id AS id_comment, c.created_at AS date, c.comment, c.author_id AS creator,
            u.short_name AS creator_name, c.contact_id AS owner_id
     FROM crm_comments c JOIN users u ON u.id = c.author_id
     WHERE c.contact_id = ANY($1::int[])
     ORDER BY c.created_at DESC, c.id DESC`,
    [contactIds],
  );
}

/**
 * Contacts by id (ids the caller found in the user's scope) with their comments, newest first; the
 * passport and registration fields are '' unless `seesPassports`.
 */
export async function loadContacts(
  q: Queryable,
  ids: readonly number[],
  seesPassports: boolean,
): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const [rows, comments] = await Promise.all([
    q.query<ContactSqlRow>(
      `${CONTACT_SELECT} WHERE c.id = ANY($1::int[]) ORDER BY c.date_created DESC, c.id DESC`,
      [ids, seesPassports],
    ),
    contactComments(q, ids),
  ]);
  const byContact = new Map<number, LeadComment[]>();
  for (const { owner_id, ...comment } of comments) {
    const list = byContact.get(owner_id) ?? [];
    list.push({ ...comment, date: new Date(comment.date).toISOString() });
    byContact.set(owner_id, list);
  }
  return rows.map((row) => ({
    ...row,
    date_created: row.date_created.toISOString(),
    comment: byContact.get(row.id_contact) ?? [],
  }));
}

/**
 * Text filter: name, last name, e-mail, child and nicknames together contain every word of the text (in any
 * order), or the phone contains its digits.
 */
const TEXT_MATCH = `($1::text = '' OR c.search_text LIKE ALL ($2::text[]) OR ($3::text <> '' AND c.phone_digits LIKE $4::text))`;

function textParams(text: string, digits: string): (string | string[])[] {
  return [text, likeEveryWord(text), digits, likeContains(digits)];
}

/** Contacts of the scope, newest first, at most `limit`, matching the text when there is one. */
export async function textSearchContactIds(
  q: Queryable,
  filter: { text: string; digits: string },
  limit: number,
  scope: BranchScope,
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT c.id FROM contacts c WHERE ${TEXT_MATCH} AND ${contactInScope('c.id', '$6')}
     ORDER BY c.date_created DESC, c.id DESC LIMIT $5`,
    [...textParams(filter.text, filter.digits), limit, scopeParam(scope)],
  );
  return rows.map((row) => row.id);
}

/** Leads of a contact (a contact in scope: its leads are too), newest first. */
export async function leadIdsOfContact(q: Queryable, contactId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM leads WHERE contact_id = $1 ORDER BY date_created DESC, id DESC',
    [contactId],
  );
  return rows.map((row) => row.id);
}

export type HistoryContractRow = {
  contract_id: number;
  lead_id: number | null;
  contract_number: string;
  date_created_contract: Date;
  status_contract: 'new' | 'active' | 'cancelled' | 'closed';
  doc_name: string;
  children_club: boolean;
};

/**
 * Contracts of the contact, and those made from its leads, in the user's branches, newest first.
 * doc_name is '' for a closed contract (the spec's "closed or deleted": download disabled).
 */
export function contractsOfContact(
  q: Queryable,
  contactId: number,
  leadIds: readonly number[],
  locations: readonly number[],
): Promise<HistoryContractRow[]> {
  return q.query<HistoryContractRow>(
    `SELECT id AS contract_id, lead_id, number AS contract_number, date_created AS date_created_contract,
            status AS status_contract,
            CASE WHEN status = 'closed' THEN '' ELSE COALESCE(doc_name, '') END AS doc_name,
            children_club
     FROM contracts
     WHERE (contact_id = $1 OR lead_id = ANY($2::int[])) AND location_id = ANY($3::int[])
     ORDER BY date_created DESC, id DESC`,
    [contactId, leadIds, locations],
  );
}

/** A stored comment (what the audit log records). */
export type CommentRecord = {
  id: number;
  lead_id: number | null;
  contact_id: number | null;
  author_id: number;
  comment: string;
  created_at: Date;
  updated_at: Date;
};

const COMMENT_COLUMNS = 'id, lead_id, contact_id, author_id, comment, created_at, updated_at';

/** The comment, locked; undefined when there is none or its lead or contact is outside the scope. */
export async function lockComment(
  q: Queryable,
  id: number,
  scope: BranchScope,
): Promise<CommentRecord | undefined> {
  const [row] = await q.query<CommentRecord>(
    `SELECT ${COMMENT_COLUMNS} FROM crm_comments cm
     WHERE cm.id = $1
       AND (cm.contact_id IS NULL OR ${contactInScope('cm.contact_id', '$2')})
       AND (cm.lead_id IS NULL OR EXISTS (SELECT 1 FROM leads l WHERE l.id = cm.lead_id AND ${leadInScope('l', '$2')}))
     FOR UPDATE`,
    [id, scopeParam(scope)],
  );
  return row;
}

export async function editComment(
  q: Queryable,
  id: number,
  comment: string,
  now: Date,
): Promise<CommentRecord> {
  const [row] = await q.query<CommentRecord>(
    `UPDATE crm_comments SET comment = $2, updated_at = $3 WHERE id = $1 RETURNING ${COMMENT_COLUMNS}`,
    [id, comment, now],
  );
  return row;
}

// Scope checks of the rows the contacts area names (http/scope.ts asks them before a handler runs).

/** A contact in the caller's branches: the condition the lists use (contacts/scope.ts). */
export const contactScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(q, `SELECT 1 FROM contacts c WHERE c.id = $1 AND ${contactInScope('c.id', '$2')}`, [
      id,
      branches,
    ]),
};

/** A comment by its lead, or by its contact when it has no lead. */
export const commentScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      `SELECT 1 FROM crm_comments m
       LEFT JOIN leads l ON l.id = m.lead_id
       WHERE m.id = $1
         AND (CASE WHEN m.lead_id IS NOT NULL THEN ${leadInScope('l', '$2')}
                   ELSE ${contactInScope('m.contact_id', '$2')} END)`,
      [id, branches],
    ),
};
