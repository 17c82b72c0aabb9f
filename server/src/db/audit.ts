import type { AuditAction, AuditEntity } from '@school/shared-api/contracts';
import type { Queryable } from './db';
import { insertRows } from './insertRows';

/**
 * One row of the audit log, the one shape of every table's changes: who (the acting user), when,
 * which row (`entity` and its id), what was done, and the stored row before and after the change
 * (null before a creation and after a deletion). The table only takes rows: the database refuses to change
 * or delete them (migration 031).
 */
export type AuditEntry = {
  actorId: number | null;
  /** Table or domain name, one of the journal's list (shared-api auditValues.ts), so /app/audit can name it. */
  entity: AuditEntity;
  entityId: string | number;
  /** One of the journal's list too. */
  action: AuditAction;
  before: unknown;
  after: unknown;
  at?: Date;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function auditRow(entry: AuditEntry, at: Date): Record<string, unknown> {
  return {
    actor_id: entry.actorId,
    at: entry.at ?? at,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    action: entry.action,
    before: json(entry.before),
    after: json(entry.after),
  };
}

/** Writes who changed what, when, with the row before and after; call it inside the transaction of the change. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await auditMany(tx, [entry]);
}

/**
 * The audit rows of a batch change (an import) in multi-row INSERTs, in the same shape as audit();
 * call it inside the transaction of the change. Entries without `at` get one moment for the batch.
 */
export async function auditMany(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  const at = new Date();
  await insertRows(
    tx,
    'audit_log',
    entries.map((entry) => auditRow(entry, at)),
  );
}
