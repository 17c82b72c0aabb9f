import {
  UNKNOWN,
  type PageAnswer,
  type PageRequest,
  type Payment,
  type paymentEndpoints,
} from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { formatKopecks, toKopecks } from '../../lib/money';
import { PAYMENT_MESSAGES } from './messages';
import * as repo from './repository';

/** The branches a scope reaches: null for every branch. */
const branchesOf = (scope: RouteScope): number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

/** GET /payment/get: the payments of the caller's branches, newest first; or one page with its totals. */
export async function listPayments(
  q: Queryable,
  scope: RouteScope,
  page: PageRequest | null,
): Promise<Payment[] | PageAnswer<typeof paymentEndpoints.paymentGet>> {
  const filter = page?.filters.location_id;
  const where: repo.PaymentFilter = {
    branches: branchesOf(scope),
    location: typeof filter === 'number' ? filter : null,
    q: page?.q ?? '',
  };
  if (!page) return repo.allPayments(q, where);
  const { rows, total, totals } = await repo.paymentPage(q, where, page);
  return { rows, total, offset: page.offset, limit: page.limit, totals };
}

async function paymentById(q: Queryable, id: number): Promise<Payment> {
  const payment = await repo.paymentById(q, id);
  if (!payment) throw notFound();
  return payment;
}

/** The contract a payment names, checked against the number sent with it and open for payments. */
async function payableContract(tx: Queryable, id: number, number: string): Promise<repo.ContractRow> {
  const contract = await repo.lockContract(tx, id);
  if (!contract) throw notFound();
  if (number !== '' && number !== contract.number)
    throw fieldError(400, 'number', PAYMENT_MESSAGES.numberMismatch);
  if (contract.status === 'cancelled' || contract.status === 'closed') {
    throw new ApiError(409, PAYMENT_MESSAGES.contractClosed);
  }
  return contract;
}

/** The first payment makes a new contract active (DESIGN.md section 5), with its audit row. */
async function activate(
  tx: Queryable,
  contract: repo.ContractRow,
  actorId: number,
  now: Date,
): Promise<void> {
  if (contract.status !== 'new') return;
  await repo.activateContract(tx, contract.id);
  await audit(tx, {
    actorId,
    entity: 'contract',
    entityId: contract.id,
    action: 'activate',
    before: { status: 'new', version: contract.version },
    after: { status: 'active', version: contract.version + 1 },
    at: now,
  });
}

type AddBody = {
  date: string;
  amount: string;
  contract_id: number | typeof UNKNOWN;
  number: string;
  id_location?: number;
};

/** POST /payment/add, in one transaction with its audit row. */
export async function addPayment(db: Db, actorId: number, body: AddBody, now: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const amount = formatKopecks(toKopecks(body.amount));
    let contractId: number | null = null;
    let locationId: number | null = body.id_location ?? null;
    if (body.contract_id !== UNKNOWN) {
      const contract = await payableContract(tx, body.contract_id, body.number);
      contractId = contract.id;
      locationId = contract.location_id;
      await activate(tx, contract, actorId, now);
    } else if (locationId === null) {
      throw fieldError(400, 'id_location', PAYMENT_MESSAGES.unknownNeedsBranch);
    }
    const id = await repo.insertPayment(tx, {
      contractId,
      date: body.date,
      amount,
      locationId,
      actorId,
      now,
    });
    await audit(tx, {
      actorId,
      entity: 'payment',
      entityId: id,
      action: 'create',
      before: null,
      after: { contract_id: contractId, date: body.date, amount, location_id: locationId },
      at: now,
    });
    return paymentById(tx, id);
  });
}

type UpdateBody = AddBody & { id: number; version: number };

/**
 * POST /payment/update: date and amount from the version the user saw (409 otherwise); a payment to
 * 'unknown' may be attached to its contract (editableOnlyUnknown), a payment of a contract keeps it.
 */
export async function updatePayment(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const row = await repo.lockPayment(tx, body.id);
    if (!row) throw notFound();
    const { location_id: takenIn, ...before } = row;
    if (before.version !== body.version) throw staleVersion();
    let contractId = before.contract_id;
    if (body.contract_id !== UNKNOWN && body.contract_id !== before.contract_id) {
      if (before.contract_id !== null)
        throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.onlyUnknownReattached);
      const contract = await payableContract(tx, body.contract_id, body.number);
      // The money was taken in the currency of the branch that took it: a contract of another country
      // would count it in its own (DESIGN.md section 5: a total never mixes currencies).
      if (takenIn !== null && !(await repo.sameCountry(tx, takenIn, contract.location_id)))
        throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.otherCurrency);
      contractId = contract.id;
      await activate(tx, contract, actorId, now);
    } else if (body.contract_id === UNKNOWN && before.contract_id !== null) {
      throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.onlyUnknownReattached);
    }
    const amount = formatKopecks(toKopecks(body.amount));
    await repo.updatePaymentRow(tx, body.id, { contractId, date: body.date, amount });
    await audit(tx, {
      actorId,
      entity: 'payment',
      entityId: body.id,
      action: 'update',
      before,
      after: { contract_id: contractId, date: body.date, amount, version: before.version + 1 },
      at: now,
    });
    return paymentById(tx, body.id);
  });
}
