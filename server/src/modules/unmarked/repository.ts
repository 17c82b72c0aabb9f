import type { UnmarkedLesson } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

export async function locationExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>('SELECT id FROM locations WHERE id = $1', [id]);
  return rows.length > 0;
}

/**
 * The appointments of the branch that ended before `now` with no lesson recorded for them (a group not
 * removed), latest first; the teacher who records is the substitute when there is one, with their subject.
 * Dates in the branch's wall time.
 */
export function unmarkedRows(q: Queryable, locationId: number, now: Date): Promise<UnmarkedLesson[]> {
  return q.query<UnmarkedLesson>(
    `SELECT a.id AS id_appointment,
        CASE WHEN a.substitute_id IS NOT NULL THEN COALESCE(s.short_name, '') ELSE t.short_name END AS teacher,
        CASE WHEN a.substitute_id IS NOT NULL AND a.subject_substitute <> '' THEN a.subject_substitute
             ELSE a.subject END AS subject,
        g.id AS group_id, g.short_name AS group_name,
        to_char(a.starts_at AT TIME ZONE l.time_zone, 'YYYY-MM-DD HH24:MI:SS') AS date
       FROM appointments a
       JOIN locations l ON l.id = a.location_id
       JOIN groups g ON g.id = a.group_id
       JOIN users t ON t.id = a.teacher_id
       LEFT JOIN users s ON s.id = a.substitute_id
      WHERE a.location_id = $1
        AND g.removed_at IS NULL
        AND a.starts_at + a.duration_minutes * interval '1 minute' <= $2
        AND NOT EXISTS (SELECT 1 FROM lessons le WHERE le.appointment_id = a.id)
      ORDER BY a.starts_at DESC, a.id DESC`,
    [locationId, now],
  );
}
