import type { Group } from 'shared-api/contracts';
import type { Queryable } from '../../db/db';

/** The SQL answers in the contract's shape exactly (arrays, dates as text, money as NUMERIC text). */
export type GroupSqlRow = Group;

const GROUP_COLUMNS = `g.id, g.short_name, g.course_id AS course, g.location_id AS location,
            COALESCE(t.teacher, '{}') AS teacher,
            g.start_date,
            COALESCE(s.students_count, 0) AS students_count,
            g.camp, g.day_of_the_week, g.training_day::text[] AS training_day, g.weeks,
            g.price_per_week::numeric(12, 2)::text AS price_per_week`;

const GROUP_JOINS = `FROM groups g
     LEFT JOIN (SELECT group_id, array_agg(user_id ORDER BY user_id) AS teacher
                FROM group_teachers GROUP BY group_id) t ON t.group_id = g.id
     LEFT JOIN (SELECT group_id, count(*)::int AS students_count
                FROM contracts WHERE status IN ('new', 'active') AND group_id IS NOT NULL
                GROUP BY group_id) s ON s.group_id = g.id`;

/** Groups of the given branches with their teachers and the number of new or active contracts. */
export function groupRows(q: Queryable, locations: readonly number[]): Promise<GroupSqlRow[]> {
  return q.query<GroupSqlRow>(
    `SELECT ${GROUP_COLUMNS}
     ${GROUP_JOINS}
     WHERE g.location_id = ANY($1::int[])
     ORDER BY g.short_name, g.id`,
    [locations],
  );
}

/** What a groups search looks in: the group's name, its course and its teachers' names. */
const SEARCH_TEXT = `lower(g.short_name || ' ' ||
  COALESCE((SELECT co.name FROM courses co WHERE co.id = g.course_id), '') || ' ' ||
  COALESCE((SELECT string_agg(u.short_name, ' ') FROM group_teachers gt JOIN users u ON u.id = gt.user_id
            WHERE gt.group_id = g.id), ''))`;

/** Sort keys of a groups page and their SQL (a fixed list: the key is never put into SQL itself). */
const SORTS: Record<string, string> = {
  short_name: 'g.short_name',
  start_date: 'g.start_date',
  students_count: 'COALESCE(s.students_count, 0)',
};

export type GroupPageQuery = {
  limit: number;
  offset: number;
  sort: string;
  order: 'asc' | 'desc';
  /** Lower-cased words (LIKE wildcards escaped), each to be found in the name, course or teachers. */
  words: string[];
  location: number | null;
  course: number | null;
};

/** One page of the groups of the branches, and how many match. */
export async function groupPage(
  q: Queryable,
  locations: readonly number[],
  page: GroupPageQuery,
): Promise<{ rows: GroupSqlRow[]; total: number }> {
  const sort = SORTS[page.sort] ?? SORTS.short_name;
  const direction = page.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  const rows = await q.query<GroupSqlRow & { total: number }>(
    `SELECT ${GROUP_COLUMNS}, count(*) OVER ()::int AS total
     ${GROUP_JOINS}
     WHERE g.location_id = ANY($1::int[])
       AND ($2::int IS NULL OR g.location_id = $2)
       AND ($3::int IS NULL OR g.course_id = $3)
       AND ${SEARCH_TEXT} LIKE ALL (SELECT '%' || w || '%' FROM unnest($4::text[]) AS w)
     ORDER BY ${sort} ${direction}, g.id
     LIMIT $5 OFFSET $6`,
    [locations, page.location, page.course, page.words, page.limit, page.offset],
  );
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
  // Past the last page: the count alone.
  const [count] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM groups g
     WHERE g.location_id = ANY($1::int[]) AND ($2::int IS NULL OR g.location_id = $2)
       AND ($3::int IS NULL OR g.course_id = $3)
       AND ${SEARCH_TEXT} LIKE ALL (SELECT '%' || w || '%' FROM unnest($4::text[]) AS w)`,
    [locations, page.location, page.course, page.words],
  );
  return { rows: [], total: count.total };
}
