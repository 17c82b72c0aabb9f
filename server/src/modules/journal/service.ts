import {
  NO_CHILDREN_MESSAGE,
  SUPPORT_STATUS_ORDER,
  type JournalChild,
  type JournalDay,
  type JournalLesson,
  type ParsedBody,
  type PersonalArea,
  type PersonalBalanceChild,
  type SupportRequest,
  type SupportStatus,
  type ZoomLink,
  type journalEndpoints,
} from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, notFound, staleVersion } from '../../http/errors';
import type { FileAnswer } from '../../http/route';
import { addDays, weekdayIndex } from '../../lib/dates';
import { durationText } from '../appointments/service';
import { contractData } from '../contracts/contractPage';
import { findFile, readFileContent } from '../files/repository';
import { lessonFiles, zoomConfig } from '../lessons/repository';
import { zoomLinkOf } from '../lessons/zoom';
import { JOURNAL_MESSAGES as M, supportTaskTitle } from './messages';
import * as repo from './repository';

type AreaBody = ParsedBody<typeof journalEndpoints.personalArea>;
type SupportBody = ParsedBody<typeof journalEndpoints.supportAdd>;
type CloseBody = ParsedBody<typeof journalEndpoints.supportClose>;

const WEEKDAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];

const noChildren = () => new ApiError(404, NO_CHILDREN_MESSAGE);

/** The account's children; 404 with NO_CHILDREN_MESSAGE when it has none. */
async function childrenOf(q: Queryable, userId: number): Promise<repo.ChildRow[]> {
  const children = await repo.familyChildren(q, userId);
  if (children.length === 0) throw noChildren();
  return children;
}

function lessonOf(row: repo.DiaryRow, files: JournalLesson['files']): JournalLesson {
  const substituted = row.substitute_id !== null;
  return {
    lesson_id: row.lesson_id,
    appointment_id: row.appointment_id,
    group_id: row.group_id,
    name_group: row.name_group,
    title: row.title,
    teacher: row.teacher,
    theme: row.theme,
    home_work: row.home_work,
    home_work2: row.home_work2,
    notes: row.notes,
    review: row.review,
    time_start: row.time_start,
    time_end: row.time_end,
    duration: durationText(row.duration_minutes),
    presence: row.presence,
    substitute_teacher: substituted ? (row.substitute_teacher ?? '') : null,
    substitute_subject: substituted ? (row.substitute_subject ?? '') : null,
    files,
  };
}

/**
 * POST /personal/area: the diary of the week (Monday to Sunday) holding `date` for each child of the
 * account - per day with lessons, the planned lessons with what was recorded of them (topic, homework,
 * notes, the child's review, presence and the lesson's files) and their substitutions.
 */
export async function personalArea(q: Queryable, userId: number, body: AreaBody): Promise<PersonalArea> {
  const children = await childrenOf(q, userId);
  const weekStart = addDays(body.date, -weekdayIndex(body.date));
  const weekEnd = addDays(weekStart, 6);
  const rows = await repo.diaryRows(q, userId, weekStart, weekEnd);
  const lessonIds = [...new Set(rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id])))];
  const filesOf = new Map<number, JournalLesson['files']>();
  for (const file of lessonIds.length > 0 ? await lessonFiles(q, lessonIds) : []) {
    const list = filesOf.get(file.lesson_id) ?? [];
    list.push({ id: file.id, name: file.name });
    filesOf.set(file.lesson_id, list);
  }
  const answer: JournalChild[] = children.map((child) => {
    const days: JournalDay[] = [];
    for (const row of rows.filter((each) => each.contract_id === child.contract_id)) {
      let day = days.at(-1);
      if (day?.date !== row.date) {
        day = { date: row.date, day_week: WEEKDAYS[weekdayIndex(row.date)], lessons: [] };
        days.push(day);
      }
      day.lessons.push(lessonOf(row, row.lesson_id === null ? [] : (filesOf.get(row.lesson_id) ?? [])));
    }
    return { contract_id: child.contract_id, name: child.name, days };
  });
  return { week_start: weekStart, week_end: weekEnd, children: answer };
}

/** GET /personal/file?id: a lesson's file; the route checked that it is a lesson of the family's children. */
export async function personalFile(q: Queryable, id: number): Promise<FileAnswer> {
  const file = await findFile(q, id);
  if (!file || file.lesson_id === null) throw notFound();
  const content = await readFileContent(q, id);
  if (!content) throw notFound();
  return { body: content, contentType: file.content_type, fileName: file.name };
}

/**
 * GET /personal/balance: per child contract its lines (receivables as debit, payments as credit) and totals
 * in the branch's currency, as the contract page computes them.
 */
export async function personalBalance(q: Queryable, userId: number): Promise<PersonalBalanceChild[]> {
  const children = await repo.familyChildren(q, userId);
  const answer: PersonalBalanceChild[] = [];
  for (const child of children) {
    const data = await contractData(q, child.contract_id);
    answer.push({
      contract_id: child.contract_id,
      number: data.contract.number,
      name: data.contract.kid_name,
      currency: data.contract.currency,
      lines: data.lines,
      totals: data.totals,
    });
  }
  return answer;
}

/** GET /zoom/check: the video-meeting links of the groups the family's children are in. */
export async function zoomLinks(q: Queryable, userId: number): Promise<ZoomLink[]> {
  const groups = await repo.familyGroups(q, userId);
  if (groups.length === 0) return [];
  const config = await zoomConfig(q);
  return groups.flatMap((group) => {
    const link = zoomLinkOf(config, group.group_id);
    return link === null ? [] : [{ group_id: group.group_id, name_group: group.name_group, link }];
  });
}

/** The user named by the 'support' configuration: {user_id} (or {user}), or a list of such; null if none. */
export function supportUserOf(config: unknown): number | null {
  const entries = Array.isArray(config) ? (config as unknown[]) : [config];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { user_id: userId, user } = entry as { user_id?: unknown; user?: unknown };
    for (const value of [userId, user]) {
      const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
      if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
    }
  }
  return null;
}

/**
 * Who takes a support request: the tech-support responsible of the settings ('support' configuration) when
 * set and active, otherwise an active administrator (of the family's branch first); null when there is none.
 */
async function supportExecutor(q: Queryable, userId: number): Promise<number | null> {
  const responsible = supportUserOf(await repo.configData(q, 'support'));
  if (responsible !== null && (await repo.isActiveUser(q, responsible))) return responsible;
  return repo.fallbackAdministrator(q, await repo.familyBranches(q, userId));
}

function requestOf(row: repo.SupportRow): SupportRequest {
  return {
    id_task: row.id_task,
    message: row.message,
    status: row.status as SupportStatus,
    date_created: new Date(row.date_created).toISOString(),
    executor_id: row.executor_id,
    manager: row.manager,
    version: row.version,
  };
}

async function readRequest(q: Queryable, userId: number, taskId: number): Promise<SupportRequest> {
  const row = await repo.supportRow(q, userId, taskId);
  if (!row) throw notFound();
  return requestOf(row);
}

/** POST /support: a task for the tech-support responsible with the message; history and audit rows. */
export function addSupportRequest(
  db: Db,
  userId: number,
  body: SupportBody,
  now: Date,
): Promise<SupportRequest> {
  return db.transaction(async (tx) => {
    const executorId = await supportExecutor(tx, userId);
    // The family's branch: staff of other branches do not see a family's request (DESIGN.md section 4).
    const [branch] = await repo.familyBranches(tx, userId);
    const task = await repo.insertSupportTask(tx, {
      title: supportTaskTitle(await repo.userName(tx, userId)),
      description: body.message,
      authorId: userId,
      executorId,
      locationId: branch ?? null,
      at: now,
    });
    await repo.insertTaskHistory(tx, {
      taskId: task.id,
      userId,
      kind: 'created',
      oldValue: null,
      newValue: task.status,
      at: now,
    });
    await audit(tx, {
      actorId: userId,
      entity: 'task',
      entityId: task.id,
      action: 'create',
      before: null,
      after: task,
      at: now,
    });
    return readRequest(tx, userId, task.id);
  });
}

/** GET /support/get: the author's requests by status (SUPPORT_STATUS_ORDER), then newest first. */
export async function supportRequests(q: Queryable, userId: number): Promise<SupportRequest[]> {
  const rows = (await repo.supportRows(q, userId)).map(requestOf);
  // A stable sort keeps the newest-first order of the query within a status.
  return rows.sort((a, b) => SUPPORT_STATUS_ORDER[a.status] - SUPPORT_STATUS_ORDER[b.status]);
}

/** POST /support/close: the author closes a completed request (from the version they saw, when given). */
export function closeSupportRequest(
  db: Db,
  userId: number,
  body: CloseBody,
  now: Date,
): Promise<SupportRequest> {
  return db.transaction(async (tx) => {
    const before = await repo.lockSupportTask(tx, body.id_task, userId);
    if (!before) throw notFound();
    if (body.version !== undefined && body.version !== before.version) throw staleVersion();
    if (before.status !== 'completed') throw new ApiError(409, M.closeOnlyCompleted);
    const after = await repo.setTaskStatus(tx, before.id, 'closed', now);
    await repo.insertTaskHistory(tx, {
      taskId: before.id,
      userId,
      kind: 'status',
      oldValue: before.status,
      newValue: after.status,
      at: now,
    });
    await audit(tx, {
      actorId: userId,
      entity: 'task',
      entityId: before.id,
      action: 'close',
      before,
      after,
      at: now,
    });
    return readRequest(tx, userId, before.id);
  });
}
