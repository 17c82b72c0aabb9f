import type { AttendanceFilters, AttendanceGroup } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

/** Who asks and what: the branches (null: all), the teacher the report is limited to (null: none), filters. */
export type AttendanceParams = {
  branches: readonly number[] | null;
  ownTeacher: number | null;
  group: number | null;
  teacher: number | null;
  subject: string | null;
  from: string | null;
  to: string | null;
};

export type AttendanceSqlRow = {
  report: AttendanceGroup[];
  groups: AttendanceFilters['groups'];
  teachers: AttendanceFilters['teachers'];
  subjects: string[];
};

/**
 * The whole report in one statement, laid out by the database as JSON.
 * - reach: the lessons of the caller's branches; for a teacher ($2) those of the groups they teach and the
 *   lessons they gave (as the appointment's teacher or the substitute).
 * - sel: the lessons the filters choose; cells (computed once): the pupils' journal rows of them, and the
 *   makeups to them not yet in the journal (a makeup belongs to the first lesson of its group on its day),
 *   each with the pupil's name, so that the JSON is built without further joins.
 * - group_rows: per group, the pupils in it now (not cancelled or closed) and every pupil with a cell in it,
 *   so a pupil moved to another group keeps their history in the old group's table.
 * Contracts removed as mistakes are left out everywhere.
 */
const ATTENDANCE_SQL = `
WITH vis_groups AS (
  SELECT g.id, g.short_name, g.removed_at FROM groups g
  WHERE ($1::int[] IS NULL OR g.location_id = ANY($1::int[]))
),
own_groups AS (
  SELECT gt.group_id FROM group_teachers gt WHERE gt.user_id = $2::int
),
reach AS (
  SELECT l.id, l.group_id, l.date, l.subject, l.topic, l.home_work, l.message, l.teacher_id
  FROM lessons l JOIN vis_groups g ON g.id = l.group_id
  WHERE $2::int IS NULL
     OR l.group_id IN (SELECT group_id FROM own_groups)
     OR l.teacher_id = $2::int
     OR EXISTS (SELECT 1 FROM appointments a WHERE a.id = l.appointment_id
                AND (a.teacher_id = $2::int OR a.substitute_id = $2::int))
),
sel AS (
  SELECT r.* FROM reach r
  WHERE ($3::int IS NULL OR r.group_id = $3::int)
    AND ($4::int IS NULL OR r.teacher_id = $4::int)
    AND ($5::text IS NULL OR r.subject = $5::text)
    AND ($6::date IS NULL OR r.date >= $6::date)
    AND ($7::date IS NULL OR r.date <= $7::date)
),
journal AS (
  SELECT s.id AS lesson_id, s.group_id, s.message, k.id AS contract_id, k.kid_name, k.group_id AS own_group,
         ls.presence, ls.description, ls.review, t.status, t.date AS makeup_date
  FROM sel s
  JOIN lesson_students ls ON ls.lesson_id = s.id
  JOIN contracts k ON k.id = ls.contract_id AND k.removed_at IS NULL
  LEFT JOIN temporary_arrangements t ON t.id = ls.temporary_arrangement_id
),
planned AS (
  SELECT DISTINCT ON (t.id) s.id AS lesson_id, s.group_id, s.message, k.id AS contract_id, k.kid_name,
         k.group_id AS own_group, false AS presence, '' AS description, '' AS review, t.status,
         t.date AS makeup_date
  FROM temporary_arrangements t
  JOIN sel s ON s.group_id = t.group_id AND s.date = t.date
  JOIN contracts k ON k.id = t.contract_id AND k.removed_at IS NULL
  WHERE NOT EXISTS (SELECT 1 FROM lesson_students x
                    JOIN lessons xl ON xl.id = x.lesson_id
                    WHERE x.contract_id = t.contract_id AND xl.group_id = t.group_id AND xl.date = t.date)
  ORDER BY t.id, s.id
),
cells AS MATERIALIZED (
  SELECT * FROM journal UNION ALL SELECT * FROM planned
),
group_rows AS (
  SELECT p.group_id,
         json_agg(json_build_object('id', p.contract_id, 'name', p.kid_name, 'in_group', p.in_group)
                  ORDER BY p.in_group DESC, p.kid_name, p.contract_id) AS students
  FROM (
    SELECT r.group_id, r.contract_id, r.kid_name, bool_or(r.in_group) AS in_group FROM (
      SELECT k.group_id, k.id AS contract_id, k.kid_name, true AS in_group FROM contracts k
      WHERE k.group_id IN (SELECT group_id FROM sel) AND k.removed_at IS NULL
        AND k.status NOT IN ('cancelled', 'closed')
      UNION ALL
      SELECT c.group_id, c.contract_id, c.kid_name, COALESCE(c.own_group = c.group_id, false) FROM cells c
    ) r
    GROUP BY r.group_id, r.contract_id, r.kid_name
  ) p
  GROUP BY p.group_id
),
lesson_cells AS (
  SELECT c.lesson_id,
         json_agg(json_build_object(
           'id', c.contract_id, 'name', c.kid_name, 'review', c.review, 'description', c.description,
           'description_admin', c.message, 'isPresence', c.presence, 'attendance_status', c.status,
           'attendance_date', c.makeup_date::text) ORDER BY c.kid_name, c.contract_id) AS students
  FROM cells c
  GROUP BY c.lesson_id
),
group_lessons AS (
  SELECT s.group_id,
         json_agg(json_build_object(
           'lesson_id', s.id, 'date', s.date::text, 'subject', s.subject,
           'teacher', COALESCE(u.short_name, ''), 'topic', s.topic, 'home_work', s.home_work,
           'students', COALESCE(lc.students, '[]'::json)) ORDER BY s.date, s.id) AS lessons
  FROM sel s
  LEFT JOIN users u ON u.id = s.teacher_id
  LEFT JOIN lesson_cells lc ON lc.lesson_id = s.id
  GROUP BY s.group_id
),
option_groups AS (
  SELECT g.id, g.short_name FROM vis_groups g
  WHERE ($2::int IS NULL AND g.removed_at IS NULL)
     OR ($2::int IS NOT NULL AND g.removed_at IS NULL AND g.id IN (SELECT group_id FROM own_groups))
     OR g.id IN (SELECT group_id FROM reach)
),
option_teachers AS (
  SELECT u.id, u.short_name FROM users u
  WHERE u.id IN (SELECT teacher_id FROM reach)
     OR u.id IN (SELECT gt.user_id FROM group_teachers gt JOIN option_groups g ON g.id = gt.group_id)
)
SELECT
  COALESCE((SELECT json_agg(json_build_object(
              'group_id', g.id, 'name_group', g.short_name,
              'default_list_students', COALESCE(gr.students, '[]'::json), 'lessons', gl.lessons)
            ORDER BY g.short_name, g.id)
            FROM group_lessons gl JOIN groups g ON g.id = gl.group_id
            LEFT JOIN group_rows gr ON gr.group_id = gl.group_id), '[]'::json) AS report,
  COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.short_name) ORDER BY o.short_name, o.id)
            FROM option_groups o), '[]'::json) AS groups,
  COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.short_name) ORDER BY o.short_name, o.id)
            FROM option_teachers o), '[]'::json) AS teachers,
  COALESCE((SELECT json_agg(x.subject ORDER BY x.subject)
            FROM (SELECT DISTINCT subject FROM reach WHERE subject <> '') x), '[]'::json) AS subjects`;

/** The report and the filters' choices (ATTENDANCE_SQL). */
export async function attendanceReport(q: Queryable, p: AttendanceParams): Promise<AttendanceSqlRow> {
  const [row] = await q.query<AttendanceSqlRow>(ATTENDANCE_SQL, [
    p.branches,
    p.ownTeacher,
    p.group,
    p.teacher,
    p.subject,
    p.from,
    p.to,
  ]);
  return row;
}
