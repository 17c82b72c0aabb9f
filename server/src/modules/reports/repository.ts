import type { CourseType, Currency } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

// The SQL of the money reports. Every figure is added up here, in one statement per report with GROUPING
// SETS: the cells of the pivot, each row's and each column's totals and the grand total come from the
// database (money as NUMERIC, one total per currency), the service only lays them out.

/** Which rows a report reads: the filters resolved against the caller's branches. */
export type ReportScope = {
  /** The caller's branches; null - every branch (a role with all branches). */
  branches: readonly number[] | null;
  /** One branch of the filter, or null for all of the caller's. */
  location: number | null;
  /** Only the Belarus branches, the one named Batumi excluded ('only RB'). */
  rbOnly: boolean;
  courseId: number | null;
  /** Courses offered in the country ('BY' for the rb set, 'GE' for georgia), or null for every course. */
  courseCountry: 'BY' | 'GE' | null;
  /** The month: its first day and the first day of the next month (exclusive). */
  from: string;
  to: string;
};

/** Parameters $1-$5 of the CTEs below, in their order. */
const scopeParams = (s: ReportScope) => [s.branches, s.location, s.rbOnly, s.courseId, s.courseCountry];

/** The branches the filters reach, with each one's currency ($1 caller's, $2 one, $3 only RB). */
const BRANCHES = `
  branches AS (
    SELECT l.id, l.name, l.city, l.time_zone, CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency
    FROM locations l JOIN countries co ON co.id = l.country_id
    WHERE ($1::int[] IS NULL OR l.id = ANY($1::int[]))
      AND ($2::int IS NULL OR l.id = $2::int)
      AND (NOT $3::boolean OR (co.code = 'BY' AND lower(l.name) NOT IN ('батуми', 'batumi')))
  )`;

/** The courses the filters reach ($4 one course, $5 the country of a course set). */
const COURSES = `
  courses_in AS (
    SELECT k.id, k.name, k.type FROM courses k
    WHERE ($4::int IS NULL OR k.id = $4::int)
      AND ($5::text IS NULL OR EXISTS (
        SELECT 1 FROM course_countries cc JOIN countries co ON co.id = cc.country_id
        WHERE cc.course_id = k.id AND co.code = $5::text))
  )`;

/** A grouped row: `level` tells which grouping set it is (GROUPING() of the report's columns). */
export type OngoingSqlRow = {
  level: number;
  location_id: number | null;
  location_name: string | null;
  course_id: number | null;
  course_name: string | null;
  count: number;
};

/**
 * Contracts in force in the month by branch and course, with each branch's, each course's and the grand
 * total (level 0 cell, 1 branch total, 2 course total, 3 grand total). In force: signed (not new, not
 * removed), started before the month's end, and not ended before its start - an active contract runs on;
 * a cancelled one ends on its cancellation day, a closed one (or a cancelled one with no day) with the last
 * receivable of its schedule that is not void.
 */
export function ongoingCounts(q: Queryable, s: ReportScope): Promise<OngoingSqlRow[]> {
  return q.query<OngoingSqlRow>(
    `WITH ${BRANCHES}, ${COURSES},
     ongoing AS (
       SELECT c.location_id, b.name AS location_name, c.course_id, k.name AS course_name
       FROM contracts c
       JOIN branches b ON b.id = c.location_id
       JOIN courses_in k ON k.id = c.course_id
       WHERE c.removed_at IS NULL AND c.status <> 'new'
         -- Started before the month's end (the index's range); a contract with no start day by its signing.
         AND (c.start_date < $7::date
              OR (c.start_date IS NULL AND (c.date_created AT TIME ZONE b.time_zone)::date < $7::date))
         AND (c.status = 'active' OR COALESCE(
               c.cancelled_on,
               (SELECT max(r.due_date) FROM receivables r WHERE r.contract_id = c.id AND NOT r.void),
               c.start_date,
               (c.date_created AT TIME ZONE b.time_zone)::date) >= $6::date)
     )
     SELECT GROUPING(location_id, course_id)::int AS level, location_id, location_name, course_id, course_name,
            count(*)::int AS count
     FROM ongoing
     GROUP BY GROUPING SETS ((location_id, location_name, course_id, course_name),
                             (location_id, location_name), (course_id, course_name), ())
     ORDER BY level, location_name, location_id, course_name, course_id`,
    [...scopeParams(s), s.from, s.to],
  );
}

export type PayByDaySqlRow = {
  /** 0 cell (date, city), 1 day total (date), 2 city total (city), 3 grand total - each per currency. */
  level: number;
  date: string | null;
  city: string | null;
  currency: Currency;
  amount: string;
};

/**
 * Payments of the month by day and city, summed per currency: the cells, each day's total, each city's
 * total and the grand total, one figure per currency (a city's branches share its country). A payment to
 * contract 'unknown' has no course: it counts only while no course or course set is chosen.
 */
export function paymentsByDay(q: Queryable, s: ReportScope): Promise<PayByDaySqlRow[]> {
  return q.query<PayByDaySqlRow>(
    `WITH ${BRANCHES}, ${COURSES},
     paid AS (
       SELECT p.date, b.city, b.currency, p.amount
       FROM payments p
       JOIN branches b ON b.id = p.location_id
       LEFT JOIN contracts c ON c.id = p.contract_id
       WHERE p.date >= $6::date AND p.date < $7::date
         AND (($4::int IS NULL AND $5::text IS NULL) OR c.course_id IN (SELECT id FROM courses_in))
     )
     SELECT GROUPING(date, city)::int AS level, to_char(date, 'YYYY-MM-DD') AS date, city, currency,
            SUM(amount)::numeric(16, 2)::text AS amount
     FROM paid
     GROUP BY GROUPING SETS ((currency, date, city), (currency, date), (currency, city), (currency))
     ORDER BY level, date, currency, city`,
    [...scopeParams(s), s.from, s.to],
  );
}

export type NewContractsSqlRow = {
  /** 0 week x branch x course, 1 week x branch, 2 week, 3 branch, 4 grand total. */
  level: number;
  week: string | null;
  location_id: number | null;
  location_name: string | null;
  course_id: number | null;
  course_type: CourseType | null;
  count: number;
  count_new: number;
  count_paid: number;
};

const LEVELS = `CASE GROUPING(week, location_id, course_id)
  WHEN 0 THEN 0 WHEN 1 THEN 1 WHEN 3 THEN 2 WHEN 5 THEN 3 ELSE 4 END`;

/**
 * Contracts signed in the month (the day in the branch's time zone), by week (from Monday), branch and
 * course, of the course types asked for: how many, how many were the client's first contract (no earlier
 * contract of the same contact, not an extension), how many have a payment. With each week's and branch's
 * totals and the grand total.
 */
export function newContracts(
  q: Queryable,
  s: ReportScope,
  types: readonly CourseType[],
): Promise<NewContractsSqlRow[]> {
  return q.query<NewContractsSqlRow>(
    `WITH ${BRANCHES}, ${COURSES},
     signed AS (
       SELECT c.id, c.contact_id, c.predecessor_id, c.date_created, c.course_id, k.type AS course_type,
              c.location_id, b.name AS location_name, (c.date_created AT TIME ZONE b.time_zone)::date AS day
       FROM contracts c
       JOIN branches b ON b.id = c.location_id
       JOIN courses_in k ON k.id = c.course_id
       -- A day's margin either side for the time zones; the branch's own day decides below.
       WHERE c.removed_at IS NULL
         AND c.date_created >= $6::date - 1 AND c.date_created < $7::date + 2
         AND k.type = ANY($8::text[])
     ),
     counted AS (
       SELECT date_trunc('week', m.day::timestamp)::date AS week, m.location_id, m.location_name, m.course_id,
              m.course_type,
              (m.predecessor_id IS NULL AND NOT EXISTS (
                 SELECT 1 FROM contracts e
                 WHERE e.contact_id = m.contact_id AND e.id <> m.id AND e.removed_at IS NULL
                   AND (e.date_created, e.id) < (m.date_created, m.id))) AS first,
              EXISTS (SELECT 1 FROM payments p WHERE p.contract_id = m.id) AS paid
       FROM signed m
       WHERE m.day >= $6::date AND m.day < $7::date
     )
     SELECT ${LEVELS} AS level, to_char(week, 'YYYY-MM-DD') AS week, location_id, location_name, course_id,
            course_type, count(*)::int AS count, (count(*) FILTER (WHERE first))::int AS count_new,
            (count(*) FILTER (WHERE paid))::int AS count_paid
     FROM counted
     GROUP BY GROUPING SETS ((week, location_id, location_name, course_id, course_type),
                             (week, location_id, location_name), (week), (location_id, location_name), ())
     ORDER BY level, week, location_name, location_id, course_id`,
    [...scopeParams(s), s.from, s.to, types],
  );
}

/** Names of the branches of the filter and of the course, for the captions of an export. */
export async function filterNames(
  q: Queryable,
  location: number | null,
  courseId: number | null,
): Promise<{ location: string | null; course: string | null }> {
  const [row] = await q.query<{ location: string | null; course: string | null }>(
    `SELECT (SELECT name FROM locations WHERE id = $1::int) AS location,
            (SELECT name FROM courses WHERE id = $2::int) AS course`,
    [location, courseId],
  );
  return row;
}
