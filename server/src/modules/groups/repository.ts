import type { Group } from 'shared-api/contracts';
import type { Queryable } from '../../db/db';

/** The SQL answers in the contract's shape exactly (arrays, dates as text, money as NUMERIC text). */
export type GroupSqlRow = Group;

/** Groups of the given branches with their teachers and the number of new or active contracts. */
export function groupRows(q: Queryable, locations: readonly number[]): Promise<GroupSqlRow[]> {
  return q.query<GroupSqlRow>(
    `SELECT g.id, g.short_name, g.course_id AS course, g.location_id AS location,
            COALESCE(t.teacher, '{}') AS teacher,
            g.start_date,
            COALESCE(s.students_count, 0) AS students_count,
            g.camp, g.day_of_the_week, g.training_day::text[] AS training_day, g.weeks,
            g.price_per_week::numeric(12, 2)::text AS price_per_week
     FROM groups g
     LEFT JOIN (SELECT group_id, array_agg(user_id ORDER BY user_id) AS teacher
                FROM group_teachers GROUP BY group_id) t ON t.group_id = g.id
     LEFT JOIN (SELECT group_id, count(*)::int AS students_count
                FROM contracts WHERE status IN ('new', 'active') AND group_id IS NOT NULL
                GROUP BY group_id) s ON s.group_id = g.id
     WHERE g.location_id = ANY($1::int[])
     ORDER BY g.short_name, g.id`,
    [locations],
  );
}
