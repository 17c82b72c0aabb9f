// Which rows of the seeded database a user may reach, computed in SQL straight from the rules
// (DESIGN.md section 4, docs/decisions.md), independently of the server's repositories: the access matrix
// compares the server's answers with these sets.
import type { ScopedEntity } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { whileUnwritten } from '../fuzz/digest';

/** The table of each kind of row an endpoint entry's `ids` can name. */
export const ENTITY_TABLES: Readonly<Record<ScopedEntity, string>> = {
  contact: 'contacts',
  lead: 'leads',
  comment: 'crm_comments',
  contract: 'contracts',
  group: 'groups',
  location: 'locations',
  user: 'users',
  payment: 'payments',
  transaction: 'transactions',
  appointment: 'appointments',
  lesson: 'lessons',
  makeup: 'temporary_arrangements',
  topic: 'topics',
  file: 'files',
  task: 'tasks',
};

/** Every kind of row an endpoint entry's `ids` can name. */
export const SCOPED_ENTITIES = Object.keys(ENTITY_TABLES) as ScopedEntity[];

function byKind<T>(make: (kind: ScopedEntity) => T): Record<ScopedEntity, T> {
  const result = {} as Record<ScopedEntity, T>;
  for (const kind of SCOPED_ENTITIES) result[kind] = make(kind);
  return result;
}

/** Ids of one kind inside and outside a user's reach, preferred rows first (see each kind's SQL). */
export type Reach = { inScope: number[]; outOfScope: number[] };
export type ScopeRows = Record<ScopedEntity, Reach>;

/** Whose reach: a staff user's branches (null: every branch), or a parent's or child's family. */
export type Viewer =
  | { kind: 'branch'; userId: number; locations: readonly number[] | null }
  | { kind: 'family'; userId: number };

type Row = { kind: ScopedEntity; id: number; in_scope: boolean };

/**
 * Branch reach ($1 the user's branches, NULL for every branch; $2 the user). A contact is reached when it
 * has no contract yet or one in the branches, a lead and a comment with their contact (a lead without a
 * contact by everyone), contracts and groups by their branch, a staff user who has no branch or one in
 * the branches, and a parent or child account with no contract yet or one in the branches (staff's
 * `customers` reference list, docs/decisions.md), a task of the branches, without a branch, or the user's as
 * its author or executor, a file by its lesson's branch or its task (else only its uploader's). Preferred first: contacts and leads that have a contract or a contact (a probe of another
 * branch then really is one), comments written by the user (so that the author check cannot be what
 * refuses them).
 */
const BRANCH_SQL = `
WITH contact_scope AS (
  SELECT c.id,
    ($1::int[] IS NULL
      OR NOT EXISTS (SELECT 1 FROM contracts k WHERE k.contact_id = c.id)
      OR EXISTS (SELECT 1 FROM contracts k WHERE k.contact_id = c.id AND k.location_id = ANY($1::int[]))) AS in_scope,
    EXISTS (SELECT 1 FROM contracts k WHERE k.contact_id = c.id) AS preferred
  FROM contacts c),
lead_scope AS (
  SELECT l.id, (l.contact_id IS NULL OR cs.in_scope) AS in_scope, l.contact_id IS NOT NULL AS preferred
  FROM leads l LEFT JOIN contact_scope cs ON cs.id = l.contact_id),
task_scope AS (
  SELECT t.id,
    ($1::int[] IS NULL OR t.location_id IS NULL OR t.location_id = ANY($1::int[])
      OR t.author_id = $2 OR t.executor_id = $2) AS in_scope,
    (t.location_id IS NOT NULL AND t.author_id <> $2 AND t.executor_id IS DISTINCT FROM $2) AS preferred
  FROM tasks t)
SELECT kind, id, in_scope FROM (
  SELECT 'contact' AS kind, id, in_scope, preferred FROM contact_scope
  UNION ALL SELECT 'lead', id, in_scope, preferred FROM lead_scope
  UNION ALL
  SELECT 'comment', m.id, COALESCE(ls.in_scope, cs.in_scope, true), m.author_id = $2
  FROM crm_comments m
  LEFT JOIN lead_scope ls ON ls.id = m.lead_id
  LEFT JOIN contact_scope cs ON cs.id = m.contact_id
  UNION ALL
  SELECT 'contract', id, $1::int[] IS NULL OR location_id = ANY($1::int[]), false FROM contracts
  UNION ALL
  SELECT 'group', id, $1::int[] IS NULL OR location_id = ANY($1::int[]), false FROM groups
  UNION ALL
  SELECT 'location', id, $1::int[] IS NULL OR id = ANY($1::int[]), false FROM locations
  UNION ALL
  SELECT 'payment', id, $1::int[] IS NULL OR location_id = ANY($1::int[]), contract_id IS NULL FROM payments
  UNION ALL
  SELECT 'transaction', id, $1::int[] IS NULL OR location_id = ANY($1::int[]), false FROM transactions
  UNION ALL
  SELECT 'appointment', id, $1::int[] IS NULL OR location_id = ANY($1::int[]), false FROM appointments
  UNION ALL
  SELECT 'lesson', l.id, $1::int[] IS NULL OR g.location_id = ANY($1::int[]), false
  FROM lessons l JOIN groups g ON g.id = l.group_id
  UNION ALL
  SELECT 'makeup', m.id, $1::int[] IS NULL OR g.location_id = ANY($1::int[]), false
  FROM temporary_arrangements m JOIN groups g ON g.id = m.group_id
  UNION ALL
  SELECT 'topic', t.id, $1::int[] IS NULL OR g.location_id = ANY($1::int[]), false
  FROM topics t JOIN groups g ON g.id = t.group_id
  UNION ALL
  SELECT 'file', f.id,
    CASE WHEN f.lesson_id IS NOT NULL THEN $1::int[] IS NULL OR g.location_id = ANY($1::int[])
         WHEN f.task_id IS NOT NULL THEN ts.in_scope
         ELSE f.created_by = $2 END,
    f.lesson_id IS NOT NULL
  FROM files f LEFT JOIN lessons l ON l.id = f.lesson_id LEFT JOIN groups g ON g.id = l.group_id
  LEFT JOIN task_scope ts ON ts.id = f.task_id
  UNION ALL
  SELECT 'task', id, in_scope, preferred FROM task_scope
  UNION ALL
  SELECT 'user', u.id,
    $1::int[] IS NULL
      OR (NOT u.is_employee AND (
            NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
            OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                       WHERE cc.user_id = u.id AND k.location_id = ANY($1::int[]))))
      OR (u.is_employee AND NOT EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id))
      OR EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = ANY($1::int[])),
    false
  FROM users u
) rows
ORDER BY kind, preferred DESC, id`;

/**
 * Family reach ($1 the parent's or child's account): the contracts linked to the account, their contacts
 * and those contacts' leads and comments, the accounts linked to the same contracts, every staff user, the
 * files of the lessons in the children's diary (a pupil of the lesson, the group of a contract in force
 * then, or a makeup there) and the account's own support requests; groups and branches are not a family's
 * rows. Preferred first: rows of another family that has accounts (the second demo family).
 */
const FAMILY_SQL = `
WITH family_contracts AS (SELECT contract_id AS id FROM customer_contracts WHERE user_id = $1),
family_accounts AS (
  SELECT user_id AS id FROM customer_contracts WHERE contract_id IN (SELECT id FROM family_contracts)
  UNION SELECT $1),
contact_scope AS (
  SELECT c.id,
    c.id IN (SELECT k.contact_id FROM contracts k WHERE k.id IN (SELECT id FROM family_contracts)) AS in_scope,
    EXISTS (SELECT 1 FROM contracts k JOIN customer_contracts cc ON cc.contract_id = k.id WHERE k.contact_id = c.id)
      AS preferred
  FROM contacts c),
lead_scope AS (
  SELECT l.id, COALESCE(cs.in_scope, false) AS in_scope, COALESCE(cs.preferred, false) AS preferred
  FROM leads l LEFT JOIN contact_scope cs ON cs.id = l.contact_id)
SELECT kind, id, in_scope FROM (
  SELECT 'contact' AS kind, id, in_scope, preferred FROM contact_scope
  UNION ALL SELECT 'lead', id, in_scope, preferred FROM lead_scope
  UNION ALL
  SELECT 'comment', m.id, COALESCE(ls.in_scope, cs.in_scope, false), COALESCE(ls.preferred, cs.preferred, false)
  FROM crm_comments m
  LEFT JOIN lead_scope ls ON ls.id = m.lead_id
  LEFT JOIN contact_scope cs ON cs.id = m.contact_id
  UNION ALL
  SELECT 'contract', k.id, k.id IN (SELECT id FROM family_contracts),
    EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.contract_id = k.id)
  FROM contracts k
  UNION ALL SELECT 'group', id, true, false FROM groups
  UNION ALL SELECT 'location', id, true, false FROM locations
  UNION ALL
  SELECT 'payment', p.id, p.contract_id IN (SELECT id FROM family_contracts),
    EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.contract_id = p.contract_id)
  FROM payments p
  UNION ALL
  SELECT 'file', f.id,
    EXISTS (SELECT 1 FROM contracts k WHERE k.id IN (SELECT id FROM family_contracts) AND k.removed_at IS NULL
              AND (EXISTS (SELECT 1 FROM lesson_students ls WHERE ls.lesson_id = l.id AND ls.contract_id = k.id)
                   OR (k.group_id = l.group_id AND k.status IN ('new', 'active')
                       AND (k.start_date IS NULL OR k.start_date <= l.date))
                   OR EXISTS (SELECT 1 FROM temporary_arrangements m
                              WHERE m.contract_id = k.id AND m.group_id = l.group_id AND m.date = l.date))),
    EXISTS (SELECT 1 FROM contracts k JOIN customer_contracts cc ON cc.contract_id = k.id WHERE k.group_id = l.group_id)
  FROM files f JOIN lessons l ON l.id = f.lesson_id
  UNION ALL
  SELECT 'task', t.id, t.author_id = $1 AND t.source = 'support', t.source = 'support'
  FROM tasks t
  UNION ALL
  SELECT 'user', u.id, u.is_employee OR u.id IN (SELECT id FROM family_accounts),
    EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
  FROM users u
) rows
ORDER BY kind, preferred DESC, id`;

const reachOf = whileUnwritten(async (q, key): Promise<ScopeRows> => {
  const viewer = JSON.parse(key) as Viewer;
  const rows =
    viewer.kind === 'branch'
      ? await q.query<Row>(BRANCH_SQL, [viewer.locations ? [...viewer.locations] : null, viewer.userId])
      : await q.query<Row>(FAMILY_SQL, [viewer.userId]);
  const result: ScopeRows = byKind(() => ({ inScope: [], outOfScope: [] }));
  for (const row of rows) result[row.kind][row.in_scope ? 'inScope' : 'outOfScope'].push(row.id);
  return result;
});

/**
 * The ids of every kind inside and outside the viewer's reach, as the database holds them now (computed
 * again after any write, else remembered: the matrix asks before and after each of its requests). The
 * answer is shared between callers: read it, do not change it.
 */
export function scopeRows(q: Queryable, viewer: Viewer): Promise<ScopeRows> {
  const key =
    viewer.kind === 'branch'
      ? { kind: viewer.kind, userId: viewer.userId, locations: viewer.locations }
      : { kind: viewer.kind, userId: viewer.userId };
  return reachOf(q, JSON.stringify(key));
}

/** Out-of-reach ids per kind as sets, for scanning answers. */
export type OutOfScope = Record<ScopedEntity, ReadonlySet<number>>;

export function outOfScopeSets(rows: ScopeRows): OutOfScope {
  return byKind((kind) => new Set(rows[kind].outOfScope));
}

/** Whether each table has a `version` column (the schema does not change during a test file). */
const versionedTables = new Map<string, Promise<boolean>>();

/** The row's `version` when its table keeps versions of editable rows (DESIGN.md section 3), else null. */
export async function rowVersion(q: Queryable, kind: ScopedEntity, id: number): Promise<number | null> {
  const table = ENTITY_TABLES[kind];
  let versioned = versionedTables.get(table);
  if (versioned === undefined) {
    versioned = q
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'version'`,
        [table],
      )
      .then(([column]) => column.n > 0);
    versionedTables.set(table, versioned);
  }
  if (!(await versioned)) return null;
  const [row] = await q.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1`, [id]);
  return row?.version ?? null;
}

/**
 * Texts a parent's or child's answers must never hold: the names and e-mails of customer accounts of other
 * families, the names of other families' contract holders and children, and the names and e-mails of staff
 * who teach none of the family's groups, give none of its children's lessons and handle none of the
 * account's support requests (a staff list). A text that is also one of the family's own (a
 * namesake) is left out.
 */
export async function foreignTexts(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ text: string; own: boolean }>(
    `WITH family_contracts AS (SELECT contract_id AS id FROM customer_contracts WHERE user_id = $1),
     family_accounts AS (
       SELECT user_id AS id FROM customer_contracts WHERE contract_id IN (SELECT id FROM family_contracts)
       UNION SELECT $1),
     family_groups AS (
       SELECT k.group_id AS id FROM contracts k WHERE k.id IN (SELECT id FROM family_contracts)
       UNION SELECT m.group_id FROM temporary_arrangements m WHERE m.contract_id IN (SELECT id FROM family_contracts)
       UNION SELECT l.group_id FROM lessons l JOIN lesson_students ls ON ls.lesson_id = l.id
       WHERE ls.contract_id IN (SELECT id FROM family_contracts)),
     family_teachers AS (
       SELECT gt.user_id AS id FROM group_teachers gt WHERE gt.group_id IN (SELECT id FROM family_groups)
       -- The diary names the teachers, substitutes and recorders of the children's lessons.
       UNION SELECT a.teacher_id FROM appointments a WHERE a.group_id IN (SELECT id FROM family_groups)
       UNION SELECT a.substitute_id FROM appointments a WHERE a.group_id IN (SELECT id FROM family_groups)
       UNION SELECT l.teacher_id FROM lessons l WHERE l.group_id IN (SELECT id FROM family_groups)
       -- The support requests name who handles them.
       UNION SELECT t.executor_id FROM tasks t WHERE t.author_id = $1 AND t.source = 'support'),
     texts AS (
       SELECT unnest(ARRAY[u.full_name, u.short_name, u.email]) AS text,
         u.id IN (SELECT id FROM family_accounts) OR u.id IN (SELECT id FROM family_teachers) AS own
       FROM users u
       UNION ALL
       SELECT unnest(ARRAY[k.full_name, k.kid_name]), k.id IN (SELECT id FROM family_contracts) FROM contracts k)
     SELECT text, bool_or(own) AS own FROM texts WHERE length(btrim(text)) >= 6 GROUP BY text`,
    [userId],
  );
  return rows.filter((row) => !row.own).map((row) => row.text);
}
