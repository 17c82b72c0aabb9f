import type { Makeup, MakeupOption, ParsedBody, makeupEndpoints } from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { dateInZone } from '../../lib/dates';
import { hasTimetable, lessonDays, meetsOn } from '../contractActions/makeups';
import type { GroupRow } from '../contractActions/repository';
import { MAKEUP_MESSAGES as M } from './messages';
import * as repo from './repository';

type UpdateBody = ParsedBody<typeof makeupEndpoints.makeupUpdate>;
type DeleteBody = ParsedBody<typeof makeupEndpoints.makeupDelete>;

const branchesOf = (scope: RouteScope): number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

/** A contract that no longer studies gets no makeup moved (the assignment refuses them too). */
const isOver = (row: repo.MakeupRow) =>
  row.contract_status === 'cancelled' || row.contract_status === 'closed';

/**
 * The groups a makeup may move to (as the contract page's assignment offers them): the contract's course in
 * its branch, other than the contract's own group, not removed.
 */
function candidates(row: repo.MakeupRow, groups: readonly GroupRow[]): GroupRow[] {
  return groups.filter(
    (group) =>
      group.course_id === row.course_id &&
      group.location_id === row.contract_location_id &&
      group.id !== row.contract_group_id,
  );
}

/** list_group: each candidate with its lesson days of the next four weeks from the branch's today. */
function options(row: repo.MakeupRow, groups: readonly GroupRow[], now: Date): MakeupOption[] {
  if (isOver(row)) return [];
  const today = dateInZone(now, row.time_zone);
  return candidates(row, groups).map((group) => ({
    group_id: group.id,
    group_for_temporary_arrangement: group.id,
    name_group: group.short_name,
    date: lessonDays(group, today),
  }));
}

function answer(row: repo.MakeupRow, groups: readonly GroupRow[], now: Date): Makeup {
  return {
    id_temporary_arrangement: row.id_temporary_arrangement,
    contract_id: row.contract_id,
    name: row.name,
    number: row.number,
    current_group: row.current_group,
    current_group_id: row.current_group_id,
    group_for_temporary_arrangement: row.group_for_temporary_arrangement,
    name_group: row.name_group,
    location_id: row.location_id,
    date: row.date,
    status: row.status,
    list_group: options(row, groups, now),
    version: row.version,
  };
}

async function withOptions(q: Queryable, rows: repo.MakeupRow[], now: Date): Promise<Makeup[]> {
  const locations = [...new Set(rows.map((row) => row.contract_location_id))];
  const groups = locations.length > 0 ? await repo.optionGroups(q, locations) : [];
  return rows.map((row) => answer(row, groups, now));
}

/** GET /get/temporary_arrangement: the makeups of the caller's branches, latest date first. */
export async function listMakeups(q: Queryable, scope: RouteScope, now: Date): Promise<Makeup[]> {
  return withOptions(q, await repo.makeupRows(q, branchesOf(scope)), now);
}

async function readAnswer(q: Queryable, id: number, now: Date): Promise<Makeup> {
  const row = await repo.makeupById(q, id);
  if (!row) throw notFound();
  const [made] = await withOptions(q, [row], now);
  return made;
}

/**
 * The group and date of a changed makeup follow the assignment's rules: a group of the contract's course in
 * its branch (or the makeup's own), a lesson day of that group from the branch's today on, one makeup of the
 * contract a day; only while the makeup is not marked done or missed.
 */
async function checkMove(
  tx: Queryable,
  row: repo.MakeupRow,
  body: UpdateBody,
  status: repo.StoredMakeup['status'],
  now: Date,
): Promise<void> {
  if (isOver(row)) throw new ApiError(409, M.closed);
  if (status !== 'new') throw fieldError(422, 'status', M.marked);
  const groupId = body.group_for_temporary_arrangement;
  const groups = await repo.optionGroups(tx, [row.contract_location_id]);
  const group =
    candidates(row, groups).find((each) => each.id === groupId) ??
    (groupId === row.group_for_temporary_arrangement
      ? groups.find((each) => each.id === groupId)
      : undefined);
  if (!group) throw fieldError(422, 'group_for_temporary_arrangement', M.group);
  if (body.date < dateInZone(now, row.time_zone)) throw fieldError(422, 'date', M.past);
  if (hasTimetable(group) && !meetsOn(group, body.date)) throw fieldError(422, 'date', M.noLesson);
  if (await repo.dayTaken(tx, row.contract_id, body.date, row.id_temporary_arrangement))
    throw fieldError(409, 'date', M.taken);
}

/**
 * POST /update/temporary_arrangement: the group and the date (checked as on assignment when either changes)
 * and the status (done or missed not before the makeup's date), from the version the user saw; audit row.
 */
export async function updateMakeup(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Makeup> {
  const id = body.id_temporary_arrangement;
  const contractId = await repo.contractOfMakeup(db, id);
  if (contractId === undefined) throw notFound();
  return db.transaction(async (tx) => {
    await repo.lockContract(tx, contractId);
    const before = await repo.lockMakeup(tx, id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const row = await repo.makeupById(tx, id);
    if (!row) throw notFound();
    const status = body.status ?? before.status;
    const moved = body.group_for_temporary_arrangement !== before.group_id || body.date !== before.date;
    if (moved) await checkMove(tx, row, body, status, now);
    if (status !== 'new' && status !== before.status && body.date > dateInZone(now, row.time_zone))
      throw fieldError(422, 'status', M.early);
    const after = { group_id: body.group_for_temporary_arrangement, date: body.date, status };
    await repo.updateMakeup(tx, id, after);
    await audit(tx, {
      actorId,
      entity: 'temporary_arrangement',
      entityId: id,
      action: 'update',
      before,
      after: { ...before, ...after, version: before.version + 1 },
      at: now,
    });
    return readAnswer(tx, id, now);
  });
}

/** POST /delete/temporary_arrangement: the row is deleted; its audit row keeps it. */
export async function deleteMakeup(
  db: Db,
  actorId: number,
  body: DeleteBody,
  now: Date,
): Promise<{ status: 'OK' }> {
  const id = body.id_temporary_arrangement;
  return db.transaction(async (tx) => {
    const before = await repo.lockMakeup(tx, id);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    await repo.deleteMakeup(tx, id);
    await audit(tx, {
      actorId,
      entity: 'temporary_arrangement',
      entityId: id,
      action: 'delete',
      before,
      after: null,
      at: now,
    });
    return { status: 'OK' };
  });
}
