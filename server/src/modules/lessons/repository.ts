import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

// The lessons page's SQL: a day's appointments with their recorded lessons, the pupils of a group's lesson
// (its contracts and the pupils there on a makeup), and the lesson's save.

/** Whose appointments: branches (null: every branch), only one user's (teacher or substitute), filters. */
export type LessonReach = {
  branches: readonly number[] | null;
  /** A teacher: only appointments where they teach or substitute. */
  ownUserId: number | null;
  locationId: number | null;
  teacherId: number | null;
};

export type AppointmentRow = {
  id_appointment: number;
  date: string;
  time: string;
  duration: number;
  subject: string;
  id_group: number;
  name_group: string;
  location_id: number;
  location: string;
  timing: boolean;
  teacher_id: number;
  substitute_id: number | null;
  teacher: string;
  lesson_id: number | null;
  version: number | null;
  topic: string | null;
  home_work: string | null;
  message: string | null;
  completed: boolean | null;
  lesson_subject: string | null;
  default_topic: string;
  last_topic: string;
  last_home_work: string;
};

const APPOINTMENTS_SQL = `
SELECT a.id AS id_appointment,
       to_char(a.starts_at AT TIME ZONE loc.time_zone, 'YYYY-MM-DD') AS date,
       to_char(a.starts_at AT TIME ZONE loc.time_zone, 'HH24:MI') AS time,
       a.duration_minutes AS duration,
       CASE WHEN a.substitute_id IS NOT NULL AND a.subject_substitute <> '' THEN a.subject_substitute
            ELSE a.subject END AS subject,
       g.id AS id_group, g.short_name AS name_group, g.location_id, loc.name AS location, g.timing,
       a.teacher_id, a.substitute_id, COALESCE(s.short_name, t.short_name) AS teacher,
       l.id AS lesson_id, l.version, l.topic, l.home_work, l.message, l.completed, l.subject AS lesson_subject,
       COALESCE((SELECT string_agg(tp.short_name, '; ' ORDER BY tp.id) FROM topics tp
                 WHERE tp.group_id = g.id
                   AND tp.date = (a.starts_at AT TIME ZONE loc.time_zone)::date), '') AS default_topic,
       COALESCE(prev.topic, '') AS last_topic, COALESCE(prev.home_work, '') AS last_home_work
FROM appointments a
JOIN groups g ON g.id = a.group_id
JOIN locations loc ON loc.id = a.location_id
JOIN users t ON t.id = a.teacher_id
LEFT JOIN users s ON s.id = a.substitute_id
LEFT JOIN lessons l ON l.appointment_id = a.id
LEFT JOIN LATERAL (
  SELECT p.topic, p.home_work FROM lessons p
  WHERE p.group_id = g.id AND p.date < (a.starts_at AT TIME ZONE loc.time_zone)::date
  ORDER BY p.date DESC, p.id DESC LIMIT 1) prev ON true
WHERE ($1::int[] IS NULL OR a.location_id = ANY($1::int[]))
  AND ($2::int IS NULL OR a.teacher_id = $2 OR a.substitute_id = $2)
  AND ($3::int IS NULL OR a.location_id = $3)
  AND ($4::int IS NULL OR a.teacher_id = $4 OR a.substitute_id = $4)
  AND `;

/** The appointments of the days from `from` to `to` (each in its branch's zone), earliest first. */
export function appointmentsOfDays(
  q: Queryable,
  reach: LessonReach,
  from: string,
  to: string,
): Promise<AppointmentRow[]> {
  return q.query<AppointmentRow>(
    `${APPOINTMENTS_SQL} a.starts_at >= ($5::date - 1)::timestamp AT TIME ZONE 'UTC'
       AND a.starts_at < ($6::date + 2)::timestamp AT TIME ZONE 'UTC'
       AND (a.starts_at AT TIME ZONE loc.time_zone)::date BETWEEN $5::date AND $6::date
     ORDER BY a.starts_at, g.short_name, a.id`,
    [
      reach.branches ? [...reach.branches] : null,
      reach.ownUserId,
      reach.locationId,
      reach.teacherId,
      from,
      to,
    ],
  );
}

/** One appointment, if the reach holds it. */
export async function appointmentInReach(
  q: Queryable,
  reach: LessonReach,
  appointmentId: number,
): Promise<AppointmentRow | null> {
  const [row] = await q.query<AppointmentRow>(`${APPOINTMENTS_SQL} a.id = $5`, [
    reach.branches ? [...reach.branches] : null,
    reach.ownUserId,
    null,
    null,
    appointmentId,
  ]);
  return row ?? null;
}

export type PupilRow = {
  group_id: number;
  date: string;
  id: number;
  kid_name: string;
  adaptation: boolean;
  id_temporary_arrangement: number | null;
};

/**
 * The pupils expected in each (group, date): the group's contracts in force (new or active, not removed,
 * started by then), then the children there on a makeup that day (another group's contracts).
 */
export function expectedPupils(
  q: Queryable,
  groupIds: readonly number[],
  dates: readonly string[],
): Promise<PupilRow[]> {
  return q.query<PupilRow>(
    `WITH wanted AS (SELECT * FROM unnest($1::int[], $2::date[]) AS w(group_id, date))
     SELECT w.group_id, to_char(w.date, 'YYYY-MM-DD') AS date, k.id, k.kid_name, k.adaptation,
            NULL::int AS id_temporary_arrangement
     FROM wanted w JOIN contracts k ON k.group_id = w.group_id
     WHERE k.status IN ('new', 'active') AND k.removed_at IS NULL
       AND (k.start_date IS NULL OR k.start_date <= w.date)
     UNION ALL
     SELECT w.group_id, to_char(w.date, 'YYYY-MM-DD'), k.id, k.kid_name, k.adaptation, m.id
     FROM wanted w
     JOIN temporary_arrangements m ON m.group_id = w.group_id AND m.date = w.date
     JOIN contracts k ON k.id = m.contract_id
     WHERE k.group_id IS DISTINCT FROM w.group_id
     ORDER BY 1, 2, 6 NULLS FIRST, 4`,
    [[...groupIds], [...dates]],
  );
}

export type RecordedPupilRow = {
  lesson_id: number;
  id: number;
  name: string;
  kid_name: string;
  adaptation: boolean;
  presence: boolean;
  description: string;
  review: string;
  from: string | null;
  to: string | null;
  id_temporary_arrangement: number | null;
};

/** The pupils recorded in the lessons. */
export function recordedPupils(q: Queryable, lessonIds: readonly number[]): Promise<RecordedPupilRow[]> {
  return q.query<RecordedPupilRow>(
    `SELECT ls.lesson_id, k.id, ls.name, k.kid_name, k.adaptation, ls.presence, ls.description, ls.review,
            to_char(ls.time_from, 'HH24:MI') AS "from", to_char(ls.time_to, 'HH24:MI') AS "to",
            ls.temporary_arrangement_id AS id_temporary_arrangement
     FROM lesson_students ls JOIN contracts k ON k.id = ls.contract_id
     WHERE ls.lesson_id = ANY($1::int[])
     ORDER BY ls.lesson_id, ls.temporary_arrangement_id NULLS FIRST, k.kid_name`,
    [[...lessonIds]],
  );
}

export type FileRow = { lesson_id: number; id: number; name: string; size: number; content_type: string };

/** The files of the lessons (never their content). */
export function lessonFiles(q: Queryable, lessonIds: readonly number[]): Promise<FileRow[]> {
  return q.query<FileRow>(
    `SELECT lesson_id, id, name, size, content_type FROM files
     WHERE lesson_id = ANY($1::int[]) ORDER BY lesson_id, id`,
    [[...lessonIds]],
  );
}

/** The 'zoom_params' configuration's data (a link per group), null when there is none. */
export async function zoomConfig(q: Queryable): Promise<unknown> {
  const [row] = await q.query<{ data: unknown }>(`SELECT data FROM configs WHERE name = 'zoom_params'`);
  return row?.data ?? null;
}

export type LessonValues = {
  topic: string;
  home_work: string;
  message: string;
  subject: string;
  completed: boolean;
};

/** Records the appointment's lesson; null when it is recorded already (a concurrent add). */
export async function insertLesson(
  tx: Queryable,
  appointment: AppointmentRow,
  values: LessonValues,
  userId: number,
  now: Date,
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO lessons (appointment_id, group_id, date, teacher_id, duration_minutes, subject, topic,
                          home_work, message, completed, recorded_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (appointment_id) DO NOTHING RETURNING id`,
    [
      appointment.id_appointment,
      appointment.id_group,
      appointment.date,
      appointment.substitute_id ?? appointment.teacher_id,
      appointment.duration,
      values.subject,
      values.topic,
      values.home_work,
      values.message,
      values.completed,
      userId,
      now,
    ],
  );
  return row?.id ?? null;
}

/** Changes the lesson read at `version`; false when it is stale (or not this appointment's). */
export async function updateLesson(
  tx: Queryable,
  lessonId: number,
  appointmentId: number,
  version: number,
  values: LessonValues,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE lessons SET topic = $4, home_work = $5, message = $6, subject = $7, completed = $8,
            recorded_by = $9, updated_at = $10, version = version + 1
     WHERE id = $1 AND appointment_id = $2 AND version = $3 RETURNING id`,
    [
      lessonId,
      appointmentId,
      version,
      values.topic,
      values.home_work,
      values.message,
      values.subject,
      values.completed,
      userId,
      now,
    ],
  );
  return rows.length > 0;
}

export type LessonStudentValues = {
  contract_id: number;
  name: string;
  presence: boolean;
  time_from: string | null;
  time_to: string | null;
  description: string;
  review: string;
  temporary_arrangement_id: number | null;
};

/** Replaces the lesson's pupils. */
export async function replaceLessonStudents(
  tx: Queryable,
  lessonId: number,
  rows: readonly LessonStudentValues[],
): Promise<void> {
  await tx.query(`DELETE FROM lesson_students WHERE lesson_id = $1`, [lessonId]);
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO lesson_students (lesson_id, contract_id, name, presence, time_from, time_to, description,
                                  review, temporary_arrangement_id)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::bool[], $5::time[], $6::time[], $7::text[],
                               $8::text[], $9::int[])`,
    [
      lessonId,
      rows.map((r) => r.contract_id),
      rows.map((r) => r.name),
      rows.map((r) => r.presence),
      rows.map((r) => r.time_from),
      rows.map((r) => r.time_to),
      rows.map((r) => r.description),
      rows.map((r) => r.review),
      rows.map((r) => r.temporary_arrangement_id),
    ],
  );
}

/** The makeups of the pupils there on one: done when present, gap when absent. */
export async function settleMakeups(
  tx: Queryable,
  done: readonly number[],
  gap: readonly number[],
): Promise<void> {
  if (done.length + gap.length === 0) return;
  await tx.query(
    `UPDATE temporary_arrangements m SET status = s.status, version = m.version + 1
     FROM (SELECT unnest($1::int[]) AS id, 'done' AS status
           UNION ALL SELECT unnest($2::int[]), 'gap') s
     WHERE m.id = s.id AND m.status IS DISTINCT FROM s.status`,
    [[...done], [...gap]],
  );
}

/**
 * Attaches files to the lesson: only files the user uploaded that belong to no lesson yet (or to this one).
 * Returns how many of the ids were attached or were the lesson's already.
 */
export async function attachFiles(
  tx: Queryable,
  lessonId: number,
  fileIds: readonly number[],
  userId: number,
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE files SET lesson_id = $1
     WHERE id = ANY($2::int[]) AND task_id IS NULL
       AND (lesson_id = $1 OR (lesson_id IS NULL AND created_by = $3))
     RETURNING id`,
    [lessonId, [...fileIds], userId],
  );
  return rows.length;
}

/** Scope check (http/scope.ts; files/reach.ts): a lesson by the branch of its group. */
export const lessonScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      `SELECT 1 FROM lessons l JOIN groups g ON g.id = l.group_id
       WHERE l.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))`,
      [id, branches],
    ),
};
