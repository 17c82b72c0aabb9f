import {
  CONFIG_DATA_SCHEMAS,
  zoomParamSchema,
  type Config,
  type ParsedBody,
  type ParsedQuery,
  type configEndpoints,
} from '@school/shared-api/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import * as repo from './repository';

type KnownName = keyof typeof CONFIG_DATA_SCHEMAS;
type UpdateBody = ParsedBody<typeof configEndpoints.configUpdate>;
type AddBody = ParsedBody<typeof configEndpoints.configAdd>;
type RemoveQuery = ParsedQuery<typeof configEndpoints.configRemove>;

/** The shape each known configuration's data must have, said in the refusal. */
const SHAPES: Record<KnownName, string> = {
  zoom_params:
    'список ссылок {link, group_id}: ссылка http:// или https://, группа - номер существующей группы',
  responsibility: 'список {location, user}: номер филиала и номер активного пользователя',
  administration: 'список {location, user}: номер филиала и номер активного пользователя',
  support: '{user_id}: номер активного пользователя',
  default_teacher: '{user_id}: номер активного пользователя',
  holidays:
    'список {requisite_id, name, date_from, date_to}: реквизиты, название и даты ГГГГ-ММ-ДД (начало не позже конца)',
  category: 'список {category, operations}: название категории и список названий операций',
  schedule: 'список времён начала в виде Ч:мм, например 9:00',
};

/** Refusals of a configuration's data (Russian, naming the problem; nothing is saved). */
export const CONFIG_REFUSALS = {
  shape: (name: KnownName, path: string) =>
    `Неверные данные настройки «${name}»${path ? ` (поле ${path})` : ''}: ожидается ${SHAPES[name]}`,
  noGroups: (ids: number[]) => `Нет групп с номерами: ${ids.join(', ')}`,
  noUsers: (ids: number[]) => `Нет активных пользователей с номерами: ${ids.join(', ')}`,
  noLocations: (ids: number[]) => `Нет филиалов с номерами: ${ids.join(', ')}`,
  noRequisites: (ids: number[]) => `Нет реквизитов с номерами: ${ids.join(', ')}`,
  duplicateZoom: (groupId: number) => `У группы ${groupId} уже есть ссылка Zoom`,
  exists: (name: string) => `Конфигурация «${name}» уже есть: измените её`,
  tooLarge: 'Данные настройки слишком велики (не более 200 000 символов)',
} as const;

const MAX_DATA_CHARS = 200_000;

function isKnown(name: string): name is KnownName {
  return Object.hasOwn(CONFIG_DATA_SCHEMAS, name);
}

function pathOf(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? issue.path.map(String).join('.') : '';
}

/**
 * The configuration's data checked for its name (the shape, then the groups, users, branches and requisites
 * it names); the data as stored. Names the app does not know keep any JSON.
 */
async function checkedData(q: Queryable, name: string, data: unknown): Promise<unknown> {
  if (data === undefined)
    throw fieldError(400, 'data', CONFIG_REFUSALS.shape(isKnown(name) ? name : 'support', ''));
  if (JSON.stringify(data).length > MAX_DATA_CHARS) throw fieldError(400, 'data', CONFIG_REFUSALS.tooLarge);
  if (!isKnown(name)) return data;
  const parsed = CONFIG_DATA_SCHEMAS[name].safeParse(data);
  if (!parsed.success) throw fieldError(400, 'data', CONFIG_REFUSALS.shape(name, pathOf(parsed.error)));
  const value = parsed.data;
  const check = async (
    table: 'groups' | 'users' | 'locations' | 'requisites',
    ids: number[],
    message: (missing: number[]) => string,
    where?: string,
  ) => {
    const missing = await repo.missingIds(q, table, ids, where);
    if (missing.length > 0) throw fieldError(400, 'data', message(missing));
  };
  const activeUsers = (ids: number[]) => check('users', ids, CONFIG_REFUSALS.noUsers, `status = 'active'`);
  switch (name) {
    case 'zoom_params': {
      const list = value as z.infer<(typeof CONFIG_DATA_SCHEMAS)['zoom_params']>;
      const seen = new Set<number>();
      for (const entry of list) {
        if (seen.has(entry.group_id))
          throw fieldError(400, 'data', CONFIG_REFUSALS.duplicateZoom(entry.group_id));
        seen.add(entry.group_id);
      }
      await check(
        'groups',
        list.map((entry) => entry.group_id),
        CONFIG_REFUSALS.noGroups,
      );
      break;
    }
    case 'responsibility':
    case 'administration': {
      const list = value as z.infer<(typeof CONFIG_DATA_SCHEMAS)['responsibility']>;
      await check(
        'locations',
        list.map((entry) => entry.location),
        CONFIG_REFUSALS.noLocations,
      );
      await activeUsers(list.map((entry) => entry.user));
      break;
    }
    case 'support':
    case 'default_teacher':
      await activeUsers([(value as { user_id: number }).user_id]);
      break;
    case 'holidays':
      await check(
        'requisites',
        (value as { requisite_id: number }[]).map((entry) => entry.requisite_id),
        CONFIG_REFUSALS.noRequisites,
      );
      break;
    case 'category':
    case 'schedule':
      break;
  }
  return value;
}

/** Keeps what other areas read from a configuration in step with it (in the same transaction). */
async function applyData(q: Queryable, name: string, data: unknown): Promise<void> {
  if (name === 'holidays') {
    await repo.replaceRequisiteHolidays(q, data as z.infer<(typeof CONFIG_DATA_SCHEMAS)['holidays']>);
  }
}

/** The stored row as answered: the holidays are the requisites' (the table the payment schedules read). */
async function answerOf(q: Queryable, row: Config): Promise<Config> {
  return row.name === 'holidays' ? { ...row, data: await repo.requisiteHolidays(q) } : row;
}

async function answer(q: Queryable, id: number): Promise<Config> {
  const row = await repo.configById(q, id);
  if (!row) throw notFound();
  return answerOf(q, row);
}

/** GET /configs/get: read from the table on every request (no cache: a change reaches every reader at once). */
export async function listConfigs(db: Db, query: { name?: string }): Promise<Config[]> {
  const rows = await repo.listConfigs(db, query.name ? query.name.split(',') : null);
  return Promise.all(rows.map((row) => answerOf(db, row)));
}

/** POST /config/update: the whole data, from the version the user read (409 otherwise), with its audit row. */
export async function updateConfig(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Config> {
  return db.transaction(async (tx) => {
    const before = await repo.lockConfig(tx, body.config_id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const data = await checkedData(tx, before.name, body.data);
    const beforeImage = await answerOf(tx, before);
    await repo.updateConfig(tx, before.id, data, now);
    await applyData(tx, before.name, data);
    await audit(tx, {
      actorId,
      entity: 'config',
      entityId: before.id,
      action: 'update',
      before: beforeImage,
      after: { name: before.name, data, version: before.version + 1, business: body.business ?? false },
      at: now,
    });
    return answer(tx, before.id);
  });
}

/**
 * POST /config/add: a new configuration. For 'zoom_params' the data is one link {link, group_id}, added to
 * the list (the list is created with it when there is none); another name that exists already is refused.
 */
export async function addConfig(db: Db, actorId: number, body: AddBody, now: Date): Promise<Config> {
  return db.transaction(async (tx) => {
    if (body.name === 'zoom_params' && !Array.isArray(body.data)) {
      const entry = zoomParamSchema.safeParse(body.data);
      if (!entry.success)
        throw fieldError(400, 'data', CONFIG_REFUSALS.shape('zoom_params', pathOf(entry.error)));
      const existing = await repo.lockConfigByName(tx, 'zoom_params');
      if (existing) {
        const list = Array.isArray(existing.data) ? existing.data : [];
        const data = await checkedData(tx, 'zoom_params', [...list, entry.data]);
        await repo.updateConfig(tx, existing.id, data, now);
        await audit(tx, {
          actorId,
          entity: 'config',
          entityId: existing.id,
          action: 'add_item',
          before: existing,
          after: { name: existing.name, data, version: existing.version + 1 },
          at: now,
        });
        return answer(tx, existing.id);
      }
      return insert(tx, actorId, 'zoom_params', [entry.data], now);
    }
    return insert(tx, actorId, body.name, body.data, now);
  });
}

async function insert(
  tx: Queryable,
  actorId: number,
  name: string,
  raw: unknown,
  now: Date,
): Promise<Config> {
  const data = await checkedData(tx, name, raw);
  const id = await repo.insertConfig(tx, name, data, now);
  if (id === null) throw new ApiError(409, CONFIG_REFUSALS.exists(name));
  await applyData(tx, name, data);
  await audit(tx, {
    actorId,
    entity: 'config',
    entityId: id,
    action: 'create',
    before: null,
    after: { name, data, version: 1 },
    at: now,
  });
  return answer(tx, id);
}

/** GET /config/remove?id: the configuration is deleted (its readers fall back to their defaults); audited. */
export async function removeConfig(
  db: Db,
  actorId: number,
  query: RemoveQuery,
  now: Date,
): Promise<{ status: 'OK' }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockConfig(tx, query.id);
    if (!before) throw notFound();
    if (query.version !== undefined && before.version !== query.version) throw staleVersion();
    await repo.deleteConfig(tx, before.id);
    await audit(tx, {
      actorId,
      entity: 'config',
      entityId: before.id,
      action: 'delete',
      before,
      after: null,
      at: now,
    });
    return { status: 'OK' as const };
  });
}
