import type { Queryable } from '../../db/db';
import type { ReportScope } from '../reports/repository';

// The SQL of the reports read from the lesson journal. Every figure is counted here; the service only lays
// the rows out.

/** Parameters $1-$7 of GROUPS_IN, in their order. */
const scopeParams = (s: ReportScope) => [
  s.branches,
  s.location,
  s.rbOnly,
  s.courseId,
  s.courseCountry,
  s.from,
  s.to,
];

/**
 * The groups the report filters reach ($1 the caller's branches or null, $2 one branch, $3 only the RB
 * branches - the one named Batumi excluded, $4 one course, $5 the country of a course set).
 */
const GROUP_FILTERS = `
  ($1::int[] IS NULL OR g.location_id = ANY($1::int[]))
  AND ($2::int IS NULL OR g.location_id = $2::int)
  AND (NOT $3::boolean OR EXISTS (
    SELECT 1 FROM locations loc JOIN countries co ON co.id = loc.country_id
    WHERE loc.id = g.location_id AND co.code = 'BY' AND lower(loc.name) NOT IN ('батуми', 'batumi')))
  AND ($4::int IS NULL OR g.course_id = $4::int)
  AND ($5::text IS NULL OR EXISTS (
    SELECT 1 FROM course_countries cc JOIN countries co ON co.id = cc.country_id
    WHERE cc.course_id = g.course_id AND co.code = $5::text))`;

/** A child's day in a camp group (level 0), or the child's count of days present (level 1, date null). */
export type CampSqlRow = {
  level: number;
  date: string | null;
  group_id: number;
  group_name: string;
  student_id: number;
  children_name: string;
  present: boolean;
  days_present: number;
};

/**
 * The camp groups' journal of the month: each child's presence per day (present at any lesson of the day),
 * and per child the days present. Ordered by group, child, day.
 */
export function campAttendance(q: Queryable, s: ReportScope): Promise<CampSqlRow[]> {
  return q.query<CampSqlRow>(
    `WITH days AS (
       SELECT l.date, g.id AS group_id, g.short_name AS group_name, k.id AS student_id,
              k.kid_name AS children_name, bool_or(ls.presence) AS present
       FROM groups g
       JOIN lessons l ON l.group_id = g.id AND l.date >= $6::date AND l.date < $7::date
       JOIN lesson_students ls ON ls.lesson_id = l.id
       JOIN contracts k ON k.id = ls.contract_id
       WHERE g.camp AND ${GROUP_FILTERS}
       GROUP BY l.date, g.id, k.id
     )
     SELECT GROUPING(d.date)::int AS level, d.date::text AS date, d.group_id, d.group_name, d.student_id,
            d.children_name, bool_or(d.present) AS present,
            (count(*) FILTER (WHERE d.present))::int AS days_present
     FROM days d
     GROUP BY GROUPING SETS (
       (d.date, d.group_id, d.group_name, d.student_id, d.children_name),
       (d.group_id, d.group_name, d.student_id, d.children_name))
     ORDER BY d.group_name, d.group_id, d.children_name, d.student_id, d.date NULLS LAST`,
    scopeParams(s),
  );
}

/**
 * Pupils counted on the day of their first lesson of a course: level 0 a day and course, 1 a day's total,
 * 2 a course's total, 3 the grand total.
 */
export type FirstVisitSqlRow = {
  level: number;
  date: string | null;
  course_id: number | null;
  course_name: string | null;
  count_new: number;
};

/**
 * First visits of the month: the pupils whose first attended lesson of a course (in any group and branch
 * of it) falls in the month, in a group the filters reach. The candidates are the month's present pupils;
 * an earlier present lesson of the course rules one out (lesson_students_contract_idx).
 */
export function firstVisits(q: Queryable, s: ReportScope): Promise<FirstVisitSqlRow[]> {
  return q.query<FirstVisitSqlRow>(
    `WITH visits AS (
       SELECT ls.contract_id, g.course_id, min(l.date) AS date
       FROM lessons l
       JOIN groups g ON g.id = l.group_id
       JOIN lesson_students ls ON ls.lesson_id = l.id AND ls.presence
       WHERE l.date >= $6::date AND l.date < $7::date AND ${GROUP_FILTERS}
       GROUP BY ls.contract_id, g.course_id
     ),
     firsts AS (
       SELECT v.date, v.course_id FROM visits v
       WHERE NOT EXISTS (
         SELECT 1 FROM lesson_students e
         JOIN lessons el ON el.id = e.lesson_id
         JOIN groups eg ON eg.id = el.group_id
         WHERE e.contract_id = v.contract_id AND e.presence AND eg.course_id = v.course_id AND el.date < v.date)
     )
     SELECT GROUPING(f.date, f.course_id)::int AS level, f.date::text AS date, f.course_id,
            c.name AS course_name, count(*)::int AS count_new
     FROM firsts f JOIN courses c ON c.id = f.course_id
     GROUP BY GROUPING SETS ((f.date, f.course_id, c.name), (f.date), (f.course_id, c.name), ())
     ORDER BY f.date NULLS LAST, c.name NULLS LAST, f.course_id NULLS LAST`,
    scopeParams(s),
  );
}

export type GroupStudentRow = { id: number; name: string; number: string; in_group: boolean };

/**
 * The pupils of a group: the contracts now in it and those with lessons in its journal (moved on since, or
 * there on a makeup); contracts removed as mistakes are left out. Those in the group first, by name.
 */
export function groupStudents(q: Queryable, groupId: number): Promise<GroupStudentRow[]> {
  return q.query<GroupStudentRow>(
    `SELECT k.id, k.kid_name AS name, k.number, COALESCE(k.group_id = $1, false) AS in_group
     FROM contracts k
     WHERE k.removed_at IS NULL
       AND k.id IN (SELECT id FROM contracts WHERE group_id = $1
                    UNION
                    SELECT ls.contract_id FROM lessons l JOIN lesson_students ls ON ls.lesson_id = l.id
                    WHERE l.group_id = $1)
     ORDER BY in_group DESC, k.kid_name, k.id`,
    [groupId],
  );
}

/** The pupil, the group and its branch, as the student-hours sheet names them; null if not a pupil of it. */
export type StudentOfGroup = {
  kid_name: string;
  number: string;
  group_name: string;
  location_name: string;
};

/** The pupil of the group: the contract is in it now, had lessons in it, or has a makeup in it. */
export async function studentOfGroup(
  q: Queryable,
  groupId: number,
  contractId: number,
): Promise<StudentOfGroup | null> {
  const [row] = await q.query<StudentOfGroup>(
    `SELECT k.kid_name, k.number, g.short_name AS group_name, loc.name AS location_name
     FROM contracts k, groups g JOIN locations loc ON loc.id = g.location_id
     WHERE k.id = $2 AND g.id = $1
       AND (k.group_id = g.id
            OR EXISTS (SELECT 1 FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
                       WHERE ls.contract_id = k.id AND l.group_id = g.id)
            OR EXISTS (SELECT 1 FROM temporary_arrangements t WHERE t.contract_id = k.id AND t.group_id = g.id))`,
    [groupId, contractId],
  );
  return row ?? null;
}

/** A lesson of the pupil in the period, with the hours it counts (the totals on every row). */
export type StudentLessonRow = {
  date: string;
  time: string;
  group_name: string;
  subject: string;
  topic: string;
  teacher: string;
  presence: boolean;
  time_from: string | null;
  time_to: string | null;
  makeup: boolean;
  description: string;
  /** Hours of the lesson for the pupil, 2 decimals: none when absent; an adaptation pupil's own time. */
  hours: string;
  total_hours: string;
  total_present: number;
  total_lessons: number;
};

/**
 * The pupil's lessons of the group in the period (both days included), and the makeups the pupil came to in
 * other groups of the caller's branches, in time order. Hours are exact minutes / 60, rounded to 2 decimals;
 * the total rounds the sum of the minutes.
 */
export function studentLessons(
  q: Queryable,
  p: { groupId: number; contractId: number; from: string; to: string; branches: readonly number[] | null },
): Promise<StudentLessonRow[]> {
  return q.query<StudentLessonRow>(
    `WITH rows AS (
       SELECT l.date, a.starts_at, l.id, loc.time_zone, g.short_name AS group_name, l.subject, l.topic,
              COALESCE(u.short_name, '') AS teacher, ls.presence, ls.time_from, ls.time_to,
              ls.temporary_arrangement_id IS NOT NULL AS makeup, ls.description,
              CASE WHEN NOT ls.presence THEN 0
                   WHEN ls.time_from IS NOT NULL AND ls.time_to IS NOT NULL
                     THEN (EXTRACT(EPOCH FROM ls.time_to - ls.time_from) / 60)::int
                   ELSE l.duration_minutes END AS minutes
       FROM lesson_students ls
       JOIN lessons l ON l.id = ls.lesson_id
       JOIN groups g ON g.id = l.group_id
       JOIN locations loc ON loc.id = g.location_id
       LEFT JOIN appointments a ON a.id = l.appointment_id
       LEFT JOIN users u ON u.id = l.teacher_id
       WHERE ls.contract_id = $2 AND l.date >= $3::date AND l.date <= $4::date
         AND (l.group_id = $1 OR ls.temporary_arrangement_id IS NOT NULL)
         AND ($5::int[] IS NULL OR g.location_id = ANY($5::int[]))
     )
     SELECT r.date::text AS date,
            COALESCE(to_char(r.starts_at AT TIME ZONE r.time_zone, 'HH24:MI'), '') AS time,
            r.group_name, r.subject, r.topic, r.teacher, r.presence,
            to_char(r.time_from, 'HH24:MI') AS time_from, to_char(r.time_to, 'HH24:MI') AS time_to,
            r.makeup, r.description,
            to_char(r.minutes / 60.0, 'FM999990.00') AS hours,
            to_char(sum(r.minutes) OVER () / 60.0, 'FM999990.00') AS total_hours,
            (count(*) FILTER (WHERE r.presence) OVER ())::int AS total_present,
            (count(*) OVER ())::int AS total_lessons
     FROM rows r
     ORDER BY r.date, r.starts_at NULLS LAST, r.id`,
    [p.groupId, p.contractId, p.from, p.to, p.branches],
  );
}
