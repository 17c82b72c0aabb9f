import type { LeadComment, LeadStatus } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import type { CommentRecord } from '../contacts/repository';
import { leadInScope, scopeParam, type BranchScope } from '../contacts/scope';
import { likeContains, likeEveryWord } from '../../lib/searchWords';

/** A lead as the API shows it, without its comments; date_created as the driver returns it. */
export type LeadSqlRow = {
  id_lead: number;
  id_contact: string;
  name: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
  city: string;
  year_of_birth: string;
  phone: string;
  email: string;
  manager: string;
  manager_name: string;
  interested: string;
  utm_source: string;
  utm_campaign: string;
  utm_term: string;
  date_due: string;
  date_created: Date;
  status: LeadStatus;
  duplicate: boolean;
  rejected: string;
  disqualified: boolean;
  version: number;
};

/** The stored row of a lead: what rules look at and what the audit log records. */
export type LeadRecord = {
  id: number;
  contact_id: number | null;
  name: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
  city: string;
  year_of_birth: string;
  phone: string;
  email: string;
  manager_id: number;
  interested: string;
  utm_source: string;
  utm_campaign: string;
  utm_term: string;
  date_due: Date;
  date_created: Date;
  status: LeadStatus;
  duplicate: boolean;
  rejected: string;
  disqualified: boolean;
  version: number;
};

/** Columns written on insert and update (not id, date_created, version, search_text). */
export type LeadValues = Omit<LeadRecord, 'id' | 'date_created' | 'version'>;

/** `$1` is the time zone date_due is shown in. */
const LEAD_SELECT = `
  SELECT l.id AS id_lead, COALESCE(l.contact_id::text, '0') AS id_contact, l.name,
         l.nickname_inst, l.nickname_fb, l.nickname_tg, l.city, l.year_of_birth, l.phone, l.email,
         l.manager_id::text AS manager, COALESCE(u.short_name, '') AS manager_name,
         l.interested, l.utm_source, l.utm_campaign, l.utm_term,
         to_char(l.date_due AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI:SS') AS date_due,
         l.date_created, l.status, l.duplicate, l.rejected, l.disqualified, l.version
  FROM leads l LEFT JOIN users u ON u.id = l.manager_id`;

const RECORD_COLUMNS = `id, contact_id, name, nickname_inst, nickname_fb, nickname_tg, city, year_of_birth,
  phone, email, manager_id, interested, utm_source, utm_campaign, utm_term, date_due, date_created,
  status, duplicate, rejected, disqualified, version`;

/** Leads by id (ids the caller found in the user's scope), newest first (date_created, id descending). */
export function leadsByIds(q: Queryable, ids: readonly number[], zone: string): Promise<LeadSqlRow[]> {
  return q.query<LeadSqlRow>(
    `${LEAD_SELECT} WHERE l.id = ANY($2::int[]) ORDER BY l.date_created DESC, l.id DESC`,
    [zone, ids],
  );
}

export type BoardQuery = {
  status: LeadStatus;
  managerId: number | null;
  sort: 'date_due' | 'date_created';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/**
 * One page of a board column in the scope. The page's ids come from the (status[, manager], date, id)
 * index, then only those rows are joined; a backward scan serves the descending order.
 */
export function boardPage(
  q: Queryable,
  query: BoardQuery,
  zone: string,
  scope: BranchScope,
): Promise<LeadSqlRow[]> {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const column = query.sort === 'date_due' ? 'date_due' : 'date_created';
  return q.query<LeadSqlRow>(
    `WITH page AS (
       SELECT p.id FROM leads p
       WHERE p.status = $2 AND ($3::int IS NULL OR p.manager_id = $3) AND ${leadInScope('p', '$6')}
       ORDER BY p.${column} ${direction}, p.id ${direction}
       LIMIT $4 OFFSET $5
     )
     ${LEAD_SELECT}
     WHERE l.id IN (SELECT id FROM page)
     ORDER BY l.${column} ${direction}, l.id ${direction}`,
    [zone, query.status, query.managerId, query.limit, query.offset, scopeParam(scope)],
  );
}

/**
 * Leads of a column (of a manager) in the scope: for every branch from the trigger-kept totals, for
 * some branches counted (leads of contacts with contracts elsewhere are left out).
 */
export async function boardCount(
  q: Queryable,
  status: LeadStatus,
  managerId: number | null,
  scope: BranchScope,
): Promise<number> {
  const [row] = scope.allBranches
    ? await q.query<{ n: number }>(
        'SELECT COALESCE(sum(n), 0)::int AS n FROM lead_counts WHERE status = $1 AND ($2::int IS NULL OR manager_id = $2)',
        [status, managerId],
      )
    : await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM leads l
         WHERE l.status = $1 AND ($2::int IS NULL OR l.manager_id = $2) AND ${leadInScope('l', '$3')}`,
        [status, managerId, scopeParam(scope)],
      );
  return row.n;
}

/** A manager's leads in work in the scope: all, and those due in [from, to). */
export async function inWorkCounters(
  q: Queryable,
  managerId: number,
  from: Date,
  to: Date,
  scope: BranchScope,
): Promise<{ total: number; today: number }> {
  const [row] = await q.query<{ total: number; today: number }>(
    `SELECT count(*)::int AS total,
            (count(*) FILTER (WHERE l.date_due >= $2 AND l.date_due < $3))::int AS today
     FROM leads l WHERE l.manager_id = $1 AND l.status = 'in_work' AND ${leadInScope('l', '$4')}`,
    [managerId, from, to, scopeParam(scope)],
  );
  return row;
}

export type CommentSqlRow = LeadComment & { owner_id: number };

/** Comments of the given leads, newest first; owner_id is the lead. */
export function leadComments(q: Queryable, leadIds: readonly number[]): Promise<CommentSqlRow[]> {
  return q.query<CommentSqlRow>(
    `SELECT c.id AS id_comment, c.created_at AS date, c.comment, c.author_id AS creator,
            u.short_name AS creator_name, c.lead_id AS owner_id
     FROM crm_comments c JOIN users u ON u.id = c.author_id
     WHERE c.lead_id = ANY($1::int[])
     ORDER BY c.created_at DESC, c.id DESC`,
    [leadIds],
  );
}

/** The stored lead, locked for the rest of the transaction; undefined when there is none in the scope. */
export async function lockLead(
  q: Queryable,
  id: number,
  scope: BranchScope,
): Promise<LeadRecord | undefined> {
  const [row] = await q.query<LeadRecord>(
    `SELECT ${RECORD_COLUMNS} FROM leads l WHERE l.id = $1 AND ${leadInScope('l', '$2')} FOR UPDATE`,
    [id, scopeParam(scope)],
  );
  return row;
}

/** The stored lead; undefined when there is none in the scope. */
export async function leadRecord(
  q: Queryable,
  id: number,
  scope: BranchScope,
): Promise<LeadRecord | undefined> {
  const [row] = await q.query<LeadRecord>(
    `SELECT ${RECORD_COLUMNS} FROM leads l WHERE l.id = $1 AND ${leadInScope('l', '$2')}`,
    [id, scopeParam(scope)],
  );
  return row;
}

export async function insertLead(
  q: Queryable,
  values: LeadValues & { created_by: number; date_created: Date },
): Promise<LeadRecord> {
  const columns = Object.keys(values);
  const [row] = await q.query<LeadRecord>(
    `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING ${RECORD_COLUMNS}`,
    columns.map((column) => values[column as keyof typeof values]),
  );
  return row;
}

/**
 * Writes the given columns only and moves the version on, if the stored version is still `version`;
 * undefined when it is not (or there is no such lead).
 */
export async function updateLead(
  q: Queryable,
  id: number,
  version: number,
  values: Partial<LeadValues>,
  now: Date,
): Promise<LeadRecord | undefined> {
  const columns = Object.keys(values) as (keyof LeadValues)[];
  const [row] = await q.query<LeadRecord>(
    `UPDATE leads SET ${columns.map((column, i) => `${column} = $${i + 4}, `).join('')}updated_at = $3,
       version = version + 1
     WHERE id = $1 AND version = $2 RETURNING ${RECORD_COLUMNS}`,
    [id, version, now, ...columns.map((column) => values[column])],
  );
  return row;
}

/** The first comments of imported leads, in one statement; answers the stored rows (for their audit rows). */
export function insertLeadComments(
  q: Queryable,
  comments: readonly { lead_id: number; comment: string }[],
  authorId: number,
  at: Date,
): Promise<CommentRecord[]> {
  if (comments.length === 0) return Promise.resolve([]);
  return q.query<CommentRecord>(
    `INSERT INTO crm_comments (lead_id, author_id, comment, created_at, updated_at)
     SELECT c.lead_id, $3, c.comment, $4, $4 FROM unnest($1::int[], $2::text[]) AS c(lead_id, comment)
     RETURNING id, lead_id, contact_id, author_id, comment, created_at, updated_at`,
    [comments.map((c) => c.lead_id), comments.map((c) => c.comment), authorId, at],
  );
}

export async function insertComment(
  q: Queryable,
  comment: {
    lead_id: number | null;
    contact_id: number | null;
    author_id: number;
    comment: string;
    at: Date;
  },
): Promise<CommentRecord> {
  const [row] = await q.query<CommentRecord>(
    `INSERT INTO crm_comments (lead_id, contact_id, author_id, comment, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING id, lead_id, contact_id, author_id, comment, created_at, updated_at`,
    [comment.lead_id, comment.contact_id, comment.author_id, comment.comment, comment.at],
  );
  return row;
}

/** Phone (digits), e-mail and nicknames that make two people the same. */
export type IdentityKeys = {
  phone: string;
  email: string;
  nickname_inst: string;
  nickname_fb: string;
  nickname_tg: string;
};

/**
 * Whether another lead or a contact shares the phone, the e-mail or a nickname (same network) of
 * `keys`. Leads of `contactId` and that contact itself are the same person, not duplicates.
 * One indexed probe per non-empty key (an OR of them all would scan the table).
 */
export async function duplicateExists(
  q: Queryable,
  keys: IdentityKeys,
  exclude: { leadId: number | null; contactId: number | null },
): Promise<boolean> {
  const probes: string[] = [];
  const params: unknown[] = [exclude.leadId, exclude.contactId];
  const otherLead =
    '($1::int IS NULL OR l.id <> $1) AND ($2::int IS NULL OR l.contact_id IS NULL OR l.contact_id <> $2)';
  const otherContact = '($2::int IS NULL OR c.id <> $2)';
  // `column <> ''` repeats the partial indexes' predicate so that they apply.
  const probe = (value: string, leadKey: [string, string], contactKey: [string, string]) => {
    if (value === '') return;
    params.push(value);
    const p = `$${params.length}`;
    probes.push(
      `EXISTS (SELECT 1 FROM leads l WHERE ${leadKey[0]} = ${p} AND ${leadKey[1]} <> '' AND ${otherLead})`,
      `EXISTS (SELECT 1 FROM contacts c WHERE ${contactKey[0]} = ${p} AND ${contactKey[1]} <> '' AND ${otherContact})`,
    );
  };
  probe(keys.phone, ['l.phone', 'l.phone'], ['c.phone_digits', 'c.phone_digits']);
  for (const column of ['email', 'nickname_inst', 'nickname_fb', 'nickname_tg'] as const) {
    probe(
      keys[column].toLowerCase(),
      [`lower(l.${column})`, `l.${column}`],
      [`lower(c.${column})`, `c.${column}`],
    );
  }
  if (probes.length === 0) return false;
  const [row] = await q.query<{ found: boolean }>(`SELECT ${probes.join(' OR ')} AS found`, params);
  return row.found;
}

/** For an import: which of these phones, e-mails and nicknames some lead or contact has already. */
export async function existingIdentityKeys(
  q: Queryable,
  keys: { phones: string[]; emails: string[]; nicknames: string[] },
): Promise<{ phones: Set<string>; emails: Set<string>; nicknames: Set<string> }> {
  const [phones, emails, nicknames] = await Promise.all([
    q.query<{ key: string }>(
      `SELECT phone AS key FROM leads WHERE phone = ANY($1::text[])
       UNION SELECT phone_digits FROM contacts WHERE phone_digits = ANY($1::text[])`,
      [keys.phones],
    ),
    q.query<{ key: string }>(
      `SELECT lower(email) AS key FROM leads WHERE lower(email) = ANY($1::text[]) AND email <> ''
       UNION SELECT lower(email) FROM contacts WHERE lower(email) = ANY($1::text[]) AND email <> ''`,
      [keys.emails],
    ),
    q.query<{ key: string }>(
      `SELECT 'inst:' || lower(nickname_inst) AS key FROM leads WHERE 'inst:' || lower(nickname_inst) = ANY($1::text[]) AND nickname_inst <> ''
       UNION SELECT 'fb:' || lower(nickname_fb) FROM leads WHERE 'fb:' || lower(nickname_fb) = ANY($1::text[]) AND nickname_fb <> ''
       UNION SELECT 'tg:' || lower(nickname_tg) FROM leads WHERE 'tg:' || lower(nickname_tg) = ANY($1::text[]) AND nickname_tg <> ''
       UNION SELECT 'inst:' || lower(nickname_inst) FROM contacts WHERE 'inst:' || lower(nickname_inst) = ANY($1::text[]) AND nickname_inst <> ''
       UNION SELECT 'fb:' || lower(nickname_fb) FROM contacts WHERE 'fb:' || lower(nickname_fb) = ANY($1::text[]) AND nickname_fb <> ''
       UNION SELECT 'tg:' || lower(nickname_tg) FROM contacts WHERE 'tg:' || lower(nickname_tg) = ANY($1::text[]) AND nickname_tg <> ''`,
      [keys.nicknames],
    ),
  ]);
  const set = (rows: { key: string }[]) => new Set(rows.map((row) => row.key));
  return { phones: set(phones), emails: set(emails), nicknames: set(nicknames) };
}

/** A contact with this phone (digits) or e-mail: the person is a contact already. */
export async function contactWithPhoneOrEmail(
  q: Queryable,
  phone: string,
  email: string,
): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `SELECT id FROM contacts
     WHERE (phone_digits = $1 AND $1 <> '') OR (lower(email) = lower($2) AND $2 <> '')
     ORDER BY id LIMIT 1`,
    [phone, email],
  );
  return row?.id;
}

/** Active staff accounts among `ids` (only they may manage leads). */
export async function activeEmployees(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await q.query<{ id: number }>(
    "SELECT id FROM users WHERE id = ANY($1::int[]) AND status = 'active' AND is_employee",
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Active staff by lower-case e-mail (managers named by e-mail in an imported file). */
export async function activeEmployeesByEmail(
  q: Queryable,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const rows = await q.query<{ id: number; email: string }>(
    `SELECT id, lower(email) AS email FROM users
     WHERE lower(email) = ANY($1::text[]) AND status = 'active' AND is_employee`,
    [emails],
  );
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function rejectionReasons(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ value: string }>(
    "SELECT value FROM entities WHERE type = 'reasons_cancelled' ORDER BY id",
  );
  return rows.map((row) => row.value);
}

/** Identity values (`$1` first) for the next `count` leads, so an import can insert ids it knows. */
export async function reserveLeadIds(q: Queryable, count: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('leads', 'id'))::int AS id FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((row) => row.id);
}

export type LeadSearchFilter = {
  idLead: number | null;
  name: string;
  phoneDigits: string;
  email: string;
  nickname: string;
  city: string;
  managerId: number | null;
  status: LeadStatus | null;
  utmSource: string;
  createdFrom: Date | null;
  createdBefore: Date | null;
};

/** The extended search in the scope: every given criterion must hold; newest first, at most `limit`. */
export async function searchLeadIds(
  q: Queryable,
  filter: LeadSearchFilter,
  limit: number,
  scope: BranchScope,
): Promise<number[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  add((p) => leadInScope('l', p), scopeParam(scope));
  if (filter.idLead !== null) add((p) => `l.id = ${p}`, filter.idLead);
  if (filter.name) add((p) => `lower(l.name) LIKE ${p}`, likeContains(filter.name));
  if (filter.phoneDigits) add((p) => `l.phone LIKE ${p}`, likeContains(filter.phoneDigits));
  if (filter.email) add((p) => `lower(l.email) LIKE ${p}`, likeContains(filter.email));
  if (filter.nickname)
    add(
      (p) =>
        `(lower(l.nickname_inst) LIKE ${p} OR lower(l.nickname_fb) LIKE ${p} OR lower(l.nickname_tg) LIKE ${p})`,
      likeContains(filter.nickname),
    );
  if (filter.city) add((p) => `lower(l.city) LIKE ${p}`, likeContains(filter.city));
  if (filter.managerId !== null) add((p) => `l.manager_id = ${p}`, filter.managerId);
  if (filter.status) add((p) => `l.status = ${p}`, filter.status);
  if (filter.utmSource) add((p) => `lower(l.utm_source) = lower(${p})`, filter.utmSource);
  if (filter.createdFrom) add((p) => `l.date_created >= ${p}`, filter.createdFrom);
  if (filter.createdBefore) add((p) => `l.date_created < ${p}`, filter.createdBefore);
  params.push(limit);
  const rows = await q.query<{ id: number }>(
    `SELECT l.id FROM leads l WHERE ${where.join(' AND ')}
     ORDER BY l.date_created DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * Leads of the scope whose name, phone, e-mail and nicknames together contain every word of the text (or whose
 * phone contains its digits).
 */
export async function textSearchLeadIds(
  q: Queryable,
  text: string,
  digits: string,
  includeClosed: boolean,
  limit: number,
  scope: BranchScope,
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT l.id FROM leads l
     WHERE (l.search_text LIKE ALL ($1::text[]) OR ($2::text <> '' AND l.phone LIKE $3))
       AND ($4::boolean OR l.status IN ('new', 'in_work'))
       AND ${leadInScope('l', '$6')}
     ORDER BY l.date_created DESC, l.id DESC LIMIT $5`,
    [likeEveryWord(text), digits, likeContains(digits), includeClosed, limit, scopeParam(scope)],
  );
  return rows.map((row) => row.id);
}

/** Scope check (http/scope.ts): a lead in the caller's branches, the condition the lists use. */
export const leadScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(q, `SELECT 1 FROM leads l WHERE l.id = $1 AND ${leadInScope('l', '$2')}`, [id, branches]),
};
