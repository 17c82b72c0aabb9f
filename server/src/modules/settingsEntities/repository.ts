import type { EditableEntity, LocationRow, ReportLink, RequisiteRow } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

/** PostgreSQL's SQLSTATE of a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

const ENTITY = 'id, type, value, version';
const LOCATION = 'id, name, city, address, status, country_id, version';
const REQUISITE = 'id, short_name, legal_entity_id, status, version';

// Reference entities ----------------------------------------------------------------------------------

export function listEntities(q: Queryable, types: readonly string[]): Promise<EditableEntity[]> {
  return q.query<EditableEntity>(
    `SELECT ${ENTITY} FROM entities WHERE type = ANY($1::text[]) ORDER BY type, value, id`,
    [types],
  );
}

export async function lockEntity(q: Queryable, id: number): Promise<EditableEntity | null> {
  const [row] = await q.query<EditableEntity>(`SELECT ${ENTITY} FROM entities WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row ?? null;
}

/** Another row of the type with the same value (case and surrounding spaces aside). */
export async function entityValueTaken(
  q: Queryable,
  type: string,
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM entities WHERE type = $1 AND lower(btrim(value)) = lower(btrim($2))
       AND ($3::int IS NULL OR id <> $3) LIMIT 1`,
    [type, value, exceptId],
  );
  return rows.length > 0;
}

export async function insertEntity(q: Queryable, type: string, value: string): Promise<EditableEntity> {
  const [row] = await q.query<EditableEntity>(
    `INSERT INTO entities (type, value) VALUES ($1, $2) RETURNING ${ENTITY}`,
    [type, value],
  );
  return row;
}

export async function updateEntity(
  q: Queryable,
  id: number,
  type: string,
  value: string,
): Promise<EditableEntity> {
  const [row] = await q.query<EditableEntity>(
    `UPDATE entities SET type = $2, value = $3, version = version + 1 WHERE id = $1 RETURNING ${ENTITY}`,
    [id, type, value],
  );
  return row;
}

export async function deleteEntity(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM entities WHERE id = $1', [id]);
}

// Locations -------------------------------------------------------------------------------------------

/** The locations a user may see: `locations` null means every branch. */
export function listLocations(q: Queryable, locations: readonly number[] | null): Promise<LocationRow[]> {
  return q.query<LocationRow>(
    `SELECT ${LOCATION} FROM locations WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY name, id`,
    [locations === null ? null : [...locations]],
  );
}

export async function lockLocation(q: Queryable, id: number): Promise<LocationRow | null> {
  const [row] = await q.query<LocationRow>(`SELECT ${LOCATION} FROM locations WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row ?? null;
}

export async function countryExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM countries WHERE id = $1', [id])).length > 0;
}

type LocationValues = Omit<LocationRow, 'id' | 'version'>;

export async function insertLocation(q: Queryable, values: LocationValues): Promise<LocationRow> {
  const [row] = await q.query<LocationRow>(
    `INSERT INTO locations (name, city, address, status, country_id) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${LOCATION}`,
    [values.name, values.city, values.address, values.status, values.country_id],
  );
  return row;
}

export async function updateLocation(q: Queryable, id: number, values: LocationValues): Promise<LocationRow> {
  const [row] = await q.query<LocationRow>(
    `UPDATE locations SET name = $2, city = $3, address = $4, status = $5, country_id = $6,
       version = version + 1 WHERE id = $1 RETURNING ${LOCATION}`,
    [id, values.name, values.city, values.address, values.status, values.country_id],
  );
  return row;
}

/** True when a staff member's branch list holds the location (its foreign key would cascade). */
export async function locationHeldByStaff(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM user_locations WHERE location_id = $1 LIMIT 1', [id])).length > 0;
}

/**
 * Deletes the location unless a row refers to it through a foreign key (contracts, groups, lessons,
 * appointments, costs, payments, tasks): then the savepoint is rolled back and false is answered. Inside
 * the caller's transaction.
 */
export async function deleteLocationUnlessReferenced(q: Queryable, id: number): Promise<boolean> {
  await q.query('SAVEPOINT location_remove');
  try {
    await q.query('DELETE FROM locations WHERE id = $1', [id]);
  } catch (error) {
    if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
    await q.query('ROLLBACK TO SAVEPOINT location_remove');
    return false;
  }
  await q.query('RELEASE SAVEPOINT location_remove');
  return true;
}

export async function deactivateLocation(q: Queryable, id: number): Promise<LocationRow> {
  const [row] = await q.query<LocationRow>(
    `UPDATE locations SET status = 'inactive', version = version + 1 WHERE id = $1 RETURNING ${LOCATION}`,
    [id],
  );
  return row;
}

// Requisites ------------------------------------------------------------------------------------------

export function listRequisites(q: Queryable): Promise<RequisiteRow[]> {
  return q.query<RequisiteRow>(`SELECT ${REQUISITE} FROM requisites ORDER BY short_name, id`);
}

export async function lockRequisite(q: Queryable, id: number): Promise<RequisiteRow | null> {
  const [row] = await q.query<RequisiteRow>(`SELECT ${REQUISITE} FROM requisites WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return row ?? null;
}

type RequisiteValues = Omit<RequisiteRow, 'id' | 'version'>;

export async function insertRequisite(q: Queryable, values: RequisiteValues): Promise<RequisiteRow> {
  const [row] = await q.query<RequisiteRow>(
    `INSERT INTO requisites (short_name, legal_entity_id, status) VALUES ($1, $2, $3) RETURNING ${REQUISITE}`,
    [values.short_name, values.legal_entity_id, values.status],
  );
  return row;
}

export async function updateRequisite(
  q: Queryable,
  id: number,
  values: RequisiteValues,
): Promise<RequisiteRow> {
  const [row] = await q.query<RequisiteRow>(
    `UPDATE requisites SET short_name = $2, legal_entity_id = $3, status = $4, version = version + 1
     WHERE id = $1 RETURNING ${REQUISITE}`,
    [id, values.short_name, values.legal_entity_id, values.status],
  );
  return row;
}

/** True when contracts, costs or holidays (whose foreign key would cascade) name the requisite. */
export async function requisiteInUse(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM contracts WHERE requisite_id = $1)
         OR EXISTS (SELECT 1 FROM transactions WHERE type = $1)
         OR EXISTS (SELECT 1 FROM requisite_holidays WHERE requisite_id = $1) AS used`,
    [id],
  );
  return row.used;
}

export async function deleteRequisite(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM requisites WHERE id = $1', [id]);
}

export async function deactivateRequisite(q: Queryable, id: number): Promise<RequisiteRow> {
  const [row] = await q.query<RequisiteRow>(
    `UPDATE requisites SET status = 'inactive', version = version + 1 WHERE id = $1 RETURNING ${REQUISITE}`,
    [id],
  );
  return row;
}

// Report links ----------------------------------------------------------------------------------------

export async function reportLinksConfig(q: Queryable, name: string): Promise<unknown> {
  const [row] = await q.query<{ data: unknown }>('SELECT data FROM configs WHERE name = $1', [name]);
  return row?.data ?? null;
}

export type { ReportLink };

/** Scope check (http/scope.ts): a branch is in reach when it is one of the caller's. */
export const locationScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM locations x WHERE x.id = $1 AND ($2::int[] IS NULL OR x.id = ANY($2::int[]))',
      [id, branches],
    ),
};
