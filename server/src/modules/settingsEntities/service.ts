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
} from '@school/shared-api/contracts';
import type { Db } from '../../db/db';
import { fieldError } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { addReference, removeReference, updateReference, type ReferenceTable } from './referenceChanges';
import * as repo from './repository';

// The settings' reference lists (sales-people-settings.md sections 3, 5, 7 and 8): entities, locations and
// requisites, each change in one transaction with its audit row. GET /entities-types/get reads these tables
// on every request (no cache on the server), so a change reaches every area on its next read; the pages
// revalidate their copy after a change.

type E = typeof settingsEntityEndpoints;

const change = (db: Db, actorId: number, now: Date) => ({ db, actorId, now });

// Entities ----------------------------------------------------------------------------------------------

const editable = (type: string) => (EDITABLE_ENTITY_TYPES as readonly string[]).includes(type);

/** The editable reference values; a type's value is unique within it, and a removal deletes it. */
const ENTITIES: ReferenceTable<EditableEntity, Pick<EditableEntity, 'type' | 'value'>> = {
  entity: 'entity',
  lock: async (tx, id) => {
    const row = await repo.lockEntity(tx, id);
    return row && editable(row.type) ? row : null;
  },
  check: async (tx, { type, value }, id) => {
    if (await repo.entityValueTaken(tx, type, value, id)) throw fieldError(422, 'value', M.duplicateEntity);
  },
  insert: (tx, { type, value }) => repo.insertEntity(tx, type, value),
  update: (tx, id, { type, value }) => repo.updateEntity(tx, id, type, value),
  removeOrDeactivate: async (tx, id) => {
    await repo.deleteEntity(tx, id);
    return null;
  },
};

export function listEntities(db: Db): Promise<EditableEntity[]> {
  return repo.listEntities(db, EDITABLE_ENTITY_TYPES);
}

export async function addEntity(
  db: Db,
  actorId: number,
  body: ParsedBody<E['entityAdd']>,
  now: Date,
): Promise<{ type: EditableEntity['type']; data: EditableEntity }> {
  const row = await addReference(ENTITIES, change(db, actorId, now), body);
  return { type: row.type, data: row };
}

export function modifyEntity(
  db: Db,
  actorId: number,
  { id, version, ...values }: ParsedBody<E['entityModify']>,
  now: Date,
): Promise<EditableEntity> {
  return updateReference(ENTITIES, change(db, actorId, now), { id, version, values });
}

export async function removeEntity(
  db: Db,
  actorId: number,
  body: ParsedBody<E['entityRemove']>,
  now: Date,
): Promise<{ id: number }> {
  const { id } = await removeReference(ENTITIES, change(db, actorId, now), body);
  return { id };
}

// Locations ---------------------------------------------------------------------------------------------

const branchesOf = (scope: RouteScope): readonly number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

/**
 * A location nothing refers to is deleted; one that contracts, groups, lessons, costs, payments, tasks or
 * a staff member's branch list name is set inactive instead (deleting it would break them or silently take
 * a branch from the staff).
 */
const LOCATIONS: ReferenceTable<LocationRow, Omit<LocationRow, 'id' | 'version'>> = {
  entity: 'location',
  lock: repo.lockLocation,
  check: async (tx, values) => {
    if (!(await repo.countryExists(tx, values.country_id)))
      throw fieldError(422, 'country_id', M.unknownCountry);
  },
  insert: repo.insertLocation,
  update: repo.updateLocation,
  removeOrDeactivate: async (tx, id) =>
    !(await repo.locationHeldByStaff(tx, id)) && (await repo.deleteLocationUnlessReferenced(tx, id))
      ? null
      : repo.deactivateLocation(tx, id),
};

export function listLocations(db: Db, scope: RouteScope): Promise<LocationRow[]> {
  return repo.listLocations(db, branchesOf(scope));
}

export function addLocation(
  db: Db,
  actorId: number,
  body: ParsedBody<E['locationAdd']>,
  now: Date,
): Promise<LocationRow> {
  return addReference(LOCATIONS, change(db, actorId, now), body);
}

export function updateLocation(
  db: Db,
  actorId: number,
  body: ParsedBody<E['locationUpdate']>,
  now: Date,
): Promise<LocationRow> {
  return updateReference(LOCATIONS, change(db, actorId, now), {
    id: body.id,
    version: body.version,
    values: body,
  });
}

/** GET /location/remove: deleted or set inactive (see LOCATIONS), and the answer says which was done. */
export function removeLocation(
  db: Db,
  actorId: number,
  id: number,
  now: Date,
): Promise<ReferenceRemoveAnswer> {
  return removeReference(LOCATIONS, change(db, actorId, now), { id });
}

// Requisites --------------------------------------------------------------------------------------------

const REQUISITES: ReferenceTable<RequisiteRow, Omit<RequisiteRow, 'id' | 'version'>> = {
  entity: 'requisite',
  lock: repo.lockRequisite,
  insert: repo.insertRequisite,
  update: repo.updateRequisite,
  removeOrDeactivate: async (tx, id) => {
    if (await repo.requisiteInUse(tx, id)) return repo.deactivateRequisite(tx, id);
    await repo.deleteRequisite(tx, id);
    return null;
  },
};

export function listRequisites(db: Db): Promise<RequisiteRow[]> {
  return repo.listRequisites(db);
}

export function addRequisite(
  db: Db,
  actorId: number,
  body: ParsedBody<E['requisiteAdd']>,
  now: Date,
): Promise<RequisiteRow> {
  return addReference(REQUISITES, change(db, actorId, now), body);
}

export function updateRequisite(
  db: Db,
  actorId: number,
  body: ParsedBody<E['requisiteUpdate']>,
  now: Date,
): Promise<RequisiteRow> {
  return updateReference(REQUISITES, change(db, actorId, now), {
    id: body.id,
    version: body.version,
    values: body,
  });
}

/** GET /requisite/remove: deleted, or set inactive when contracts, costs or holidays name it. */
export function removeRequisite(
  db: Db,
  actorId: number,
  id: number,
  now: Date,
): Promise<ReferenceRemoveAnswer> {
  return removeReference(REQUISITES, change(db, actorId, now), { id });
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
