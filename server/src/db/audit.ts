import type { Queryable } from './db';

export type AuditEntry = {
  actorId: number | null;
  /** Table or domain name, e.g. 'payment', 'receivable', 'contract'. */
  entity: string;
  entityId: string | number;
  action: string;
  before: unknown;
  after: unknown;
  at?: Date;
};

/** Writes who changed what, when, with the row before and after; call it inside the transaction of the change. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, at, entity, entity_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.actorId,
      entry.at ?? new Date(),
      entry.entity,
      String(entry.entityId),
      entry.action,
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}
