import type { ScopedEntity } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { contactInScope, leadInScope } from '../modules/contacts/scope';
import { childHasLesson } from '../modules/journal/scope';
import { taskVisible } from '../modules/tasks/scope';

// Whether one row named by a request is inside the caller's scope. One query per kind of row; the
// conditions of contacts and leads are the ones their repositories use (modules/contacts/scope.ts).

/** $1 the row id, $2 the branch ids (null: every branch), $3 (users only) the caller's id. */
const BRANCH_CHECKS: Record<ScopedEntity, string> = {
  contact: `SELECT 1 FROM contacts c WHERE c.id = $1 AND ${contactInScope('c.id', '$2')}`,
  lead: `SELECT 1 FROM leads l WHERE l.id = $1 AND ${leadInScope('l', '$2')}`,
  comment: `SELECT 1 FROM crm_comments m
             LEFT JOIN leads l ON l.id = m.lead_id
             WHERE m.id = $1
               AND (CASE WHEN m.lead_id IS NOT NULL THEN ${leadInScope('l', '$2')}
                         ELSE ${contactInScope('m.contact_id', '$2')} END)`,
  contract: `SELECT 1 FROM contracts k WHERE k.id = $1 AND ($2::int[] IS NULL OR k.location_id = ANY($2::int[]))`,
  group: `SELECT 1 FROM groups g WHERE g.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
  location: `SELECT 1 FROM locations x WHERE x.id = $1 AND ($2::int[] IS NULL OR x.id = ANY($2::int[]))`,
  // A payment by the branch it was taken in (a payment to 'unknown' has no contract to say it).
  payment: `SELECT 1 FROM payments p WHERE p.id = $1 AND ($2::int[] IS NULL OR p.location_id = ANY($2::int[]))`,
  transaction: `SELECT 1 FROM transactions t WHERE t.id = $1 AND ($2::int[] IS NULL OR t.location_id = ANY($2::int[]))`,
  appointment: `SELECT 1 FROM appointments a WHERE a.id = $1 AND ($2::int[] IS NULL OR a.location_id = ANY($2::int[]))`,
  // Lessons, makeups and topics by the branch of their group.
  lesson: `SELECT 1 FROM lessons l JOIN groups g ON g.id = l.group_id
           WHERE l.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
  makeup: `SELECT 1 FROM temporary_arrangements m JOIN groups g ON g.id = m.group_id
           WHERE m.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
  topic: `SELECT 1 FROM topics t JOIN groups g ON g.id = t.group_id
          WHERE t.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
  // A lesson's file by the lesson's branch, a task's file by whether the task is seen; a file not yet saved
  // with a lesson or a task only by its uploader.
  file: `SELECT 1 FROM files f LEFT JOIN lessons l ON l.id = f.lesson_id LEFT JOIN groups g ON g.id = l.group_id
         LEFT JOIN tasks t ON t.id = f.task_id
         WHERE f.id = $1 AND (CASE WHEN f.lesson_id IS NOT NULL
                                     THEN ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))
                                   WHEN f.task_id IS NOT NULL THEN ${taskVisible('t', '$2', '$3')}
                                   ELSE f.created_by = $3::int END)`,
  // Staff sharing a branch (or with none); customer accounts like contacts: no contract yet, or one here.
  user: `SELECT 1 FROM users u WHERE u.id = $1
           AND ($2::int[] IS NULL OR u.id = $3::int
             OR (u.is_employee AND (
                   NOT EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id)
                   OR EXISTS (SELECT 1 FROM user_locations ul
                              WHERE ul.user_id = u.id AND ul.location_id = ANY($2::int[]))))
             OR (NOT u.is_employee AND (
                   NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
                   OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                              WHERE cc.user_id = u.id AND k.location_id = ANY($2::int[])))))`,
  // A task by its branch; one without a branch (a support request, a task about nobody's branch) by anyone;
  // its author's and executor's wherever it is.
  task: `SELECT 1 FROM tasks t WHERE t.id = $1 AND ${taskVisible('t', '$2', '$3')}`,
};

/** A contract row of the family: linked to the customer's account. Other kinds have no family. */
const FAMILY_CHECKS: Partial<Record<ScopedEntity, string>> = {
  contract: `SELECT 1 FROM customer_contracts cc WHERE cc.contract_id = $1 AND cc.user_id = $2`,
  payment: `SELECT 1 FROM payments p JOIN customer_contracts cc ON cc.contract_id = p.contract_id
            WHERE p.id = $1 AND cc.user_id = $2`,
  // A lesson's file when the lesson is in the diary of one of the account's children (it is a pupil of the
  // lesson, or the lesson is of its group while its contract is in force, or of its makeup).
  file: `SELECT 1 FROM files f JOIN lessons l ON l.id = f.lesson_id
         JOIN customer_contracts cc ON cc.user_id = $2
         JOIN contracts k ON k.id = cc.contract_id AND k.removed_at IS NULL
         WHERE f.id = $1 AND ${childHasLesson('k', 'l.group_id', 'l.date', 'l.id')}`,
  // The account's own support requests.
  task: `SELECT 1 FROM tasks t WHERE t.id = $1 AND t.author_id = $2 AND t.source = 'support'`,
};

export async function inBranchScope(
  q: Queryable,
  entity: ScopedEntity,
  id: number,
  branches: readonly number[] | null,
  userId: number,
): Promise<boolean> {
  const params: unknown[] = [id, branches === null ? null : [...branches]];
  if (entity === 'user' || entity === 'file' || entity === 'task') params.push(userId);
  const rows = await q.query(BRANCH_CHECKS[entity], params);
  return rows.length > 0;
}

export async function inFamilyScope(
  q: Queryable,
  entity: ScopedEntity,
  id: number,
  userId: number,
): Promise<boolean> {
  const sql = FAMILY_CHECKS[entity];
  if (!sql) return false;
  return (await q.query(sql, [id, userId])).length > 0;
}

/** Own rows: the caller's own user row only (tasks and lessons add their own kinds as they come). */
export function inOwnScope(entity: ScopedEntity, id: number, userId: number): boolean {
  return entity === 'user' && id === userId;
}
