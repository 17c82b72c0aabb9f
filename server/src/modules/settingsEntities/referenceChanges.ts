import type { AuditEntity, ReferenceRemoveAnswer } from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { notFound, staleVersion } from '../../http/errors';

/**
 * What the changes of one reference table (entities, locations, requisites) need from its repository, and
 * its own checks. A change is made in one transaction with its audit row under `entity`.
 */
export type ReferenceTable<Row extends { id: number; version: number }, Values> = {
  /** The audit log's entity name. */
  entity: AuditEntity;
  /** The row locked for the change, or null when there is none this tab may change (404). */
  lock: (tx: Queryable, id: number) => Promise<Row | null>;
  /** Throws the 422 of values the table refuses; `id` is the row's own on an update, null on an add. */
  check?: (tx: Queryable, values: Values, id: number | null) => Promise<void>;
  insert: (tx: Queryable, values: Values) => Promise<Row>;
  update: (tx: Queryable, id: number, values: Values) => Promise<Row>;
  /** Deletes the row, answering null, or when other rows refer to it sets it inactive and answers it. */
  removeOrDeactivate: (tx: Queryable, id: number) => Promise<Row | null>;
};

type Change = { db: Db; actorId: number; now: Date };

export function addReference<Row extends { id: number; version: number }, Values>(
  table: ReferenceTable<Row, Values>,
  { db, actorId, now }: Change,
  values: Values,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await table.check?.(tx, values, null);
    const row = await table.insert(tx, values);
    await audit(tx, {
      actorId,
      entity: table.entity,
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
      at: now,
    });
    return row;
  });
}

/** An update from the version the user saw: 404 without the row, 409 when it moved on, then the checks. */
export function updateReference<Row extends { id: number; version: number }, Values>(
  table: ReferenceTable<Row, Values>,
  { db, actorId, now }: Change,
  { id, version, values }: { id: number; version: number; values: Values },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await table.lock(tx, id);
    if (!before) throw notFound();
    if (before.version !== version) throw staleVersion();
    await table.check?.(tx, values, id);
    const row = await table.update(tx, id, values);
    await audit(tx, {
      actorId,
      entity: table.entity,
      entityId: row.id,
      action: 'update',
      before,
      after: row,
      at: now,
    });
    return row;
  });
}

/**
 * A removal: 404 without the row, 409 when a version is given and the row's moved on; the answer says
 * whether the row was deleted or kept as inactive.
 */
export function removeReference<Row extends { id: number; version: number }, Values>(
  table: ReferenceTable<Row, Values>,
  { db, actorId, now }: Change,
  { id, version }: { id: number; version?: number },
): Promise<ReferenceRemoveAnswer> {
  return db.transaction(async (tx) => {
    const before = await table.lock(tx, id);
    if (!before) throw notFound();
    if (version !== undefined && before.version !== version) throw staleVersion();
    const after = await table.removeOrDeactivate(tx, id);
    const deleted = after === null;
    await audit(tx, {
      actorId,
      entity: table.entity,
      entityId: id,
      action: deleted ? 'delete' : 'deactivate',
      before,
      after,
      at: now,
    });
    return { id, outcome: deleted ? 'deleted' : 'deactivated' };
  });
}
