import type { Group, PageAnswer, PageRequest, learningEndpoints } from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { searchWords } from '../../lib/searchWords';
import { groupPage, groupRows, type GroupSqlRow } from './repository';

function toGroup(row: GroupSqlRow): Group {
  return {
    id: row.id,
    short_name: row.short_name,
    course: row.course,
    location: row.location,
    teacher: row.teacher,
    start_date: row.start_date,
    students_count: row.students_count,
    camp: row.camp,
    day_of_the_week: row.day_of_the_week,
    training_day: row.training_day,
    weeks: row.weeks,
    price_per_week: row.price_per_week,
  };
}

/** Groups of the user's branches: all of them, or one page with the total. */
export async function listGroups(
  q: Queryable,
  auth: AuthContext,
  page: PageRequest | null = null,
): Promise<Group[] | PageAnswer<typeof learningEndpoints.groupGet>> {
  if (!page) return (await groupRows(q, auth.locations)).map(toGroup);
  const { location, course } = page.filters;
  const result = await groupPage(q, auth.locations, {
    limit: page.limit,
    offset: page.offset,
    sort: page.sort,
    order: page.order,
    words: searchWords(page.q),
    location: typeof location === 'number' ? location : null,
    course: typeof course === 'number' ? course : null,
  });
  return { rows: result.rows.map(toGroup), total: result.total, offset: page.offset, limit: page.limit };
}
