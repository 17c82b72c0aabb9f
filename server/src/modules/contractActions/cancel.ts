import { auditMany, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/db';
import { ApiError, notFound, staleVersion, throwIfErrors } from '../../http/errors';
import { dateInZone } from '../../lib/dates';
import { ACTION_MESSAGES as M } from './messages';
import * as repo from './repository';

type CancelInput = { contract_id: number; reason: string; version: number };

/**
 * POST /contract/cancel (money.md section 4; DESIGN.md section 5): a new or active contract, still at the
 * version the page loaded, becomes cancelled on its branch's today with the reason; its receivables due
 * after that day are voided (kept, marked void). One transaction with the audit rows of the contract and of
 * every voided receivable.
 */
export async function cancelContract(
  db: Db,
  actorId: number,
  input: CancelInput,
  now: Date,
): Promise<{ contract: { contract_id: number; status: repo.ContractStatus; version: number } }> {
  const reasons = await repo.cancelReasons(db);
  throwIfErrors({ reason: reasons.includes(input.reason) ? undefined : M.reasonUnknown });
  return db.transaction(async (tx) => {
    const before = await repo.lockContract(tx, input.contract_id);
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    if (before.status !== 'new' && before.status !== 'active') throw new ApiError(409, M.cancelNotAllowed);
    const today = dateInZone(now, before.time_zone);
    const voided = await repo.voidReceivablesAfter(tx, before.id, today);
    const after = await repo.setStatus(tx, before.id, 'cancelled', { on: today, reason: input.reason });
    const entries: AuditEntry[] = [
      {
        actorId,
        entity: 'contract',
        entityId: before.id,
        action: 'cancel',
        before: { status: before.status, version: before.version },
        after,
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
    ];
    await auditMany(tx, entries);
    return { contract: { contract_id: before.id, status: after.status, version: after.version } };
  });
}
