import type { ActiveContract, KindergartenData } from '@school/shared-api/contracts';
import { auditMany, type AuditEntry } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import { dateInZone } from '../../lib/dates';
import { formatKopecks, toKopecks } from '../../lib/money';
import { requisiteHolidays } from '../calculations/repository';
import { perWeek } from '../calculations/schedule';
import { allocateContractNumber } from '../contracts/numbers';
import { generateContractDocument } from '../documents/contractDocument';
import { ACTION_MESSAGES as M } from './messages';
import * as repo from './repository';

/** The contract's debt on its branch's today: receivables due by then (not void) minus every payment. */
async function debtToday(q: Queryable, contract: repo.ActionContract, now: Date): Promise<number> {
  const money = await repo.contractMoney(q, contract.id, dateInZone(now, contract.time_zone));
  return toKopecks(money.debit) - toKopecks(money.credit);
}

/**
 * GET /contract/active/get: the spec's lookup of the active contract - the contract with its debt (what an
 * extension carries over), or an empty list when it is not active.
 */
export async function activeContract(q: Queryable, id: number, now: Date): Promise<ActiveContract[]> {
  const contract = await repo.readContract(q, id);
  if (!contract) throw notFound();
  if (contract.status !== 'active') return [];
  const debt = await debtToday(q, contract, now);
  return [{ contract_id: contract.id, number: contract.number, debt: formatKopecks(debt) }];
}

/** GET /contract/get_kg: the kindergarten courses and their groups in the contract's branch. */
export async function kindergartenData(q: Queryable, id: number): Promise<KindergartenData> {
  const contract = await repo.readContract(q, id);
  if (!contract) throw notFound();
  return repo.kindergartenOptions(q, contract.location_id);
}

type ExtendInput = { contract_id: number; course_id: number; group_id: number; version: number };

/**
 * POST /contract/extend (DESIGN.md section 5): an active children's-club contract, at the version the page
 * loaded, is continued by a successor for the new kindergarten course and group of its branch. In one
 * transaction: its receivables due after the branch's today voided; its balance (debt by today minus
 * payments, to the kopeck) moved to the successor as a 'carried_over' receivable, with the opposite line on
 * the old contract so that it is not counted twice; the successor's tuition schedule from the group's weeks
 * and price; the old contract closed; the successor's document; the audit rows.
 */
export async function extendContract(
  db: Db,
  actorId: number,
  input: ExtendInput,
  now: Date,
): Promise<{ contract_id: number; number: string; file_name: string }> {
  return db.transaction(async (tx) => {
    const old = await repo.lockContract(tx, input.contract_id);
    if (!old) throw notFound();
    if (old.version !== input.version) throw staleVersion();
    if (!old.children_club) throw new ApiError(422, M.extendOnlyKindergarten);
    if (old.status !== 'active') throw new ApiError(409, M.extendNotActive);
    if (!(await repo.isKindergartenCourse(tx, input.course_id)))
      throw fieldError(422, 'course_id', M.courseNotKindergarten);
    const group = await repo.readGroup(tx, input.group_id);
    if (!group || group.course_id !== input.course_id || group.location_id !== old.location_id)
      throw fieldError(422, 'group_id', M.groupNotOfCourse);

    const today = dateInZone(now, old.time_zone);
    const voided = await repo.voidReceivablesAfter(tx, old.id, today);
    const money = await repo.contractMoney(tx, old.id);
    const balance = toKopecks(money.debit) - toKopecks(money.credit);

    const startDate = group.start_date && group.start_date > today ? group.start_date : today;
    const weekPrice = toKopecks(group.price_per_week);
    const fullPrice = weekPrice * group.weeks;
    const holidays = old.requisite_id
      ? ((await requisiteHolidays(tx, old.requisite_id, group.id)) ?? [])
      : [];
    const schedule = fullPrice > 0 ? perWeek(fullPrice, group.weeks, startDate, holidays) : [];

    const number = await allocateContractNumber(tx, old.location_id);
    const successor: repo.NewContract = {
      number,
      contact_id: old.contact_id,
      full_name: old.full_name,
      phone: old.phone,
      kid_name: old.kid_name,
      course_id: input.course_id,
      group_id: group.id,
      location_id: old.location_id,
      // The family goes on attending and has paid under the old contract (docs/decisions.md).
      status: 'active',
      children_club: true,
      start_date: startDate,
      full_price: formatKopecks(fullPrice),
      lessons_type: old.lessons_type,
      requisite_id: old.requisite_id,
      details: {
        ...old.details,
        course: input.course_id,
        group: group.id,
        start_date: startDate,
        weeks: group.weeks,
        week_price: formatKopecks(weekPrice),
        full_price: formatKopecks(fullPrice),
        payments: schedule,
        extended_from: old.number,
      },
      created_by: actorId,
      predecessor_id: old.id,
    };
    const successorId = await repo.insertContract(tx, successor);
    await repo.copyCustomerLinks(tx, old.id, successorId);
    const created = await repo.insertReceivables(tx, successorId, [
      ...schedule.map((row) => ({ type: 'tuition', due_date: row.date, amount: row.amount })),
      ...(balance !== 0 ? [{ type: 'carried_over', due_date: today, amount: formatKopecks(balance) }] : []),
    ]);
    const carriedAway =
      balance !== 0
        ? await repo.insertReceivables(tx, old.id, [
            { type: 'carried_over', due_date: today, amount: formatKopecks(-balance) },
          ])
        : [];
    const closed = await repo.setStatus(tx, old.id, 'closed', null);
    const fileName = await generateContractDocument(tx, successorId);

    const receivableEntry = (contractId: number, row: repo.ReceivableRow): AuditEntry => ({
      actorId,
      entity: 'receivable',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { ...row, contract_id: contractId },
      at: now,
    });
    await auditMany(tx, [
      {
        actorId,
        entity: 'contract',
        entityId: old.id,
        action: 'extend',
        before: { status: old.status, version: old.version },
        after: { status: closed.status, version: closed.version, successor_id: successorId },
        at: now,
      },
      {
        actorId,
        entity: 'contract',
        entityId: successorId,
        action: 'create',
        before: null,
        after: { ...successor, id: successorId },
        at: now,
      },
      ...voided.map((row): AuditEntry => ({
        actorId,
        entity: 'receivable',
        entityId: row.id,
        action: 'void',
        before: { ...row, void: false },
        after: row,
        at: now,
      })),
      ...created.map((row) => receivableEntry(successorId, row)),
      ...carriedAway.map((row) => receivableEntry(old.id, row)),
    ]);
    return { contract_id: successorId, number, file_name: fileName ?? '' };
  });
}
