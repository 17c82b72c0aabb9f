import type { Topic } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

// The topics page's SQL: the appointments of a week with their topics, the topics of a period, and the
// topic rows' own changes.

/** Whose rows: branches (null: every branch), and a teacher's own (their groups and appointments only). */
export type TopicReach = { branches: readonly number[] | null; ownUserId: number | null };

export type ScheduleRow = {
  id_appointment: number;
  date: string;
  time: string;
  teacher_id: number;
  teacher: string;
  group_id: number;
  name_group: string;
  subject: string;
  topic: string;
};

/**
 * The appointments of a branch from `from` to `to` (dates in the branch's zone), optionally of one teacher
 * (teacher or substitute); the topic is the group's planned topic of the date, else the recorded lesson's.
 */
export function scheduleRows(
  q: Queryable,
  reach: TopicReach,
  locationId: number,
  teacherId: number | null,
  from: string,
  to: string,
): Promise<ScheduleRow[]> {
  return q.query<ScheduleRow>(
    `SELECT a.id AS id_appointment,
            to_char(a.starts_at AT TIME ZONE loc.time_zone, 'YYYY-MM-DD') AS date,
            to_char(a.starts_at AT TIME ZONE loc.time_zone, 'HH24:MI') AS time,
            COALESCE(a.substitute_id, a.teacher_id) AS teacher_id,
            COALESCE(s.short_name, t.short_name) AS teacher,
            g.id AS group_id, g.short_name AS name_group,
            CASE WHEN a.substitute_id IS NOT NULL AND a.subject_substitute <> '' THEN a.subject_substitute
                 ELSE a.subject END AS subject,
            COALESCE(
              (SELECT string_agg(tp.short_name, '; ' ORDER BY tp.id) FROM topics tp
               WHERE tp.group_id = g.id AND tp.date = (a.starts_at AT TIME ZONE loc.time_zone)::date),
              NULLIF(l.topic, ''), '') AS topic
     FROM appointments a
     JOIN groups g ON g.id = a.group_id
     JOIN locations loc ON loc.id = a.location_id
     JOIN users t ON t.id = a.teacher_id
     LEFT JOIN users s ON s.id = a.substitute_id
     LEFT JOIN lessons l ON l.appointment_id = a.id
     WHERE a.location_id = $3
       AND ($1::int[] IS NULL OR a.location_id = ANY($1::int[]))
       AND ($2::int IS NULL OR a.teacher_id = $2 OR a.substitute_id = $2)
       AND ($4::int IS NULL OR a.teacher_id = $4 OR a.substitute_id = $4)
       AND a.starts_at >= ($5::date - 1)::timestamp AT TIME ZONE 'UTC'
       AND a.starts_at < ($6::date + 2)::timestamp AT TIME ZONE 'UTC'
       AND (a.starts_at AT TIME ZONE loc.time_zone)::date BETWEEN $5::date AND $6::date
     ORDER BY a.starts_at, g.short_name, a.id`,
    [reach.branches ? [...reach.branches] : null, reach.ownUserId, locationId, teacherId, from, to],
  );
}

/** A teacher's groups: those they teach (group_teachers) or have an appointment of (teacher or substitute). */
const OWN_GROUP_SQL = `(EXISTS (SELECT 1 FROM group_teachers gt WHERE gt.group_id = g.id AND gt.user_id = $2)
  OR EXISTS (SELECT 1 FROM appointments oa WHERE oa.group_id = g.id
             AND (oa.teacher_id = $2 OR oa.substitute_id = $2)))`;

const TOPIC_SQL = `
SELECT tp.id, to_char(tp.date, 'YYYY-MM-DD') AS date, tp.group_id, g.short_name AS name_group,
       g.location_id, tp.user_id AS "user", COALESCE(u.short_name, '') AS teacher, tp.short_name, tp.subject,
       tp.version
FROM topics tp
JOIN groups g ON g.id = tp.group_id
LEFT JOIN users u ON u.id = tp.user_id
WHERE ($1::int[] IS NULL OR g.location_id = ANY($1::int[]))
  AND ($2::int IS NULL OR ${OWN_GROUP_SQL})`;

export type TopicFilter = {
  locationId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  teacherId: number | null;
  groupId: number | null;
};

/** The topics of the reach that match the filter, by date, group and id. */
export function topicRows(q: Queryable, reach: TopicReach, filter: TopicFilter): Promise<Topic[]> {
  return q.query<Topic>(
    `${TOPIC_SQL}
       AND ($3::int IS NULL OR g.location_id = $3)
       AND ($4::date IS NULL OR tp.date >= $4::date)
       AND ($5::date IS NULL OR tp.date <= $5::date)
       AND ($6::int IS NULL OR tp.user_id = $6)
       AND ($7::int IS NULL OR tp.group_id = $7)
     ORDER BY tp.date, g.short_name, tp.id`,
    [
      reach.branches ? [...reach.branches] : null,
      reach.ownUserId,
      filter.locationId,
      filter.dateFrom,
      filter.dateTo,
      filter.teacherId,
      filter.groupId,
    ],
  );
}

/** One topic, if the reach holds it (locked for a change when `lock`). */
export async function topicInReach(
  q: Queryable,
  reach: TopicReach,
  id: number,
  lock = false,
): Promise<Topic | null> {
  const [row] = await q.query<Topic>(`${TOPIC_SQL} AND tp.id = $3${lock ? ' FOR UPDATE OF tp' : ''}`, [
    reach.branches ? [...reach.branches] : null,
    reach.ownUserId,
    id,
  ]);
  return row ?? null;
}

/** Whether the reach holds the group, not removed (a teacher: one of their groups). */
export async function groupInReach(q: Queryable, reach: TopicReach, groupId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM groups g
     WHERE g.id = $3 AND g.removed_at IS NULL AND ($1::int[] IS NULL OR g.location_id = ANY($1::int[]))
       AND ($2::int IS NULL OR ${OWN_GROUP_SQL})`,
    [reach.branches ? [...reach.branches] : null, reach.ownUserId, groupId],
  );
  return rows.length > 0;
}

export type TopicValues = {
  date: string;
  user: number | null;
  group_id: number;
  short_name: string;
  subject: string;
};

export async function insertTopic(q: Queryable, values: TopicValues, userId: number): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO topics (date, group_id, user_id, short_name, subject, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [values.date, values.group_id, values.user, values.short_name, values.subject, userId],
  );
  return row.id;
}

export async function updateTopic(q: Queryable, id: number, values: TopicValues): Promise<void> {
  await q.query(
    `UPDATE topics SET date = $2, group_id = $3, user_id = $4, short_name = $5, subject = $6,
            version = version + 1
     WHERE id = $1`,
    [id, values.date, values.group_id, values.user, values.short_name, values.subject],
  );
}

export async function deleteTopic(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM topics WHERE id = $1', [id]);
}

/** Scope check (http/scope.ts): a topic by the branch of its group. */
export const topicScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      `SELECT 1 FROM topics t JOIN groups g ON g.id = t.group_id
       WHERE t.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
      [id, branches],
    ),
};
