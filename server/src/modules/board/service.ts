import type { BoardGroup, ParsedBody, StudentMove, boardEndpoints } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit, auditMany, type AuditEntry } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { fieldError, notFound } from '../../http/errors';
import { dateInZone } from '../../lib/dates';
import { formatKopecks, toKopecks } from '../../lib/money';
import { BOARD_MESSAGES as M } from './messages';
import * as repo from './repository';
import { repriceKopecks } from './reprice';

type UpdateBody = ParsedBody<typeof boardEndpoints.studentsUpdate>;

const scopeLocations = (auth: AuthContext) => (auth.allBranches ? null : auth.locations);
const MOVABLE = new Set(['new', 'active']);

/** GET /group/students: the named groups of the user's branches with their pupils; 404 if one is not. */
export async function boardGroups(
  q: Queryable,
  auth: AuthContext,
  ids: readonly number[],
): Promise<BoardGroup[]> {
  const groups = await repo.groupsInScope(q, ids, scopeLocations(auth));
  if (groups.length !== ids.length) throw notFound();
  const pupils = await repo.pupilsOf(q, ids);
  const byId = new Map(groups.map((group) => [group.id, group]));
  return ids.map((id) => ({
    id,
    short_name: byId.get(id)?.short_name ?? '',
    students: pupils
      .filter((pupil) => pupil.group_id === id)
      .map(({ id: pupilId, name }) => ({ id: pupilId, name })),
  }));
}

/** Refuses a move the contract or the target group does not allow. */
function checkMove(contract: repo.PupilContractRow, target: repo.BoardGroupRow, field: string): void {
  if (!MOVABLE.has(contract.status)) throw fieldError(409, field, M.notPupil(contract.name));
  if (target.location_id !== contract.location_id) throw fieldError(400, field, M.otherBranch(contract.name));
  // The contract was signed for its course (contract creation refuses a group of another course): a move
  // stays inside the course; another course is a new contract (extension), not a move.
  if (target.course_id !== contract.course_id) throw fieldError(400, field, M.otherCourse(contract.name));
}

/**
 * The tuition receivables due on or after the move date at the new group's weekly price: old rows voided
 * (kept), new rows inserted, the contract's price changed by the difference; audit rows for each. Nothing
 * when the prices are equal or the old group had no price to scale from.
 */
async function reprice(
  q: Queryable,
  actorId: number,
  contract: repo.PupilContractRow,
  oldPrice: string | null,
  newPrice: string,
  on: string,
): Promise<string> {
  if (oldPrice === null || toKopecks(oldPrice) <= 0 || toKopecks(oldPrice) === toKopecks(newPrice)) {
    return contract.full_price;
  }
  const rows = await repo.tuitionFrom(q, contract.id, on);
  if (rows.length === 0) return contract.full_price;
  const oldAmounts = rows.map((row) => toKopecks(row.amount));
  const newAmounts = repriceKopecks(oldAmounts, toKopecks(oldPrice), toKopecks(newPrice));
  await repo.voidReceivables(
    q,
    rows.map((row) => row.id),
  );
  const stored = await repo.insertTuition(
    q,
    contract.id,
    rows.map((row, index) => ({ due_date: row.due_date, amount: formatKopecks(newAmounts[index]) })),
  );
  const difference = newAmounts.reduce((a, b) => a + b, 0) - oldAmounts.reduce((a, b) => a + b, 0);
  const entries = [
    ...rows.map((row): AuditEntry => ({
      actorId,
      entity: 'receivable',
      entityId: row.id,
      action: 'void',
      before: { contract_id: contract.id, type: 'tuition', ...row, void: false },
      after: { contract_id: contract.id, type: 'tuition', ...row, void: true },
    })),
    ...stored.map(({ id, ...row }): AuditEntry => ({
      actorId,
      entity: 'receivable',
      entityId: id,
      action: 'create',
      before: null,
      after: { contract_id: contract.id, type: 'tuition', ...row },
    })),
  ];
  await auditMany(q, entries);
  return formatKopecks(toKopecks(contract.full_price) + difference);
}

/**
 * Moves pupils (contracts) to other groups on a date, inside the caller's transaction: a group_moves row,
 * the contract's group, its tuition from that date at the new group's price, and audit rows. The lessons
 * already recorded keep the pupil (attendance history stays with the old group's lessons). A move to the
 * group the pupil is in does nothing.
 */
export async function movePupils(
  q: Queryable,
  auth: AuthContext,
  moves: { contract_id: number; to_group_id: number }[],
  on: string /* YYYY-MM-DD */,
): Promise<void> {
  if (moves.length === 0) return;
  const contracts = await repo.lockPupilContracts(
    q,
    moves.map((move) => move.contract_id),
  );
  const contractById = new Map(contracts.map((row) => [row.id, row]));
  const groupIds = [
    ...new Set([
      ...moves.map((move) => move.to_group_id),
      ...contracts.flatMap((row) => (row.group_id === null ? [] : [row.group_id])),
    ]),
  ];
  const groupById = new Map((await repo.groupsById(q, groupIds)).map((row) => [row.id, row]));
  for (const move of moves) {
    const contract = contractById.get(move.contract_id);
    const target = groupById.get(move.to_group_id);
    if (!contract || !target) throw notFound();
    if (contract.group_id === target.id) continue;
    checkMove(contract, target, 'students_update');
    const from = contract.group_id === null ? undefined : groupById.get(contract.group_id);
    await repo.recordMove(q, {
      contractId: contract.id,
      from: contract.group_id,
      to: target.id,
      on,
      by: auth.userId,
    });
    const fullPrice = await reprice(
      q,
      auth.userId,
      contract,
      from?.price_per_week ?? null,
      target.price_per_week,
      on,
    );
    await repo.setContractGroup(q, contract.id, target.id, fullPrice);
    await audit(q, {
      actorId: auth.userId,
      entity: 'contract',
      entityId: contract.id,
      action: 'move',
      before: { group_id: contract.group_id, full_price: contract.full_price, version: contract.version },
      after: { group_id: target.id, full_price: fullPrice, version: contract.version + 1, moved_on: on },
    });
    contract.group_id = target.id;
    contract.full_price = fullPrice;
    contract.version += 1;
  }
}

/**
 * POST /students/update: the board's columns as the user left them. Every pupil listed in a column other
 * than their group is a move; preview answers the moves and changes nothing, commit applies them dated the
 * branch's today and answers them.
 */
export async function updateStudents(
  db: Db,
  auth: AuthContext,
  body: UpdateBody,
  now: Date,
): Promise<{ show: StudentMove[] }> {
  const items = body.students_update;
  const show = items[0].show;
  if (items.some((item) => item.show !== show)) throw fieldError(400, 'students_update.show', M.mixedShow);
  const groupIds = items.map((item) => item.id);
  const duplicateGroup = groupIds.find((id, index) => groupIds.indexOf(id) !== index);
  if (duplicateGroup !== undefined) throw fieldError(400, 'students_update.id', M.groupTwice(duplicateGroup));

  return db.transaction(async (tx) => {
    const groups = await repo.groupsInScope(tx, groupIds, scopeLocations(auth));
    if (groups.length !== groupIds.length) throw notFound();
    const groupById = new Map(groups.map((row) => [row.id, row]));
    const placed = items.flatMap((item) =>
      item.students.map((student) => ({ contractId: student.id, groupId: item.id })),
    );
    const contracts = await repo.lockPupilContracts(tx, [
      ...new Set(placed.map((entry) => entry.contractId)),
    ]);
    const contractById = new Map(contracts.map((row) => [row.id, row]));
    const seen = new Set<number>();
    const moves: { contract: repo.PupilContractRow; target: repo.BoardGroupRow }[] = [];
    for (const entry of placed) {
      const contract = contractById.get(entry.contractId);
      const inScope = contract && (auth.allBranches || auth.locations.includes(contract.location_id));
      if (!contract || !inScope) throw notFound();
      if (seen.has(contract.id))
        throw fieldError(400, 'students_update.students', M.studentTwice(contract.name));
      seen.add(contract.id);
      const target = groupById.get(entry.groupId) as repo.BoardGroupRow;
      if (contract.group_id === target.id) continue;
      checkMove(contract, target, 'students_update.students');
      moves.push({ contract, target });
    }
    const answer = moves.map(({ contract, target }) => ({
      id_students: contract.id,
      student_name: contract.name,
      old_group: contract.group_id,
      new_group: target.id,
      name_group: target.short_name,
    }));
    if (show === 'preview') return { show: answer };
    // Each branch's today: groups of several branches may be on one board.
    const zones = new Map<string, { contract_id: number; to_group_id: number }[]>();
    for (const { contract, target } of moves) {
      const list = zones.get(target.time_zone) ?? [];
      list.push({ contract_id: contract.id, to_group_id: target.id });
      zones.set(target.time_zone, list);
    }
    for (const [zone, list] of zones) await movePupils(tx, auth, list, dateInZone(now, zone));
    return { show: answer };
  });
}
