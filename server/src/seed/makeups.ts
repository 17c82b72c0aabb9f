import type { Queryable } from '../db/db';
import { insertRows } from '../db/insertRows';
import { addDays, dateInZone, weekdayIndex } from '../lib/dates';
import type { SchoolData } from './school';

/** Makeups per branch in the demo school. */
const MAKEUPS_PER_BRANCH = 3;
/** How far ahead a demo makeup may lie (the makeups page offers four weeks). */
const DAYS_AHEAD = 28;

type Group = SchoolData['groups'][number];

/** The first lesson day of a school-year group after `from` within four weeks, or undefined. */
function nextLessonDay(group: Group, from: string): string | undefined {
  for (let i = 1; i <= DAYS_AHEAD; i += 1) {
    const day = addDays(from, i);
    if (group.day_of_the_week.includes(weekdayIndex(day))) return day;
  }
  return undefined;
}

/**
 * The demo school's makeups (issue 11, the makeups page): in every branch, a few active contracts' children
 * come to another group of their course on its next lesson day (status 'new', assigned by the admin).
 */
export function generateMakeups(data: SchoolData, at: Date): Record<string, unknown>[] {
  const today = dateInZone(at, 'Europe/Minsk');
  const admin = data.users.find((user) => user.email === 'admin@school.test')?.id ?? null;
  const perBranch = new Map<number, number>();
  const rows: Record<string, unknown>[] = [];
  for (const contract of data.contracts) {
    if (contract.status !== 'active') continue;
    const count = perBranch.get(contract.location_id) ?? 0;
    if (count >= MAKEUPS_PER_BRANCH) continue;
    const group = data.groups.find(
      (each) =>
        each.course_id === contract.course_id &&
        each.location_id === contract.location_id &&
        each.id !== contract.group_id &&
        !each.camp &&
        each.day_of_the_week.length > 0,
    );
    const date = group && nextLessonDay(group, today);
    if (!group || !date) continue;
    rows.push({
      contract_id: contract.id,
      from_group_id: contract.group_id,
      group_id: group.id,
      date,
      status: 'new',
      created_by: admin,
    });
    perBranch.set(contract.location_id, count + 1);
  }
  return rows;
}

export async function seedMakeups(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  await insertRows(tx, 'temporary_arrangements', generateMakeups(data, at));
}
