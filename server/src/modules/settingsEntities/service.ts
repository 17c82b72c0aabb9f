import {
  EDITABLE_ENTITY_TYPES,
  REPORT_LINKS_CONFIG,
  SETTINGS_ENTITY_MESSAGES as M,
  reportLinkSchema,
  type EditableEntity,
  type LocationRow,
  type ParsedBody,
  type ReferenceRemoveAnswer,
  type ReportLink,
  type RequisiteRow,
  type settingsEntityEndpoints,
} from 'shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db } from '../../db/db';
import { ApiError, notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { staleVersion } from '../leads/service';
import * as repo from './repository';

// The settings' reference lists (sales-people-settings.md sections 3, 5, 7 and 8): entities, locations and
// requisites, each change in one transaction with its audit row. GET /entities-types/get reads these tables
// on every request (no cache on the server), so a change reaches every area on its next read; the pages
// revalidate their copy after a change.

type E = typeof settingsEntityEndpoints;

const refuse = (field: string, message: string) => new ApiError(422, message, { [field]: message });

// Entities ----------------------------------------------------------------------------------------------

export function listEntities(db: Db): Promise<EditableEntity[]> {
  return repo.listEntities(db, EDITABLE_ENTITY_TYPES);
}

export function addEntity(
  db: Db,
  actorId: number,
  body: ParsedBody<E['entityAdd']>,
  now: Date,
): Promise<{ type: EditableEntity['type']; data: EditableEntity }> {
  return db.transaction(async (tx) => {
    if (await repo.entityValueTaken(tx, body.type, body.value, null))
      throw refuse('value', M.duplicateEntity);
    const row = await repo.insertEntity(tx, body.type, body.value);
    await audit(tx, {
      actorId,
      entity: 'entity',
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
      at: now,
    });
    return { type: row.type, data: row };
  });
}

export function modifyEntity(
  db: Db,
  actorId: number,
  body: ParsedBody<E['entityModify']>,
  now: Date,
): Promise<EditableEntity> {
  return db.transaction(async (tx) => {
    const before = await repo.lockEntity(tx, body.id);
    if (!before || !(EDITABLE_ENTITY_TYPES as readonly string[]).includes(before.type)) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    if (await repo.entityValueTaken(tx, body.type, body.value, body.id))
      throw refuse('value', M.duplicateEntity);
    const row = await repo.updateEntity(tx, body.id, body.type, body.value);
    await audit(tx, {
      actorId,
      entity: 'entity',
      entityId: row.id,
      action: 'update',
      before,
      after: row,
      at: now,
    });
    return row;
  });
}

export function removeEntity(
  db: Db,
  actorId: number,
  body: ParsedBody<E['entityRemove']>,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockEntity(tx, body.id);
    if (!before || !(EDITABLE_ENTITY_TYPES as readonly string[]).includes(before.type)) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    await repo.deleteEntity(tx, body.id);
    await audit(tx, {
      actorId,
      entity: 'entity',
      entityId: body.id,
      action: 'delete',
      before,
      after: null,
      at: now,
    });
    return { id: body.id };
  });
}

// Locations ---------------------------------------------------------------------------------------------

const branchesOf = (scope: RouteScope): readonly number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

export function listLocations(db: Db, scope: RouteScope): Promise<LocationRow[]> {
  return repo.listLocations(db, branchesOf(scope));
}

export function addLocation(
  db: Db,
  actorId: number,
  body: ParsedBody<E['locationAdd']>,
  now: Date,
): Promise<LocationRow> {
  return db.transaction(async (tx) => {
    if (!(await repo.countryExists(tx, body.country_id))) throw refuse('country_id', M.unknownCountry);
    const row = await repo.insertLocation(tx, body);
    await audit(tx, {
      actorId,
      entity: 'location',
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
      at: now,
    });
    return row;
  });
}

export function updateLocation(
  db: Db,
  actorId: number,
  body: ParsedBody<E['locationUpdate']>,
  now: Date,
): Promise<LocationRow> {
  return db.transaction(async (tx) => {
    const before = await repo.lockLocation(tx, body.id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    if (!(await repo.countryExists(tx, body.country_id))) throw refuse('country_id', M.unknownCountry);
    const row = await repo.updateLocation(tx, body.id, body);
    await audit(tx, {
      actorId,
      entity: 'location',
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
 * GET /location/remove: a location nothing refers to is deleted; one that contracts, groups, lessons,
 * costs, payments, tasks or a staff member's branch list name is set inactive instead (deleting it would
 * break them or silently take a branch from the staff), and the answer says which was done.
 */
export function removeLocation(
  db: Db,
  actorId: number,
  id: number,
  now: Date,
): Promise<ReferenceRemoveAnswer> {
  return db.transaction(async (tx) => {
    const before = await repo.lockLocation(tx, id);
    if (!before) throw notFound();
    const deleted =
      !(await repo.locationHeldByStaff(tx, id)) && (await repo.deleteLocationUnlessReferenced(tx, id));
    const after = deleted ? null : await repo.deactivateLocation(tx, id);
    await audit(tx, {
      actorId,
      entity: 'location',
      entityId: id,
      action: deleted ? 'delete' : 'deactivate',
      before,
      after,
      at: now,
    });
    return { id, outcome: deleted ? 'deleted' : 'deactivated' };
  });
}

// Requisites --------------------------------------------------------------------------------------------

export function listRequisites(db: Db): Promise<RequisiteRow[]> {
  return repo.listRequisites(db);
}

export function addRequisite(
  db: Db,
  actorId: number,
  body: ParsedBody<E['requisiteAdd']>,
  now: Date,
): Promise<RequisiteRow> {
  return db.transaction(async (tx) => {
    const row = await repo.insertRequisite(tx, body);
    await audit(tx, {
      actorId,
      entity: 'requisite',
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
      at: now,
    });
    return row;
  });
}

export function updateRequisite(
  db: Db,
  actorId: number,
  body: ParsedBody<E['requisiteUpdate']>,
  now: Date,
): Promise<RequisiteRow> {
  return db.transaction(async (tx) => {
    const before = await repo.lockRequisite(tx, body.id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const row = await repo.updateRequisite(tx, body.id, body);
    await audit(tx, {
      actorId,
      entity: 'requisite',
      entityId: row.id,
      action: 'update',
      before,
      after: row,
      at: now,
    });
    return row;
  });
}

/** GET /requisite/remove: deleted, or set inactive when contracts, costs or holidays name it. */
export function removeRequisite(
  db: Db,
  actorId: number,
  id: number,
  now: Date,
): Promise<ReferenceRemoveAnswer> {
  return db.transaction(async (tx) => {
    const before = await repo.lockRequisite(tx, id);
    if (!before) throw notFound();
    const deleted = !(await repo.requisiteInUse(tx, id));
    let after: RequisiteRow | null = null;
    if (deleted) await repo.deleteRequisite(tx, id);
    else after = await repo.deactivateRequisite(tx, id);
    await audit(tx, {
      actorId,
      entity: 'requisite',
      entityId: id,
      action: deleted ? 'delete' : 'deactivate',
      before,
      after,
      at: now,
    });
    return { id, outcome: deleted ? 'deleted' : 'deactivated' };
  });
}

// Report links ------------------------------------------------------------------------------------------

/** The links of the 'report_links' configuration; an entry that is not a {label, http(s) url} is left out. */
export async function reportLinks(db: Db): Promise<ReportLink[]> {
  const data = await repo.reportLinksConfig(db, REPORT_LINKS_CONFIG);
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    const parsed = reportLinkSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
