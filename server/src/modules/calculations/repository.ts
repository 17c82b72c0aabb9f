import type { Queryable } from '../../db/db';
import type { Holiday } from './schedule';

/** True when the course exists. */
export async function courseExists(q: Queryable, courseId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM courses WHERE id = $1', [courseId]);
  return rows.length > 0;
}

/**
 * The holidays of an active requisite of the group's country, or null when the requisite is not one the
 * group's contracts could be signed under (missing, inactive or of another country).
 */
export async function requisiteHolidays(
  q: Queryable,
  requisiteId: number,
  groupId: number,
): Promise<Holiday[] | null> {
  const requisites = await q.query(
    `SELECT 1 FROM requisites r
       JOIN groups g ON g.id = $2
       JOIN locations l ON l.id = g.location_id
      WHERE r.id = $1 AND r.status = 'active' AND (r.country_id IS NULL OR r.country_id = l.country_id)`,
    [requisiteId, groupId],
  );
  if (requisites.length === 0) return null;
  return q.query<Holiday>(
    `SELECT to_char(date_from, 'YYYY-MM-DD') AS "from", to_char(date_to, 'YYYY-MM-DD') AS "to"
       FROM requisite_holidays WHERE requisite_id = $1 ORDER BY date_from`,
    [requisiteId],
  );
}
