import type { Config } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

const COLUMNS = 'id, name, data, version';

/** Every configuration, or the named ones, by name. */
export function listConfigs(q: Queryable, names: readonly string[] | null): Promise<Config[]> {
  return names
    ? q.query<Config>(`SELECT ${COLUMNS} FROM configs WHERE name = ANY($1::text[]) ORDER BY name`, [names])
    : q.query<Config>(`SELECT ${COLUMNS} FROM configs ORDER BY name`);
}

export async function configById(q: Queryable, id: number): Promise<Config | undefined> {
  const [row] = await q.query<Config>(`SELECT ${COLUMNS} FROM configs WHERE id = $1`, [id]);
  return row;
}

/** The row locked for the change of the caller's transaction. */
export async function lockConfig(q: Queryable, id: number): Promise<Config | undefined> {
  const [row] = await q.query<Config>(`SELECT ${COLUMNS} FROM configs WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function lockConfigByName(q: Queryable, name: string): Promise<Config | undefined> {
  const [row] = await q.query<Config>(`SELECT ${COLUMNS} FROM configs WHERE name = $1 FOR UPDATE`, [name]);
  return row;
}

/** A new configuration; null when one of the name was added meanwhile. */
export async function insertConfig(
  q: Queryable,
  name: string,
  data: unknown,
  now: Date,
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO configs (name, data, updated_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (name) DO NOTHING RETURNING id`,
    [name, JSON.stringify(data), now],
  );
  return row?.id ?? null;
}

export async function updateConfig(q: Queryable, id: number, data: unknown, now: Date): Promise<void> {
  await q.query(`UPDATE configs SET data = $2::jsonb, version = version + 1, updated_at = $3 WHERE id = $1`, [
    id,
    JSON.stringify(data),
    now,
  ]);
}

export async function deleteConfig(q: Queryable, id: number): Promise<void> {
  await q.query(`DELETE FROM configs WHERE id = $1`, [id]);
}

/** Which of the ids are not rows of the table (with `where` a condition on them, e.g. an active status). */
export async function missingIds(
  q: Queryable,
  table: 'groups' | 'users' | 'locations' | 'requisites',
  ids: readonly number[],
  where = 'TRUE',
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::int[]) AND ${where}`,
    [[...new Set(ids)]],
  );
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** The requisites' holidays as the 'holidays' configuration lists them. */
export function requisiteHolidays(q: Queryable): Promise<unknown[]> {
  return q.query(
    `SELECT requisite_id, name, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to
       FROM requisite_holidays ORDER BY requisite_id, date_from, id`,
  );
}

/** Replaces the requisites' holidays (the payment schedules read this table) with the configuration's. */
export async function replaceRequisiteHolidays(
  q: Queryable,
  holidays: readonly { requisite_id: number; name: string; date_from: string; date_to: string }[],
): Promise<void> {
  await q.query(`DELETE FROM requisite_holidays`);
  if (holidays.length === 0) return;
  await q.query(
    `INSERT INTO requisite_holidays (requisite_id, name, date_from, date_to)
     SELECT * FROM unnest($1::int[], $2::text[], $3::date[], $4::date[])`,
    [
      holidays.map((h) => h.requisite_id),
      holidays.map((h) => h.name),
      holidays.map((h) => h.date_from),
      holidays.map((h) => h.date_to),
    ],
  );
}
