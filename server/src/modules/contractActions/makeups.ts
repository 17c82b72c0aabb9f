import type { MakeupOption } from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { addDays, dateInZone, weekdayIndex } from '../../lib/dates';
import { ACTION_MESSAGES as M } from './messages';
import * as repo from './repository';

/** How far ahead the makeup options list a group's lesson days. */
export const MAKEUP_DAYS_AHEAD = 28;

/** A group meets on a day: one of its camp's training days, or one of its weekdays. */
export function meetsOn(group: repo.GroupRow, day: string): boolean {
  if (group.training_day.length > 0) return group.training_day.includes(day);
  return group.day_of_the_week.includes(weekdayIndex(day));
}

/** Whether the group has a timetable at all (a group without one may meet on any day). */
export const hasTimetable = (group: repo.GroupRow) =>
  group.training_day.length > 0 || group.day_of_the_week.length > 0;

/** The group's lesson days from `today` for MAKEUP_DAYS_AHEAD days. */
export function lessonDays(group: repo.GroupRow, today: string): string[] {
  const days: string[] = [];
  for (let i = 0; i < MAKEUP_DAYS_AHEAD; i += 1) {
    const day = addDays(today, i);
    if (meetsOn(group, day)) days.push(day);
  }
  return days;
}

/**
 * GET /contract/set/working_out: the groups of the contract's course in its branch other than its own, each
 * with its lesson days of the next four weeks (learning.md section 3: list_group).
 */
export async function makeupOptions(q: Queryable, id: number, now: Date): Promise<MakeupOption[]> {
  const contract = await repo.readContract(q, id);
  if (!contract) throw notFound();
  const today = dateInZone(now, contract.time_zone);
  const groups = await repo.makeupGroups(q, contract);
  return groups.map((group) => ({
    group_id: group.id,
    group_for_temporary_arrangement: group.id,
    name_group: group.short_name,
    date: lessonDays(group, today),
  }));
}

type AssignInput = { contract_id: number; group_for_temporary_arrangement: number; date: string };

/**
 * POST /contract/add/working_out: a makeup (status new) of a contract that is neither cancelled nor closed,
 * in one of its makeup groups, on a lesson day of that group from the branch's today on; one per contract
 * and day. With its audit row.
 */
export async function assignMakeup(
  db: Db,
  actorId: number,
  input: AssignInput,
  now: Date,
): Promise<{
  id_temporary_arrangement: number;
  contract_id: number;
  group_id: number;
  date: string;
  status: 'new';
}> {
  return db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, input.contract_id);
    if (!contract) throw notFound();
    if (contract.status === 'cancelled' || contract.status === 'closed')
      throw new ApiError(409, M.makeupClosed);
    const groupId = input.group_for_temporary_arrangement;
    const group = (await repo.makeupGroups(tx, contract)).find((each) => each.id === groupId);
    if (!group) throw fieldError(422, 'group_for_temporary_arrangement', M.makeupGroup);
    if (input.date < dateInZone(now, contract.time_zone)) throw fieldError(422, 'date', M.makeupPast);
    if (hasTimetable(group) && !meetsOn(group, input.date)) throw fieldError(422, 'date', M.makeupNoLesson);
    const row = await repo.insertMakeup(tx, {
      contractId: contract.id,
      fromGroupId: contract.group_id,
      groupId,
      date: input.date,
      createdBy: actorId,
    });
    if (!row) throw fieldError(409, 'date', M.makeupTaken);
    await audit(tx, {
      actorId,
      entity: 'temporary_arrangement',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { ...row, from_group_id: contract.group_id },
      at: now,
    });
    return {
      id_temporary_arrangement: row.id,
      contract_id: row.contract_id,
      group_id: row.group_id,
      date: row.date,
      status: row.status,
    };
  });
}
