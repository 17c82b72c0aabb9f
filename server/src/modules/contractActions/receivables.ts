import type { DebitCreditLine, MealType } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { auditMany } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { formatKopecks, toKopecks } from '../../lib/money';
import { contractData } from '../contracts/contractPage';
import { ACTION_MESSAGES as M } from './messages';
import * as repo from './repository';

/** The largest amount of one receivable (NUMERIC(12,2) holds less than 10 000 000 000). */
const MAX_AMOUNT_KOPECKS = 99_999_999_999;

type NewReceivable = { type: string; due_date: string; amount: string; comment?: string | null };

/** Stores the receivables of one contract with their audit rows; answers the contract's lines after. */
async function addReceivables(
  tx: Queryable,
  actorId: number,
  contractId: number,
  rows: readonly NewReceivable[],
  now: Date,
): Promise<{ debt_and_credit: DebitCreditLine[] }> {
  const stored = await repo.insertReceivables(tx, contractId, rows);
  await auditMany(
    tx,
    stored.map((row, i) => ({
      actorId,
      entity: 'receivable',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { ...row, contract_id: contractId, comment: rows[i].comment ?? null },
      at: now,
    })),
  );
  return { debt_and_credit: (await contractData(tx, contractId)).lines };
}

type MealPlanInput = {
  number: string;
  contract_id?: number;
  receivable: { amount: string; type: MealType; date: string }[];
};

/**
 * POST /debt_and_credit/update: the meal plan of the contract with that number in the user's branches (the
 * contract_id our client adds must be that contract). Amounts of zero are not stored; several entries of
 * one category and day add up to one receivable. Refused for a cancelled or closed contract.
 */
export async function addMealPlan(
  db: Db,
  auth: AuthContext,
  input: MealPlanInput,
  now: Date,
): Promise<{ debt_and_credit: DebitCreditLine[] }> {
  const id = await repo.contractIdByNumber(db, input.number, auth.allBranches ? null : auth.locations);
  if (id === undefined || (input.contract_id !== undefined && input.contract_id !== id)) throw notFound();
  const sums = new Map<string, { type: MealType; date: string; kopecks: number }>();
  for (const entry of input.receivable) {
    const key = `${entry.date} ${entry.type}`;
    const sum = sums.get(key) ?? { type: entry.type, date: entry.date, kopecks: 0 };
    sum.kopecks += toKopecks(entry.amount);
    sums.set(key, sum);
  }
  if ([...sums.values()].some((sum) => sum.kopecks > MAX_AMOUNT_KOPECKS))
    throw fieldError(400, 'receivable', M.amountTooLarge);
  const rows = [...sums.values()]
    .filter((sum) => sum.kopecks > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((sum) => ({ type: sum.type, due_date: sum.date, amount: formatKopecks(sum.kopecks) }));
  return db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, id);
    if (!contract) throw notFound();
    if (contract.status === 'cancelled' || contract.status === 'closed')
      throw new ApiError(409, M.servicesClosed);
    return addReceivables(tx, auth.userId, id, rows, now);
  });
}

/** POST /add/additional/debt: an 'additional' receivable of the contract, due on the date, with its comment. */
export async function addAdditionalDebt(
  db: Db,
  actorId: number,
  input: { contract_id: number; date: string; amount: string; comment: string },
  now: Date,
): Promise<{ debt_and_credit: DebitCreditLine[] }> {
  return db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, input.contract_id);
    if (!contract) throw notFound();
    const row = {
      type: 'additional',
      due_date: input.date,
      amount: formatKopecks(toKopecks(input.amount)),
      comment: input.comment || null,
    };
    return addReceivables(tx, actorId, contract.id, [row], now);
  });
}
