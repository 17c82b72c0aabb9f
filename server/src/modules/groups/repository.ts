import type { Group } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

/** The SQL answers in the contract's shape exactly (arrays, dates as text, money as NUMERIC text). */
export type GroupSqlRow = Group;

const GROUP_COLUMNS = `g.id, g.short_name, g.course_id AS course, g.location_id AS location,
            COALESCE(t.teacher, '{}') AS teacher,
            g.start_date,
            COALESCE(s.students_count, 0) AS students_count,
            g.camp, g.day_of_the_week, g.training_day::text[] AS training_day, g.weeks,
            g.price_per_week::numeric(12, 2)::text AS price_per_week,
            CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
            g.timing, g.version`;

const GROUP_JOINS = `FROM groups g
     JOIN locations l ON l.id = g.location_id
     JOIN countries co ON co.id = l.country_id
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
     WHERE g.location_id = ANY($1::int[]) AND g.removed_at IS NULL
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
     WHERE g.location_id = ANY($1::int[]) AND g.removed_at IS NULL
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
     WHERE g.location_id = ANY($1::int[]) AND g.removed_at IS NULL AND ($2::int IS NULL OR g.location_id = $2)
       AND ($3::int IS NULL OR g.course_id = $3)
       AND ${SEARCH_TEXT} LIKE ALL (SELECT '%' || w || '%' FROM unnest($4::text[]) AS w)`,
    [locations, page.location, page.course, page.words],
  );
  return { rows: [], total: count.total };
}

/** One group that is not removed, in the answer's shape. */
export async function groupById(q: Queryable, id: number): Promise<GroupSqlRow | null> {
  const [row] = await q.query<GroupSqlRow>(
    `SELECT ${GROUP_COLUMNS}
     ${GROUP_JOINS}
     WHERE g.id = $1 AND g.removed_at IS NULL`,
    [id],
  );
  return row ?? null;
}

/** A group's stored fields (what the audit log keeps), without its answer-only fields. */
export type StoredGroup = {
  short_name: string;
  course: number;
  location: number;
  teacher: number[];
  start_date: string | null;
  camp: boolean;
  day_of_the_week: number[];
  training_day: string[];
  weeks: number;
  price_per_week: string;
  timing: boolean;
};

/** The stored group, locked for a change; null when there is none or it is removed. */
export async function lockGroup(
  q: Queryable,
  id: number,
): Promise<(StoredGroup & { version: number }) | null> {
  const [row] = await q.query<StoredGroup & { version: number }>(
    `SELECT g.short_name, g.course_id AS course, g.location_id AS location,
            COALESCE((SELECT array_agg(gt.user_id ORDER BY gt.user_id) FROM group_teachers gt
                      WHERE gt.group_id = g.id), '{}') AS teacher,
            to_char(g.start_date, 'YYYY-MM-DD') AS start_date, g.camp, g.day_of_the_week,
            COALESCE((SELECT array_agg(to_char(d, 'YYYY-MM-DD') ORDER BY d) FROM unnest(g.training_day) AS d),
                     '{}') AS training_day,
            g.weeks, g.price_per_week::numeric(12, 2)::text AS price_per_week, g.timing, g.version
     FROM groups g WHERE g.id = $1 AND g.removed_at IS NULL FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** A branch's country and whether it is open; null when there is no such branch. */
export async function locationState(
  q: Queryable,
  id: number,
): Promise<{ country_id: number; active: boolean; time_zone: string } | null> {
  const [row] = await q.query<{ country_id: number; active: boolean; time_zone: string }>(
    "SELECT country_id, status = 'active' AS active, time_zone FROM locations WHERE id = $1",
    [id],
  );
  return row ?? null;
}

/** Whether the course is offered in the country (course_countries). */
export async function courseInCountry(q: Queryable, course: number, country: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM course_countries WHERE course_id = $1 AND country_id = $2', [
    course,
    country,
  ]);
  return rows.length > 0;
}

/** Of the given users, those who are active staff of the branch. */
export async function activeStaffOf(
  q: Queryable,
  users: readonly number[],
  location: number,
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT u.id FROM users u
     WHERE u.id = ANY($1::int[]) AND u.is_employee AND u.status = 'active'
       AND EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = $2)`,
    [[...users], location],
  );
  return rows.map((row) => row.id);
}

const GROUP_VALUES = (group: StoredGroup) => [
  group.short_name,
  group.course,
  group.location,
  group.start_date,
  group.camp,
  group.day_of_the_week,
  group.training_day,
  group.weeks,
  group.price_per_week,
  group.timing,
];

export async function insertGroup(q: Queryable, group: StoredGroup): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO groups (short_name, course_id, location_id, start_date, camp, day_of_the_week, training_day,
                         weeks, price_per_week, timing)
     VALUES ($1, $2, $3, $4::date, $5, $6::int[], $7::date[], $8, $9::numeric, $10)
     RETURNING id`,
    GROUP_VALUES(group),
  );
  await setTeachers(q, row.id, group.teacher);
  return row.id;
}

export async function updateGroup(q: Queryable, id: number, group: StoredGroup): Promise<void> {
  await q.query(
    `UPDATE groups SET short_name = $1, course_id = $2, location_id = $3, start_date = $4::date, camp = $5,
            day_of_the_week = $6::int[], training_day = $7::date[], weeks = $8, price_per_week = $9::numeric,
            timing = $10, version = version + 1
     WHERE id = $11`,
    [...GROUP_VALUES(group), id],
  );
  await setTeachers(q, id, group.teacher);
}

async function setTeachers(q: Queryable, id: number, teachers: readonly number[]): Promise<void> {
  await q.query('DELETE FROM group_teachers WHERE group_id = $1', [id]);
  if (teachers.length === 0) return;
  await q.query('INSERT INTO group_teachers (group_id, user_id) SELECT $1, unnest($2::int[])', [
    id,
    [...teachers],
  ]);
}

/** Contracts whose pupil is in the group now: new or active, not removed. */
export async function pupilContracts(q: Queryable, id: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM contracts
     WHERE group_id = $1 AND status IN ('new', 'active') AND removed_at IS NULL
     ORDER BY id FOR UPDATE`,
    [id],
  );
  return rows.map((row) => row.id);
}

/** The group's course and branch, when it exists and is not removed. */
export async function groupPlace(
  q: Queryable,
  id: number,
): Promise<{ course: number; location: number } | null> {
  const [row] = await q.query<{ course: number; location: number }>(
    'SELECT course_id AS course, location_id AS location FROM groups WHERE id = $1 AND removed_at IS NULL',
    [id],
  );
  return row ?? null;
}

export async function softRemoveGroup(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE groups SET removed_at = $2, version = version + 1 WHERE id = $1', [id, now]);
}

/** The user's branches with their currency, the courses of their country and their active teachers. */
export async function optionLocations(
  q: Queryable,
  locations: readonly number[],
): Promise<{ value: number; label: string; currency: 'BYN' | 'GEL'; country_id: number }[]> {
  return q.query(
    `SELECT l.id AS value, l.name AS label, CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
            l.country_id
     FROM locations l JOIN countries co ON co.id = l.country_id
     WHERE l.id = ANY($1::int[]) AND l.status = 'active'
     ORDER BY l.name, l.id`,
    [[...locations]],
  );
}

export async function countryCourses(
  q: Queryable,
): Promise<{ country_id: number; value: number; label: string }[]> {
  return q.query(
    `SELECT cc.country_id, c.id AS value, c.name AS label
     FROM course_countries cc JOIN courses c ON c.id = cc.course_id ORDER BY c.name, c.id`,
  );
}

/** Active staff holding the teacher role, per branch. */
export async function branchTeachers(
  q: Queryable,
  locations: readonly number[],
): Promise<{ location_id: number; value: number; label: string }[]> {
  return q.query(
    `SELECT DISTINCT ul.location_id, u.id AS value, u.short_name AS label
     FROM users u JOIN user_locations ul ON ul.user_id = u.id
     WHERE ul.location_id = ANY($1::int[]) AND u.is_employee AND u.status = 'active'
       AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                   WHERE ur.user_id = u.id AND r.name IN ('teacher', 'methodist'))
     ORDER BY label, value`,
    [[...locations]],
  );
}

/** Scope check (http/scope.ts): a group by its branch. */
export const groupScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM groups g WHERE g.id = $1 AND ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))',
      [id, branches],
    ),
};
