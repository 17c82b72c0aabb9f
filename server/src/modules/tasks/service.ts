import {
  STALE_VERSION_MESSAGE,
  TASK_MESSAGES as M,
  TASK_ROLE_GROUPS,
  type Notifications,
  type ParsedBody,
  type Task,
  type TaskDetail,
  type TaskRoleGroup,
  type TaskStatus,
  type UsersRole,
  type taskEndpoints,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { timeZoneOf } from '../../db/timeZones';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { DateTime } from 'luxon';
import { TASK_SERVER_MESSAGES } from './messages';
import { ROLE_GROUP_ROLES } from './roleGroups';
import * as repo from './repository';

type AddBody = ParsedBody<typeof taskEndpoints.taskAdd>;
type UpdateBody = ParsedBody<typeof taskEndpoints.taskUpdate>;
type CommentBody = ParsedBody<typeof taskEndpoints.taskAddComment>;
type StatusBody = ParsedBody<typeof taskEndpoints.taskStatusUpdate>;

/** The branches of a branch-scoped call: null for every branch. */
export const branchesOf = (scope: RouteScope): readonly number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

const iso = (value: Date | string) => new Date(value).toISOString();

function taskOf(row: repo.TaskRow, files: Map<number, Task['id_attachments']>): Task {
  return {
    id_task: row.id_task,
    title: row.title,
    description: row.description,
    status: row.status,
    date_created: iso(row.date_created),
    date_due: row.date_due,
    overdue: row.overdue,
    author_id: row.author_id,
    author: row.author,
    executor_id: row.executor_id,
    executor: row.executor,
    type: row.type,
    source: row.source,
    contact_id: row.contact_id,
    contact_name: row.contact_name,
    id_attachments: files.get(row.id_task) ?? [],
    version: row.version,
  };
}

async function tasksOf(q: Queryable, rows: readonly repo.TaskRow[]): Promise<Task[]> {
  const files = await repo.taskFiles(
    q,
    rows.map((row) => row.id_task),
  );
  return rows.map((row) => taskOf(row, files));
}

async function readTask(q: Queryable, id: number, now: Date): Promise<Task> {
  const row = await repo.taskRow(q, now, id);
  if (!row) throw notFound();
  const [task] = await tasksOf(q, [row]);
  return task;
}

/** GET /tasks/get: the board of the caller, optionally of one executor. */
export async function listTasks(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  executor: number | undefined,
  now: Date,
): Promise<Task[]> {
  const rows = await repo.boardRows(q, now, branchesOf(scope), auth.userId, executor ?? null);
  return tasksOf(q, rows);
}

/** GET /task/get: the task (the route has checked it is seen) with its history, oldest first. */
export async function taskDetail(q: Queryable, id: number, now: Date): Promise<TaskDetail> {
  const task = await readTask(q, id, now);
  const history = (await repo.historyRows(q, id)).map((row) => ({ ...row, date: iso(row.date) }));
  return { ...task, history };
}

/** GET /users_role/get: the active staff of each role group, within the caller's reach. */
export async function usersByRole(q: Queryable, scope: RouteScope): Promise<UsersRole> {
  const roles = [...new Set(Object.values(ROLE_GROUP_ROLES).flat())];
  const rows = await repo.activeStaffInRoles(q, roles, branchesOf(scope));
  const answer: UsersRole = { methodist: [], administrator: [], teacher: [], sales: [] };
  for (const group of TASK_ROLE_GROUPS) {
    const seen = new Set<number>();
    for (const row of rows) {
      if (!ROLE_GROUP_ROLES[group].includes(row.role) || seen.has(row.id)) continue;
      seen.add(row.id);
      answer[group].push({ id: row.id, name: row.name });
    }
  }
  return answer;
}

/** A 'YYYY-MM-DD HH:mm:ss' due date that is a real wall time (the schema checks only its shape). */
function requireDueDate(text: string): void {
  const moment = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm:ss', { zone: 'UTC' });
  if (!moment.isValid || moment.year < 1900)
    throw fieldError(400, 'date_due', TASK_SERVER_MESSAGES.dueInvalid);
}

async function requireExecutor(q: Queryable, executorId: number, group: TaskRoleGroup): Promise<void> {
  if (!(await repo.isActiveStaffInRoles(q, executorId, ROLE_GROUP_ROLES[group])))
    throw fieldError(422, 'executor', M.executorRequired);
}

async function linkAttachments(tx: Queryable, taskId: number, ids: readonly number[], userId: number) {
  const unique = [...new Set(ids)];
  if ((await repo.linkFiles(tx, taskId, unique, userId)) !== unique.length) throw notFound();
}

/** The refusals of a status change: a closed task does not move; only its author closes it. */
function checkMove(before: repo.TaskRecord, status: TaskStatus, userId: number): void {
  if (before.status === 'closed') throw fieldError(409, 'status', M.closedCannotMove);
  if (status === 'closed' && before.author_id !== userId) throw fieldError(409, 'status', M.onlyAuthorCloses);
}

/** POST /task/add: a new task from the caller (keyed by the route), its history, files and audit. */
export function addTask(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: AddBody,
  now: Date,
): Promise<Task> {
  requireDueDate(body.date_due);
  return db.transaction(async (tx) => {
    await requireExecutor(tx, body.executor, body.type);
    const contactId = body.contact_id ?? null;
    const task = await repo.insertTask(tx, {
      title: body.title,
      description: body.description,
      roleGroup: body.type,
      authorId: auth.userId,
      executorId: body.executor,
      contactId,
      locationId: await repo.newTaskLocation(tx, contactId, body.executor, branchesOf(scope)),
      dueDate: body.date_due,
      at: now,
    });
    const history: Parameters<typeof repo.insertHistory>[1][number][] = [
      {
        taskId: task.id,
        userId: auth.userId,
        kind: 'created',
        oldValue: null,
        newValue: task.status,
        at: now,
      },
    ];
    if (body.new_comment !== '')
      history.push({
        taskId: task.id,
        userId: auth.userId,
        kind: 'comment',
        oldValue: null,
        newValue: body.new_comment,
        at: now,
      });
    await repo.insertHistory(tx, history);
    await linkAttachments(tx, task.id, body.id_attachments, auth.userId);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'task',
      entityId: task.id,
      action: 'create',
      before: null,
      after: { ...task, id_attachments: body.id_attachments, comment: body.new_comment },
      at: now,
    });
    return readTask(tx, task.id, now);
  });
}

/**
 * POST /task/update from the version shown: a closed task is not changed; closing is the author's; a new
 * executor (of the role group) sets the status back to new. Status, deadline, executor and the comment
 * each add a history entry.
 */
export function updateTask(db: Db, auth: AuthContext, body: UpdateBody, now: Date): Promise<Task> {
  requireDueDate(body.date_due);
  return db.transaction(async (tx) => {
    const before = await repo.lockTask(tx, body.id_task);
    if (!before) throw notFound();
    if (before.version !== body.version) throw new ApiError(409, STALE_VERSION_MESSAGE);
    const executorChanged = before.executor_id !== body.executor;
    // The executor must be of the group when either changes (a support request has no group to keep).
    const groupChanged = before.source === 'staff' && before.role_group !== body.type;
    if (executorChanged || groupChanged) await requireExecutor(tx, body.executor, body.type);
    const status: TaskStatus = executorChanged ? 'new' : body.status;
    checkMove(before, status, auth.userId);
    // A support request keeps its (empty) role group while its executor stays.
    const roleGroup = executorChanged || before.source === 'staff' ? body.type : before.role_group;
    const after = await repo.updateTask(
      tx,
      before.id,
      {
        title: body.title,
        description: body.description,
        status,
        role_group: roleGroup,
        executor_id: body.executor,
        due_date: body.date_due,
      },
      now,
    );
    const entry = (kind: repo.HistoryKind, oldValue: string | null, newValue: string | null) => ({
      taskId: before.id,
      userId: auth.userId,
      kind,
      oldValue,
      newValue,
      at: now,
    });
    const history = [];
    if (executorChanged)
      history.push(
        entry(
          'executor',
          before.executor_id === null ? null : String(before.executor_id),
          String(body.executor),
        ),
      );
    if (before.status !== after.status) history.push(entry('status', before.status, after.status));
    if (before.due_date !== after.due_date) history.push(entry('deadline', before.due_date, after.due_date));
    if (body.new_comment !== '') history.push(entry('comment', null, body.new_comment));
    await repo.insertHistory(tx, history);
    await linkAttachments(tx, before.id, body.id_attachments, auth.userId);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'task',
      entityId: before.id,
      action: 'update',
      before,
      after: { ...after, id_attachments: body.id_attachments, comment: body.new_comment },
      at: now,
    });
    return readTask(tx, before.id, now);
  });
}

/** POST /task/status_update (from the version shown, when given): the same rules as the update's. */
export function updateTaskStatus(db: Db, auth: AuthContext, body: StatusBody, now: Date): Promise<Task> {
  return db.transaction(async (tx) => {
    const before = await repo.lockTask(tx, body.id_task);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version)
      throw new ApiError(409, STALE_VERSION_MESSAGE);
    checkMove(before, body.status, auth.userId);
    if (before.status !== body.status) {
      const after = await repo.updateTask(tx, before.id, { ...before, status: body.status }, now);
      await repo.insertHistory(tx, [
        {
          taskId: before.id,
          userId: auth.userId,
          kind: 'status',
          oldValue: before.status,
          newValue: after.status,
          at: now,
        },
      ]);
      await audit(tx, {
        actorId: auth.userId,
        entity: 'task',
        entityId: before.id,
        action: 'status',
        before,
        after,
        at: now,
      });
    }
    return readTask(tx, before.id, now);
  });
}

/** POST /task/add_comment: a comment entry (closed tasks too), one version up, audit; answers 'ok'. */
export async function addComment(db: Db, auth: AuthContext, body: CommentBody, now: Date): Promise<'ok'> {
  await db.transaction(async (tx) => {
    const before = await repo.lockTask(tx, body.id_task);
    if (!before) throw notFound();
    await repo.insertHistory(tx, [
      {
        taskId: before.id,
        userId: auth.userId,
        kind: 'comment',
        oldValue: null,
        newValue: body.comment,
        at: now,
      },
    ]);
    await repo.touchTask(tx, before.id, now);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'task',
      entityId: before.id,
      action: 'comment',
      before: null,
      after: { comment: body.comment },
      at: now,
    });
  });
  return 'ok';
}

/**
 * GET /notification/get: the caller's new tasks and overdue tasks (given to or written by them), and the
 * newest new leads of their reach. Two queries and the tasks' files: the bell polls it.
 */
export async function notifications(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  now: Date,
): Promise<Notifications> {
  const rows = await repo.notificationRows(q, now, auth.userId);
  const tasks = await tasksOf(q, rows);
  const leads = await repo.newLeads(q, branchesOf(scope), await timeZoneOf(q, auth));
  return {
    tasks: tasks.filter((_, index) => rows[index].is_new).slice(0, repo.NOTIFICATION_LIMIT),
    overdue: tasks.filter((task) => task.overdue).slice(0, repo.NOTIFICATION_LIMIT),
    leads: leads.map((lead) => ({ ...lead, date_created: iso(lead.date_created) })),
  };
}
