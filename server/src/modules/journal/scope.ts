// Which lessons a family's child has in its diary: the one rule the diary, the family's file check and the
// personal area's lists share (learning.md section 2.9, DESIGN.md section 4).

/**
 * SQL condition: the child of contract `kid` (an alias of contracts) has the lesson of group `groupId` on
 * the branch's date `date` (recorded as `lessonId`, NULL before it is recorded) in its diary - it is in the
 * lesson's pupils (it was there, or missed it, or came on a makeup), or the group is the contract's group
 * and the contract is in force that day (new or active, started), or it has a makeup in the group that day.
 */
export function childHasLesson(kid: string, groupId: string, date: string, lessonId: string): string {
  return `(EXISTS (SELECT 1 FROM lesson_students ls_k WHERE ls_k.lesson_id = ${lessonId}
                 AND ls_k.contract_id = ${kid}.id)
      OR (${kid}.group_id = ${groupId} AND ${kid}.status IN ('new', 'active')
          AND (${kid}.start_date IS NULL OR ${kid}.start_date <= ${date}))
      OR EXISTS (SELECT 1 FROM temporary_arrangements m_k WHERE m_k.contract_id = ${kid}.id
                 AND m_k.group_id = ${groupId} AND m_k.date = ${date}))`;
}

/** SQL: the contracts of account `$userId` (a parent's children, a child's own), not removed. */
export function familyContracts(userParam: string): string {
  return `SELECT k.* FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
          WHERE cc.user_id = ${userParam} AND k.removed_at IS NULL`;
}
