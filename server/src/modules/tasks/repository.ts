import { TASK_DONE_STATUSES, type TaskAttachment, type TaskStatus } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import { DEFAULT_TIME_ZONE } from '../../db/timeZones';
import { leadInScope } from '../contacts/scope';
import { taskVisible } from './scope';

// SQL of the task board (issue 13). Due dates are wall times of the task's branch (DEFAULT_TIME_ZONE for a
// task without one); "overdue" is computed against the request's moment in that zone.

/** A task row as stored (the audit's before and after, and what the rules read). */
export type TaskRecord = {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  source: 'staff' | 'support';
  role_group: string | null;
  author_id: number;
  executor_id: number | null;
  contact_id: number | null;
  location_id: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  due_date: string | null;
  version: number;
};

const RECORD_COLUMNS = `id, title, description, status, source, role_group, author_id, executor_id, contact_id,
  location_id, to_char(due_date, 'YYYY-MM-DD HH24:MI:SS') AS due_date, version`;

/** A task as the board answers it, before its attachments are added. */
export type TaskRow = {
  id_task: number;
  title: string;
  description: string;
  status: TaskStatus;
  date_created: Date | string;
  date_due: string | null;
  overdue: boolean;
  author_id: number;
  author: string;
  executor_id: number | null;
  executor: string | null;
  type: 'methodist' | 'administrator' | 'teacher' | 'sales' | null;
  source: 'staff' | 'support';
  contact_id: number | null;
  contact_name: string | null;
  version: number;
};

/** `$1` the request's moment, `$2` the statuses in which a passed due date is not overdue. */
const OVERDUE = `(t.due_date IS NOT NULL AND NOT (t.status = ANY($2::text[]))
  AND t.due_date < ($1::timestamptz AT TIME ZONE COALESCE(loc.time_zone, '${DEFAULT_TIME_ZONE}')))`;

const TASK_COLUMNS = `t.id AS id_task, t.title, t.description, t.status, t.date_created,
       to_char(t.due_date, 'YYYY-MM-DD HH24:MI:SS') AS date_due, ${OVERDUE} AS overdue,
       t.author_id, a.short_name AS author, t.executor_id, e.short_name AS executor, t.role_group AS type,
       t.source, t.contact_id, NULLIF(trim(concat_ws(' ', c.name, c.last_name)), '') AS contact_name, t.version`;

const TASK_FROM = `
FROM tasks t
JOIN users a ON a.id = t.author_id
LEFT JOIN users e ON e.id = t.executor_id
LEFT JOIN contacts c ON c.id = t.contact_id
LEFT JOIN locations loc ON loc.id = t.location_id`;

const TASK_SELECT = `SELECT ${TASK_COLUMNS} ${TASK_FROM}`;

const doneStatuses = () => [...TASK_DONE_STATUSES];

/** How long a closed task stays on the board after its last change. */
export const CLOSED_ON_BOARD_DAYS = 30;

/**
 * The board of a user (`branches` null: every branch): the tasks they see, optionally of one executor, by due
 * date (none last) then id; closed tasks only while changed in the last CLOSED_ON_BOARD_DAYS days.
 */
export function boardRows(
  q: Queryable,
  now: Date,
  branches: readonly number[] | null,
  userId: number,
  executorId: number | null,
): Promise<TaskRow[]> {
  return q.query<TaskRow>(
    `${TASK_SELECT}
     WHERE ${taskVisible('t', '$3', '$4')}
       AND ($5::int IS NULL OR t.executor_id = $5::int)
       AND (t.status <> 'closed' OR t.date_updated >= $1::timestamptz - make_interval(days => $6::int))
     ORDER BY t.due_date NULLS LAST, t.id`,
    [now, doneStatuses(), branches === null ? null : [...branches], userId, executorId, CLOSED_ON_BOARD_DAYS],
  );
}

export async function taskRow(q: Queryable, now: Date, id: number): Promise<TaskRow | null> {
  const [row] = await q.query<TaskRow>(`${TASK_SELECT} WHERE t.id = $3`, [now, doneStatuses(), id]);
  return row ?? null;
}

/** Most tasks of each list of the bell. */
export const NOTIFICATION_LIMIT = 50;

/**
 * The bell's tasks of a user in one query: new tasks given to them, and their overdue tasks (given to them
 * or written by them); a task may be both.
 */
export function notificationRows(
  q: Queryable,
  now: Date,
  userId: number,
): Promise<(TaskRow & { is_new: boolean })[]> {
  return q.query<TaskRow & { is_new: boolean }>(
    `SELECT (t.status = 'new' AND t.executor_id = $3) AS is_new, ${TASK_COLUMNS} ${TASK_FROM}
     WHERE (t.executor_id = $3 OR t.author_id = $3)
       AND ((t.status = 'new' AND t.executor_id = $3) OR ${OVERDUE})
     ORDER BY t.due_date NULLS LAST, t.id
     LIMIT $4`,
    [now, doneStatuses(), userId, NOTIFICATION_LIMIT * 2],
  );
}

export type NotificationLeadRow = {
  id_lead: number;
  name: string;
  date_created: Date | string;
  date_due: string | null;
};

/** The newest new leads in the user's reach (`branches` null: every branch); date_due in `zone`. */
export function newLeads(
  q: Queryable,
  branches: readonly number[] | null,
  zone: string,
): Promise<NotificationLeadRow[]> {
  return q.query<NotificationLeadRow>(
    `SELECT l.id AS id_lead, l.name, l.date_created,
            to_char(l.date_due AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS date_due
     FROM leads l
     WHERE l.status = 'new' AND ${leadInScope('l', '$1')}
     ORDER BY l.date_created DESC, l.id DESC
     LIMIT $3`,
    [branches === null ? null : [...branches], zone, NOTIFICATION_LIMIT],
  );
}

/** The files of the tasks, oldest first. */
export async function taskFiles(
  q: Queryable,
  taskIds: readonly number[],
): Promise<Map<number, TaskAttachment[]>> {
  const files = new Map<number, TaskAttachment[]>();
  if (taskIds.length === 0) return files;
  const rows = await q.query<{ id: number; file_name: string; task_id: number }>(
    `SELECT id, name AS file_name, task_id FROM files WHERE task_id = ANY($1::int[]) ORDER BY id`,
    [[...taskIds]],
  );
  for (const { task_id: taskId, ...file } of rows) {
    const list = files.get(taskId) ?? [];
    list.push(file);
    files.set(taskId, list);
  }
  return files;
}

/**
 * Links files to the task: each must be the task's already, or uploaded by the user and linked to nothing
 * yet. Answers how many of the ids are the task's now.
 */
export async function linkFiles(
  tx: Queryable,
  taskId: number,
  fileIds: readonly number[],
  userId: number,
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE files SET task_id = $1
     WHERE id = ANY($2::int[]) AND lesson_id IS NULL
       AND (task_id = $1 OR (task_id IS NULL AND created_by = $3))
     RETURNING id`,
    [taskId, [...fileIds], userId],
  );
  return rows.length;
}

export type HistoryRow = {
  id: number;
  type: 'created' | 'comment' | 'status' | 'deadline' | 'executor';
  date: Date | string;
  creator: string | null;
  info: string | null;
  old: string | null;
  new: string | null;
};

/** A task's history, oldest first: a comment's text as info, executors by name. */
export function historyRows(q: Queryable, taskId: number): Promise<HistoryRow[]> {
  return q.query<HistoryRow>(
    `SELECT h.id::int AS id, h.kind AS type, h.at AS date, u.short_name AS creator,
            CASE WHEN h.kind = 'comment' THEN h.new_value END AS info,
            CASE WHEN h.kind = 'comment' THEN NULL
                 WHEN h.kind = 'executor' THEN ou.short_name ELSE h.old_value END AS old,
            CASE WHEN h.kind = 'comment' THEN NULL
                 WHEN h.kind = 'executor' THEN nu.short_name ELSE h.new_value END AS new
     FROM task_history h
     LEFT JOIN users u ON u.id = h.user_id
     LEFT JOIN users ou ON h.kind = 'executor' AND ou.id::text = h.old_value
     LEFT JOIN users nu ON h.kind = 'executor' AND nu.id::text = h.new_value
     WHERE h.task_id = $1
     ORDER BY h.at, h.id`,
    [taskId],
  );
}

export type HistoryKind = 'created' | 'comment' | 'status' | 'deadline' | 'executor';

export async function insertHistory(
  tx: Queryable,
  entries: readonly {
    taskId: number;
    userId: number;
    kind: HistoryKind;
    oldValue: string | null;
    newValue: string | null;
    at: Date;
  }[],
): Promise<void> {
  // One after another: the order of the ids is the order of the changes at the same moment.
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.taskId, entry.userId, entry.kind, entry.oldValue, entry.newValue, entry.at],
    );
  }
}

export async function lockTask(tx: Queryable, id: number): Promise<TaskRecord | null> {
  const [row] = await tx.query<TaskRecord>(`SELECT ${RECORD_COLUMNS} FROM tasks WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row ?? null;
}

export async function insertTask(
  tx: Queryable,
  task: {
    title: string;
    description: string;
    roleGroup: string;
    authorId: number;
    executorId: number;
    contactId: number | null;
    locationId: number | null;
    dueDate: string;
    at: Date;
  },
): Promise<TaskRecord> {
  const [row] = await tx.query<TaskRecord>(
    `INSERT INTO tasks (title, description, status, source, role_group, author_id, executor_id, contact_id,
                        location_id, due_date, date_created, date_updated)
     VALUES ($1, $2, 'new', 'staff', $3, $4, $5, $6, $7, $8::timestamp, $9, $9)
     RETURNING ${RECORD_COLUMNS}`,
    [
      task.title,
      task.description,
      task.roleGroup,
      task.authorId,
      task.executorId,
      task.contactId,
      task.locationId,
      task.dueDate,
      task.at,
    ],
  );
  return row;
}

/** Writes the task's changeable fields, one version up. */
export async function updateTask(
  tx: Queryable,
  id: number,
  task: Pick<TaskRecord, 'title' | 'description' | 'status' | 'role_group' | 'executor_id' | 'due_date'>,
  at: Date,
): Promise<TaskRecord> {
  const [row] = await tx.query<TaskRecord>(
    `UPDATE tasks SET title = $2, description = $3, status = $4, role_group = $5, executor_id = $6,
                      due_date = $7::timestamp, version = version + 1, date_updated = $8
     WHERE id = $1 RETURNING ${RECORD_COLUMNS}`,
    [id, task.title, task.description, task.status, task.role_group, task.executor_id, task.due_date, at],
  );
  return row;
}

/** Marks a change without changing a field (a comment): one version up. */
export async function touchTask(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(`UPDATE tasks SET version = version + 1, date_updated = $2 WHERE id = $1`, [id, at]);
}

/** Whether the user is an active staff member holding one of the roles. */
export async function isActiveStaffInRoles(
  q: Queryable,
  userId: number,
  roles: readonly string[],
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
     WHERE u.id = $1 AND u.status = 'active' AND u.is_employee AND r.name = ANY($2::text[])`,
    [userId, [...roles]],
  );
  return rows.length > 0;
}

/**
 * Active staff holding one of the roles, with the role, by name: those sharing a branch with the user or
 * without any branch (`branches` null: all of them).
 */
export function activeStaffInRoles(
  q: Queryable,
  roles: readonly string[],
  branches: readonly number[] | null,
): Promise<{ id: number; name: string; role: string }[]> {
  return q.query<{ id: number; name: string; role: string }>(
    `SELECT u.id, u.short_name AS name, r.name AS role
     FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
     WHERE u.status = 'active' AND u.is_employee AND r.name = ANY($1::text[])
       AND ($2::int[] IS NULL
            OR NOT EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id)
            OR EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = ANY($2::int[])))
     ORDER BY u.short_name, u.id`,
    [[...roles], branches === null ? null : [...branches]],
  );
}

/**
 * The branch of a new task: that of the contact's contract (one in the user's branches first, then the
 * newest), else the executor's first branch (one the user shares first), else none.
 */
export async function newTaskLocation(
  q: Queryable,
  contactId: number | null,
  executorId: number,
  branches: readonly number[] | null,
): Promise<number | null> {
  const scope = branches === null ? null : [...branches];
  if (contactId !== null) {
    const [contract] = await q.query<{ location_id: number }>(
      `SELECT location_id FROM contracts WHERE contact_id = $1 AND removed_at IS NULL
       ORDER BY ($2::int[] IS NULL OR location_id = ANY($2::int[])) DESC, id DESC LIMIT 1`,
      [contactId, scope],
    );
    if (contract) return contract.location_id;
  }
  const [own] = await q.query<{ location_id: number }>(
    `SELECT location_id FROM user_locations WHERE user_id = $1
     ORDER BY ($2::int[] IS NULL OR location_id = ANY($2::int[])) DESC, location_id LIMIT 1`,
    [executorId, scope],
  );
  return own?.location_id ?? null;
}

/**
 * Scope check (http/scope.ts): a task by its branch; one without a branch (a support request, a task about
 * nobody's branch) by anyone; its author's and executor's wherever it is. A family sees the account's own
 * support requests.
 */
export const taskScope: ScopeResolver = {
  branch: (q, id, { branches, userId }) =>
    rowExists(q, `SELECT 1 FROM tasks t WHERE t.id = $1 AND ${taskVisible('t', '$2', '$3')}`, [
      id,
      branches,
      userId,
    ]),
  family: (q, id, userId) =>
    rowExists(q, "SELECT 1 FROM tasks t WHERE t.id = $1 AND t.author_id = $2 AND t.source = 'support'", [
      id,
      userId,
    ]),
};
