import type { Queryable } from '../../db/db';
import { childHasLesson, familyContracts } from './scope';

// The personal area's SQL: the family's children, their diary of a week, their groups, and the support
// requests (tasks with source 'support') of an account.

export type ChildRow = { contract_id: number; name: string };

/** The children of the account: its linked contracts (not removed), oldest first. */
export function familyChildren(q: Queryable, userId: number): Promise<ChildRow[]> {
  return q.query<ChildRow>(
    `SELECT k.id AS contract_id, k.kid_name AS name FROM (${familyContracts('$1')}) k ORDER BY k.id`,
    [userId],
  );
}

export type DiaryRow = {
  contract_id: number;
  appointment_id: number | null;
  lesson_id: number | null;
  group_id: number;
  name_group: string;
  date: string;
  time_start: string;
  time_end: string;
  duration_minutes: number;
  title: string;
  teacher: string;
  substitute_id: number | null;
  substitute_teacher: string | null;
  substitute_subject: string | null;
  theme: string;
  home_work: string;
  home_work2: string;
  notes: string;
  review: string;
  presence: boolean | null;
};

const LOCAL = '(a.starts_at AT TIME ZONE loc.time_zone)';

/** The homework set at the group's last lesson before `date` ('' when there is none). */
const previousHomeWork = (group: string, date: string) => `
  COALESCE((SELECT p.home_work FROM lessons p WHERE p.group_id = ${group} AND p.date < ${date}
            ORDER BY p.date DESC, p.id DESC LIMIT 1), '')`;

/**
 * The diary of the family's children from `from` to `to` (dates of each branch's wall time): the planned
 * lessons of the groups each child has that week (its group, its makeups, the lessons it is a pupil of),
 * with the recorded lesson when there is one and the child's review and presence in it; then the recorded
 * lessons of the child that no longer have an appointment. By child, date and time.
 */
export function diaryRows(q: Queryable, userId: number, from: string, to: string): Promise<DiaryRow[]> {
  return q.query<DiaryRow>(
    `WITH kid AS (${familyContracts('$1')}),
     kid_groups AS (
       SELECT kid.id AS contract_id, kid.group_id FROM kid WHERE kid.group_id IS NOT NULL
       UNION
       SELECT m.contract_id, m.group_id FROM temporary_arrangements m JOIN kid ON kid.id = m.contract_id
       WHERE m.date BETWEEN $2::date AND $3::date
       UNION
       SELECT ls.contract_id, l.group_id FROM lesson_students ls JOIN kid ON kid.id = ls.contract_id
       JOIN lessons l ON l.id = ls.lesson_id WHERE l.date BETWEEN $2::date AND $3::date)
     SELECT kid.id AS contract_id, a.id AS appointment_id, l.id AS lesson_id, g.id AS group_id,
            g.short_name AS name_group, to_char(${LOCAL}, 'YYYY-MM-DD') AS date,
            to_char(${LOCAL}, 'HH24:MI') AS time_start,
            to_char(${LOCAL} + a.duration_minutes * interval '1 minute', 'HH24:MI') AS time_end,
            a.duration_minutes, a.subject AS title, t.short_name AS teacher, a.substitute_id,
            s.short_name AS substitute_teacher,
            CASE WHEN a.substitute_id IS NULL THEN NULL ELSE a.subject_substitute END AS substitute_subject,
            COALESCE(l.topic, '') AS theme, COALESCE(l.home_work, '') AS home_work,
            ${previousHomeWork('g.id', `${LOCAL}::date`)} AS home_work2,
            COALESCE(l.message, '') AS notes, COALESCE(ls.review, '') AS review,
            CASE WHEN l.id IS NULL THEN NULL ELSE COALESCE(ls.presence, false) END AS presence
     FROM kid
     JOIN kid_groups kg ON kg.contract_id = kid.id
     JOIN appointments a ON a.group_id = kg.group_id
       AND a.starts_at >= ($2::date - 1)::timestamp AT TIME ZONE 'UTC'
       AND a.starts_at < ($3::date + 2)::timestamp AT TIME ZONE 'UTC'
     JOIN locations loc ON loc.id = a.location_id
     JOIN groups g ON g.id = a.group_id
     JOIN users t ON t.id = a.teacher_id
     LEFT JOIN users s ON s.id = a.substitute_id
     LEFT JOIN lessons l ON l.appointment_id = a.id
     LEFT JOIN lesson_students ls ON ls.lesson_id = l.id AND ls.contract_id = kid.id
     WHERE ${LOCAL}::date BETWEEN $2::date AND $3::date
       AND ${childHasLesson('kid', 'a.group_id', `${LOCAL}::date`, 'l.id')}
     UNION ALL
     SELECT kid.id, NULL, l.id, g.id, g.short_name, to_char(l.date, 'YYYY-MM-DD'), '', '',
            l.duration_minutes, l.subject, COALESCE(t.short_name, ''), NULL, NULL, NULL,
            l.topic, l.home_work, ${previousHomeWork('g.id', 'l.date')}, l.message, ls.review, ls.presence
     FROM kid
     JOIN lesson_students ls ON ls.contract_id = kid.id
     JOIN lessons l ON l.id = ls.lesson_id AND l.appointment_id IS NULL
     JOIN groups g ON g.id = l.group_id
     LEFT JOIN users t ON t.id = l.teacher_id
     WHERE l.date BETWEEN $2::date AND $3::date
     ORDER BY 1, 6, 7, 5, 2`,
    [userId, from, to],
  );
}

export type FamilyGroupRow = { group_id: number; name_group: string };

/** The groups the family's children are in now (contracts new or active, groups not removed), by name. */
export function familyGroups(q: Queryable, userId: number): Promise<FamilyGroupRow[]> {
  return q.query<FamilyGroupRow>(
    `SELECT DISTINCT g.id AS group_id, g.short_name AS name_group
     FROM (${familyContracts('$1')}) k JOIN groups g ON g.id = k.group_id
     WHERE k.status IN ('new', 'active') AND g.removed_at IS NULL
     ORDER BY g.short_name, g.id`,
    [userId],
  );
}

/** The branches of the family's contracts. */
export async function familyBranches(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q.query<{ location_id: number }>(
    `SELECT DISTINCT k.location_id FROM (${familyContracts('$1')}) k ORDER BY 1`,
    [userId],
  );
  return rows.map((row) => row.location_id);
}

/** The data of the named configuration, null when there is none. */
export async function configData(q: Queryable, name: string): Promise<unknown> {
  const [row] = await q.query<{ data: unknown }>(`SELECT data FROM configs WHERE name = $1`, [name]);
  return row?.data ?? null;
}

/** Whether the user exists and is active. */
export async function isActiveUser(q: Queryable, userId: number): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM users WHERE id = $1 AND status = 'active'`, [userId]);
  return rows.length > 0;
}

/**
 * An active administrator to take support requests nobody is set for: a branch administrator of one of
 * `branches` first, then any branch administrator, then a head administrator; the earliest account.
 */
export async function fallbackAdministrator(
  q: Queryable,
  branches: readonly number[],
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT u.id FROM users u
     JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
     WHERE u.status = 'active' AND r.name IN ('administrator', 'admin')
     ORDER BY (r.name = 'administrator' AND EXISTS (
                 SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = ANY($1::int[]))) DESC,
              (r.name = 'administrator') DESC, u.id
     LIMIT 1`,
    [[...branches]],
  );
  return row?.id ?? null;
}

export async function userName(q: Queryable, userId: number): Promise<string> {
  const [row] = await q.query<{ short_name: string }>(`SELECT short_name FROM users WHERE id = $1`, [userId]);
  return row?.short_name ?? '';
}

/** A task row as stored (the audit's before and after). */
export type TaskRecord = {
  id: number;
  title: string;
  description: string;
  status: string;
  source: string;
  author_id: number;
  executor_id: number | null;
  location_id: number | null;
  version: number;
  date_created: Date | string;
  date_updated: Date | string;
};

const TASK_COLUMNS = `id, title, description, status, source, author_id, executor_id, location_id, version,
  date_created, date_updated`;

export async function insertSupportTask(
  tx: Queryable,
  task: {
    title: string;
    description: string;
    authorId: number;
    executorId: number | null;
    locationId: number | null;
    at: Date;
  },
): Promise<TaskRecord> {
  const [row] = await tx.query<TaskRecord>(
    `INSERT INTO tasks (title, description, status, source, author_id, executor_id, location_id,
                        date_created, date_updated)
     VALUES ($1, $2, 'new', 'support', $3, $4, $5, $6, $6) RETURNING ${TASK_COLUMNS}`,
    [task.title, task.description, task.authorId, task.executorId, task.locationId, task.at],
  );
  return row;
}

/** The author's support request, locked for a change; null when it is not theirs. */
export async function lockSupportTask(
  tx: Queryable,
  taskId: number,
  authorId: number,
): Promise<TaskRecord | null> {
  const [row] = await tx.query<TaskRecord>(
    `SELECT ${TASK_COLUMNS} FROM tasks WHERE id = $1 AND author_id = $2 AND source = 'support' FOR UPDATE`,
    [taskId, authorId],
  );
  return row ?? null;
}

export async function setTaskStatus(
  tx: Queryable,
  taskId: number,
  status: string,
  at: Date,
): Promise<TaskRecord> {
  const [row] = await tx.query<TaskRecord>(
    `UPDATE tasks SET status = $2, version = version + 1, date_updated = $3 WHERE id = $1
     RETURNING ${TASK_COLUMNS}`,
    [taskId, status, at],
  );
  return row;
}

export async function insertTaskHistory(
  tx: Queryable,
  entry: {
    taskId: number;
    userId: number;
    kind: 'created' | 'status';
    oldValue: string | null;
    newValue: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.taskId, entry.userId, entry.kind, entry.oldValue, entry.newValue, entry.at],
  );
}

export type SupportRow = {
  id_task: number;
  message: string;
  status: string;
  date_created: Date | string;
  executor_id: number | null;
  manager: string | null;
  version: number;
};

const SUPPORT_SQL = `
SELECT t.id AS id_task, t.description AS message, t.status, t.date_created, t.executor_id,
       e.short_name AS manager, t.version
FROM tasks t LEFT JOIN users e ON e.id = t.executor_id
WHERE t.author_id = $1 AND t.source = 'support'`;

/** The author's support requests, newest first. */
export function supportRows(q: Queryable, authorId: number): Promise<SupportRow[]> {
  return q.query<SupportRow>(`${SUPPORT_SQL} ORDER BY t.date_created DESC, t.id DESC`, [authorId]);
}

export async function supportRow(q: Queryable, authorId: number, taskId: number): Promise<SupportRow | null> {
  const [row] = await q.query<SupportRow>(`${SUPPORT_SQL} AND t.id = $2`, [authorId, taskId]);
  return row ?? null;
}
