import type {
  ParsedBody,
  ParsedQuery,
  ScheduleAnswer,
  ScheduleDay,
  ScheduleWeek,
  Topic,
  topicEndpoints,
} from '@school/shared-api/contracts';
import { TOPIC_REQUIRED } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db, Queryable } from '../../db/db';
import { branchTimeZone } from '../../db/timeZones';
import { fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { addDays, dateInZone, weekdayIndex } from '../../lib/dates';
import { reachOf } from '../lessons/service';
import * as repo from './repository';

type ScheduleBody = ParsedBody<typeof topicEndpoints.schedule>;
type TopicQuery = ParsedQuery<typeof topicEndpoints.topicGet>;
type CreateBody = ParsedBody<typeof topicEndpoints.topicCreate>;
type UpdateBody = ParsedBody<typeof topicEndpoints.topicUpdate>;
type RemoveBody = ParsedBody<typeof topicEndpoints.topicRemove>;

const WEEK_SHIFT: Record<ScheduleWeek, number> = { prev: -7, current: 0, next: 7 };

/**
 * Whose rows the caller reaches: the branches of the scope; a teacher (any role without the branch-wide
 * lessons) only their own appointments and the groups they teach or have appointments of.
 */
export function topicReach(auth: AuthContext, scope: RouteScope): repo.TopicReach {
  const { branches, ownUserId } = reachOf(auth, scope);
  return { branches, ownUserId };
}

/** The Monday of the week of `today` moved by the chosen week. */
export function weekStart(today: string, week: ScheduleWeek): string {
  return addDays(today, WEEK_SHIFT[week] - weekdayIndex(today));
}

/** POST /schedule: the appointments of the week in the branch (its own zone's "today"), grouped by date. */
export async function schedule(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  body: ScheduleBody,
  now: Date,
): Promise<ScheduleAnswer> {
  const zone = await branchTimeZone(q, body.location);
  if (zone === null) throw notFound();
  const from = weekStart(dateInZone(now, zone), body.week);
  const to = addDays(from, 6);
  const teacherId = body.teacher === undefined || body.teacher === 'all' ? null : body.teacher;
  const rows = await repo.scheduleRows(q, topicReach(auth, scope), body.location, teacherId, from, to);
  const days: ScheduleDay[] = [];
  for (const { date, ...lesson } of rows) {
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, day_of_the_week: weekdayIndex(date), lessons: [] };
      days.push(day);
    }
    day.lessons.push(lesson);
  }
  return { date_from: from, date_to: to, days };
}

/** GET /topic_get: the topics of the caller's reach matching the filters. */
export function listTopics(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  query: TopicQuery,
): Promise<Topic[]> {
  return repo.topicRows(q, topicReach(auth, scope), {
    locationId: query.location ?? null,
    dateFrom: query.date_from ?? null,
    dateTo: query.date_to ?? null,
    teacherId: query.teacher ?? null,
    groupId: query.group_id ?? null,
  });
}

/** A topic needs its text (learning.md section 5); the schema already requires the group. */
function valuesOf(body: CreateBody): repo.TopicValues {
  if (body.short_name === '') throw fieldError(400, 'short_name', TOPIC_REQUIRED);
  return {
    date: body.date,
    user: body.user ?? null,
    group_id: body.group_id,
    short_name: body.short_name,
    subject: body.subject,
  };
}

/** The answer of a change: the topics of the group, by date. */
const groupTopics = (q: Queryable, reach: repo.TopicReach, groupId: number) =>
  repo.topicRows(q, reach, { locationId: null, dateFrom: null, dateTo: null, teacherId: null, groupId });

/** POST /create_topic: a topic of a group in reach (a teacher: one of their groups, else 404). */
export function createTopic(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: CreateBody,
): Promise<Topic[]> {
  const reach = topicReach(auth, scope);
  return db.transaction(async (tx) => {
    if (!(await repo.groupInReach(tx, reach, body.group_id))) throw notFound();
    await repo.insertTopic(tx, valuesOf(body), auth.userId);
    return groupTopics(tx, reach, body.group_id);
  });
}

/** POST /topic_update: a topic in reach, moved only to a group in reach; a stale version is 409. */
export function updateTopic(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: UpdateBody,
): Promise<Topic[]> {
  const reach = topicReach(auth, scope);
  return db.transaction(async (tx) => {
    const before = await repo.topicInReach(tx, reach, body.id, true);
    if (!before) throw notFound();
    if (before.group_id !== body.group_id && !(await repo.groupInReach(tx, reach, body.group_id)))
      throw notFound();
    if (before.version !== body.version) throw staleVersion();
    await repo.updateTopic(tx, body.id, valuesOf(body));
    return groupTopics(tx, reach, body.group_id);
  });
}

/** POST /topic_remove: a topic in reach (its version checked when sent); answers the group's other topics. */
export function removeTopic(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  body: RemoveBody,
): Promise<Topic[]> {
  const reach = topicReach(auth, scope);
  return db.transaction(async (tx) => {
    const before = await repo.topicInReach(tx, reach, body.id, true);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    await repo.deleteTopic(tx, body.id);
    return groupTopics(tx, reach, before.group_id);
  });
}
