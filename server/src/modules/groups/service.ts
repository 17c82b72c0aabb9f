import type { Group } from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { groupRows } from './repository';

export async function listGroups(q: Queryable, auth: AuthContext): Promise<Group[]> {
  const rows = await groupRows(q, auth.locations);
  return rows.map((row) => ({
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
  }));
}
