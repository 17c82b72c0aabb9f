import type { AppointmentStatus } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

// The plan's SQL: a branch's appointments of a period with their derived fields, the clash query, the rows'
// own changes and the lock that keeps two writers from booking one person or group twice.

/** An appointment as read, before the weekday and duration are put into words. */
export type AppointmentRow = {
  id: number;
  date: string;
  user_id: number;
  group_id: number;
  subject: string;
  duration_minutes: number;
  status: AppointmentStatus;
  is_substitute: number | null;
  subject_substitute: string;
  time: string;
  place: string;
  teacher: string;
  substitute: string | null;
  name_group: string;
  location_id: number;
  lesson_id: number | null;
  version: number;
};

/** $1 the moment "now" (for the derived status). */
const APPOINTMENT_SQL = `
SELECT a.id,
       to_char(a.starts_at AT TIME ZONE loc.time_zone, 'YYYY-MM-DD HH24:MI:SS') AS date,
       a.teacher_id AS user_id, a.group_id, a.subject, a.duration_minutes,
       CASE WHEN l.id IS NOT NULL THEN 'проведено'
            WHEN a.starts_at <= $1::timestamptz THEN 'просрочено'
            ELSE 'запланировано' END AS status,
       a.substitute_id AS is_substitute, a.subject_substitute,
       to_char(a.starts_at AT TIME ZONE loc.time_zone, 'HH24:MI') AS time,
       loc.name AS place, t.short_name AS teacher,
       CASE WHEN s.status = 'active' THEN s.short_name END AS substitute,
       g.short_name AS name_group, a.location_id, l.id AS lesson_id, a.version
FROM appointments a
JOIN groups g ON g.id = a.group_id
JOIN locations loc ON loc.id = a.location_id
JOIN users t ON t.id = a.teacher_id
LEFT JOIN users s ON s.id = a.substitute_id
LEFT JOIN lessons l ON l.appointment_id = a.id
WHERE g.removed_at IS NULL`;

/** A branch's appointments whose wall date is from `from` to `to` (both included), by time. */
export function appointmentRows(
  q: Queryable,
  now: Date,
  locationId: number,
  from: string,
  to: string,
): Promise<AppointmentRow[]> {
  return q.query<AppointmentRow>(
    `${APPOINTMENT_SQL}
       AND a.location_id = $2
       AND a.starts_at >= ($3::date - 1)::timestamp AT TIME ZONE 'UTC'
       AND a.starts_at < ($4::date + 2)::timestamp AT TIME ZONE 'UTC'
       AND (a.starts_at AT TIME ZONE loc.time_zone)::date BETWEEN $3::date AND $4::date
     ORDER BY a.starts_at, g.short_name, a.id`,
    [now, locationId, from, to],
  );
}

/** One appointment with its derived fields (a removed group's too: a change answers its row). */
export async function appointmentById(q: Queryable, now: Date, id: number): Promise<AppointmentRow | null> {
  const [row] = await q.query<AppointmentRow>(
    `${APPOINTMENT_SQL.replace('WHERE g.removed_at IS NULL', 'WHERE a.id = $2')}`,
    [now, id],
  );
  return row ?? null;
}

/** The stored row (what the audit log keeps), locked for the change. */
export type StoredAppointment = {
  id: number;
  location_id: number;
  group_id: number;
  teacher_id: number;
  starts_at: string;
  duration_minutes: number;
  subject: string;
  substitute_id: number | null;
  subject_substitute: string;
  version: number;
  lesson_id: number | null;
};

export async function lockAppointment(q: Queryable, id: number): Promise<StoredAppointment | null> {
  const [row] = await q.query<StoredAppointment>(
    `SELECT a.id, a.location_id, a.group_id, a.teacher_id, a.starts_at::text AS starts_at, a.duration_minutes,
            a.subject, a.substitute_id, a.subject_substitute, a.version,
            (SELECT l.id FROM lessons l WHERE l.appointment_id = a.id) AS lesson_id
     FROM appointments a WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
  return row ?? null;
}

/**
 * Every write to the plan waits for this lock, held to the end of its transaction: the clash check and the
 * write it allows are one step, whichever branch, group or teacher (a teacher may teach in two branches).
 */
export async function lockPlan(q: Queryable): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(120025)');
}

export type GroupOfPlan = {
  id: number;
  location_id: number;
  time_zone: string;
  removed: boolean;
};

export async function groupOfPlan(q: Queryable, groupId: number): Promise<GroupOfPlan | null> {
  const [row] = await q.query<GroupOfPlan>(
    `SELECT g.id, g.location_id, loc.time_zone, g.removed_at IS NOT NULL AS removed
     FROM groups g JOIN locations loc ON loc.id = g.location_id WHERE g.id = $1`,
    [groupId],
  );
  return row ?? null;
}

/** A person who may teach in the branch: an active employee of the branch, or of a role over every branch. */
export async function teachesIn(q: Queryable, userId: number, locationId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM users u
     WHERE u.id = $1 AND u.is_employee AND u.status = 'active'
       AND (EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = $2)
            OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                       WHERE ur.user_id = u.id AND r.all_branches))`,
    [userId, locationId],
  );
  return rows.length > 0;
}

/** The interval looked at and who and what it would take. */
export type ClashProbe = {
  /** The branch's wall time 'YYYY-MM-DD HH:mm(:ss)' in `zone`. */
  date: string;
  zone: string;
  minutes: number;
  groupId: number;
  /** Who teaches: the substitute when there is one, else the teacher. */
  personId: number;
  /** The appointment being changed (no clash with itself). */
  excludeId: number | null;
};

/** An overlapping appointment of the group or of the person, with what its message names. */
export type ClashRow = {
  id: number;
  group_id: number;
  person_id: number;
  person: string;
  name_group: string;
  place: string;
  day: string;
  time_from: string;
  time_to: string;
};

/**
 * The appointments of the group or taught by the person whose [start, start + length) overlaps the probe's,
 * by time (removed groups' left out). The start bound lets the (…, starts_at) indexes narrow the search:
 * no appointment is longer than 12 hours.
 */
export function clashRows(q: Queryable, probe: ClashProbe): Promise<ClashRow[]> {
  return q.query<ClashRow>(
    `WITH probe AS (
       SELECT tstzrange(s.at, s.at + make_interval(mins => $3::int)) AS span, s.at
       FROM (SELECT ($1::timestamp AT TIME ZONE $2::text) AS at) s)
     SELECT o.id, o.group_id, COALESCE(o.substitute_id, o.teacher_id) AS person_id,
            p.short_name AS person, g.short_name AS name_group, loc.name AS place,
            to_char(o.starts_at AT TIME ZONE loc.time_zone, 'DD.MM.YYYY') AS day,
            to_char(o.starts_at AT TIME ZONE loc.time_zone, 'HH24:MI') AS time_from,
            to_char((o.starts_at + make_interval(mins => o.duration_minutes)) AT TIME ZONE loc.time_zone,
                    'HH24:MI') AS time_to
     FROM probe, appointments o
     JOIN groups g ON g.id = o.group_id
     JOIN locations loc ON loc.id = o.location_id
     JOIN users p ON p.id = COALESCE(o.substitute_id, o.teacher_id)
     WHERE g.removed_at IS NULL
       AND o.id <> COALESCE($6::int, 0)
       AND (o.group_id = $4 OR o.teacher_id = $5 OR o.substitute_id = $5)
       AND o.starts_at > probe.at - interval '12 hours'
       AND o.starts_at < upper(probe.span)
       AND tstzrange(o.starts_at, o.starts_at + make_interval(mins => o.duration_minutes)) && probe.span
     ORDER BY o.starts_at, o.id`,
    [probe.date, probe.zone, probe.minutes, probe.groupId, probe.personId, probe.excludeId],
  );
}

export type AppointmentValues = {
  location_id: number;
  group_id: number;
  teacher_id: number;
  /** The branch's wall time. */
  date: string;
  zone: string;
  duration_minutes: number;
  subject: string;
  substitute_id: number | null;
  subject_substitute: string;
};

export async function insertAppointment(
  q: Queryable,
  values: AppointmentValues,
  actorId: number,
): Promise<StoredAppointment> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO appointments (location_id, group_id, teacher_id, starts_at, duration_minutes, subject,
                               substitute_id, subject_substitute, created_by)
     VALUES ($1, $2, $3, $4::timestamp AT TIME ZONE $5::text, $6, $7, $8, $9, $10) RETURNING id`,
    [
      values.location_id,
      values.group_id,
      values.teacher_id,
      values.date,
      values.zone,
      values.duration_minutes,
      values.subject,
      values.substitute_id,
      values.subject_substitute,
      actorId,
    ],
  );
  return (await lockAppointment(q, row.id)) as StoredAppointment;
}

export async function updateAppointment(
  q: Queryable,
  id: number,
  values: AppointmentValues,
): Promise<StoredAppointment> {
  await q.query(
    `UPDATE appointments
     SET location_id = $2, group_id = $3, teacher_id = $4, starts_at = $5::timestamp AT TIME ZONE $6::text,
         duration_minutes = $7, subject = $8, substitute_id = $9, subject_substitute = $10,
         version = version + 1
     WHERE id = $1`,
    [
      id,
      values.location_id,
      values.group_id,
      values.teacher_id,
      values.date,
      values.zone,
      values.duration_minutes,
      values.subject,
      values.substitute_id,
      values.subject_substitute,
    ],
  );
  return (await lockAppointment(q, id)) as StoredAppointment;
}

export async function deleteAppointment(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM appointments WHERE id = $1', [id]);
}

/** A copy's source: an appointment of the week, with its wall time a week later. */
export type CopySource = {
  id: number;
  group_id: number;
  teacher_id: number;
  next_date: string;
  duration_minutes: number;
  subject: string;
};

/** A branch's appointments of the week from `monday` (wall dates), not of removed groups, by time. */
export function weekToCopy(q: Queryable, locationId: number, monday: string): Promise<CopySource[]> {
  return q.query<CopySource>(
    `SELECT a.id, a.group_id, a.teacher_id, a.duration_minutes, a.subject,
            to_char((a.starts_at AT TIME ZONE loc.time_zone) + interval '7 days', 'YYYY-MM-DD HH24:MI:SS')
              AS next_date
     FROM appointments a
     JOIN groups g ON g.id = a.group_id
     JOIN locations loc ON loc.id = a.location_id
     WHERE a.location_id = $1 AND g.removed_at IS NULL
       AND a.starts_at >= ($2::date - 1)::timestamp AT TIME ZONE 'UTC'
       AND a.starts_at < ($2::date + 9)::timestamp AT TIME ZONE 'UTC'
       AND (a.starts_at AT TIME ZONE loc.time_zone)::date BETWEEN $2::date AND $2::date + 6
     ORDER BY a.starts_at, a.id`,
    [locationId, monday],
  );
}

/** Scope check (http/scope.ts): an appointment by its branch. */
export const appointmentScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM appointments a WHERE a.id = $1 AND ($2::int[] IS NULL OR a.location_id = ANY($2::int[]))',
      [id, branches],
    ),
};
