import type { ContractAddResponse, ContractOptions, ContractPayload } from '@school/shared-api/contracts';
import { audit, auditMany } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { dateInZone } from '../../lib/dates';
import { formatKopecks, toKopecks } from '../../lib/money';
import { generateContractDocument } from '../documents/contractDocument';
import { CONTRACT_MESSAGES as M } from './messages';
import { allocateContractNumber } from './numbers';
import * as repo from './repository';

const COURSE_TYPE = { academic_year: 'course', camp: 'camp_program', individual: 'individual' } as const;

type ScheduleRow = { date: string; amount: string; count_week: number };

/**
 * The schedule rows as signed: unused rows (nothing filled) are dropped; a row with an amount or weeks but no
 * date is refused with its number, a dated row needs an amount; the rows add up to the price exactly.
 */
export function scheduleRows(payload: ContractPayload, totalKopecks: number): ScheduleRow[] {
  if (payload.lessons_type === 'individual') return [];
  const rows: ScheduleRow[] = [];
  payload.payments.forEach((row, index) => {
    const n = index + 1;
    if (row.date === '' && row.amount === '' && row.count_week === '') return;
    if (row.date === '') throw fieldError(400, `payments.${index}.date`, M.rowDateRequired(n));
    if (row.amount === '' || toKopecks(row.amount) === 0) {
      throw fieldError(400, `payments.${index}.amount`, M.rowAmountRequired(n));
    }
    rows.push({
      date: row.date,
      amount: formatKopecks(toKopecks(row.amount)),
      count_week: row.count_week === '' ? 0 : row.count_week,
    });
  });
  if (rows.length === 0) return rows;
  const sum = rows.reduce((total, row) => total + toKopecks(row.amount), 0);
  if (sum !== totalKopecks) {
    throw fieldError(400, 'payments', M.scheduleSum(formatKopecks(sum), formatKopecks(totalKopecks)));
  }
  return rows;
}

type Checked = {
  courseId: number;
  kindergarten: boolean;
  zone: string;
  phone: string;
};

/** The rows the payload names must fit together: course of the service type, group of that course and branch... */
async function checkPayload(q: Queryable, payload: ContractPayload): Promise<Checked> {
  const courseField = payload.lessons_type === 'camp' ? 'camp-program' : 'course';
  const courseId = payload.lessons_type === 'camp' ? payload['camp-program'] : payload.course;
  const course = await repo.courseOf(q, courseId);
  if (!course) throw notFound();
  if (course.type !== COURSE_TYPE[payload.lessons_type])
    throw fieldError(400, courseField, M.courseOfAnotherType);

  if (payload.group !== undefined) {
    const group = await repo.liveGroup(q, payload.group);
    if (!group) throw notFound();
    if (group.course_id !== courseId || group.location_id !== payload.location) {
      throw fieldError(400, 'group', M.groupOfAnotherCourse);
    }
  }

  const place = await repo.placeOf(q, payload.location, payload.requisite);
  if (!place) throw notFound();
  if (!place.requisite_ok) throw fieldError(400, 'requisite', M.requisiteOfAnotherCountry);

  const lead = await repo.leadWithContactPhone(q, payload.id_lead, payload.contact_id);
  if (!lead) throw notFound();
  if (lead.contact_id !== payload.contact_id) throw fieldError(400, 'id_lead', M.leadOfAnotherContact);

  if (payload.lessons_type === 'camp') {
    if (payload.campaign_start > payload.campaign_end) throw fieldError(400, 'campaign_end', M.campaignDates);
    if (payload.first_visit > payload.last_visit) throw fieldError(400, 'last_visit', M.visitDates);
  }
  return { courseId, kindergarten: course.kindergarten, zone: place.zone, phone: lead.phone };
}

/** The price the schedule adds up to, and where the contract starts. */
function priceAndStart(payload: ContractPayload, today: string): { price: string; start: string } {
  switch (payload.lessons_type) {
    case 'academic_year':
      return { price: payload.full_price, start: payload.start_date };
    case 'camp':
      return { price: payload.full_price_camp, start: payload.first_visit };
    case 'individual':
      // Paid per lesson: the learning area charges each lesson given (lesson_price in the details).
      return { price: '0', start: today };
  }
}

/**
 * POST /contract/add, in one transaction: the number of the branch's series, the contract with what was
 * signed, its receivables (the schedule rows, or the whole price on the start day when no row was filled),
 * audit rows for the contract and each receivable, and the document from the matching template.
 */
export async function createContract(
  db: Db,
  actorId: number,
  payload: ContractPayload,
  now: Date,
): Promise<ContractAddResponse> {
  return db.transaction(async (tx) => {
    const checked = await checkPayload(tx, payload);
    const today = dateInZone(now, checked.zone);
    const { price, start } = priceAndStart(payload, today);
    const priceKopecks = toKopecks(price);
    const rows = scheduleRows(payload, priceKopecks);
    const receivables =
      rows.length > 0 || priceKopecks === 0
        ? rows.map((row) => ({ due_date: row.date, amount: row.amount }))
        : [{ due_date: start, amount: formatKopecks(priceKopecks) }];

    const number = await allocateContractNumber(tx, payload.location);
    const { user_id: _manager, ...signed } = payload;
    const details = { ...signed, payments: rows };
    const contract = await repo.insertContract(tx, [
      number,
      payload.contact_id,
      payload.full_name,
      checked.phone,
      payload.kid_name,
      checked.courseId,
      payload.group ?? null,
      payload.location,
      checked.kindergarten,
      start,
      formatKopecks(priceKopecks),
      payload.id_lead,
      payload.lessons_type,
      payload.requisite,
      JSON.stringify(details),
      actorId,
      now,
    ]);
    const stored = await repo.insertTuition(tx, contract.id, receivables);
    await audit(tx, {
      actorId,
      entity: 'contract',
      entityId: contract.id,
      action: 'create',
      before: null,
      after: { number, status: 'new', full_price: formatKopecks(priceKopecks), details },
      at: now,
    });
    await auditMany(
      tx,
      stored.map(({ id, ...row }) => ({
        actorId,
        entity: 'receivable',
        entityId: id,
        action: 'create',
        before: null,
        after: { contract_id: contract.id, type: 'tuition', ...row },
        at: now,
      })),
    );
    const fileName = await generateContractDocument(tx, contract.id);
    return { contract_id: contract.id, number, file_name: fileName ?? '' };
  });
}

/**
 * POST /contract/remove: a contract made by mistake, from the creation result dialog. Only a new contract
 * without payments; it is closed, not deleted (its number stays taken), its receivables are voided and it
 * keeps no document.
 */
export async function removeContract(db: Db, actorId: number, contractId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await repo.lockForRemoval(tx, contractId);
    if (!before) throw notFound();
    if (before.status !== 'new' || before.paid) throw new ApiError(409, M.removeOnlyNew);
    const voided = await repo.voidReceivables(tx, contractId);
    await repo.closeRemoved(tx, contractId, now);
    await audit(tx, {
      actorId,
      entity: 'contract',
      entityId: contractId,
      action: 'remove',
      before: { status: before.status, doc_name: before.doc_name, version: before.version },
      after: { status: 'closed', doc_name: null, version: before.version + 1 },
      at: now,
    });
    await auditMany(
      tx,
      voided.map((row) => ({
        actorId,
        entity: 'receivable',
        entityId: row.id,
        action: 'void',
        before: { ...row, void: false },
        after: { ...row, void: true },
        at: now,
      })),
    );
    return { status: 'OK' as const };
  });
}

/** GET /contract/options/get: courses of the branch's country, the branch's groups, its country's requisites. */
export function contractOptions(q: Queryable, locationId: number): Promise<ContractOptions> {
  return repo.contractOptions(q, locationId);
}
