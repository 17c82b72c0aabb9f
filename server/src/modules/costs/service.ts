import type {
  CategoryConfig,
  PageAnswer,
  PageRequest,
  ParsedBody,
  Transaction,
  TransactionOptions,
  costEndpoints,
} from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { formatKopecks, toKopecks } from '../../lib/money';
import * as repo from './repository';

/** Refusals of a cost, each naming its field (the form shows them; the errors map keys them by field). */
export const COST_MESSAGES = {
  unknownCategory: (category: string) => `Категории «${category}» нет в настройке категорий затрат`,
  operationRequired: (category: string) => `Выберите операцию категории «${category}»`,
  foreignOperation: (operation: string, category: string) =>
    `Операция «${operation}» не относится к категории «${category}»`,
  noOperations: (category: string) => `У категории «${category}» нет операций: операция не указывается`,
  closedLocation: 'Филиал закрыт: новые затраты в нём не вводятся',
  otherCountry: 'Филиал другой страны: сумма была бы в другой валюте. Удалите запись и добавьте её заново.',
  unknownRequisite: 'Таких действующих реквизитов нет',
  requisiteOfOtherCountry: 'Реквизиты другой страны, чем филиал',
} as const;

/** The branches a scope reaches: null for every branch. */
const branchesOf = (scope: RouteScope): number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

type AddBody = ParsedBody<typeof costEndpoints.transactionAdd>;
type UpdateBody = ParsedBody<typeof costEndpoints.transactionUpdate>;
type RemoveBody = ParsedBody<typeof costEndpoints.transactionRemove>;

/** GET /transaction/get: the costs of the caller's branches, newest first; or one page with its totals. */
export async function listCosts(
  q: Queryable,
  scope: RouteScope,
  page: PageRequest | null,
): Promise<Transaction[] | PageAnswer<typeof costEndpoints.transactionGet>> {
  const filters = page?.filters ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const filter: repo.CostFilter = {
    branches: branchesOf(scope),
    locationId: typeof filters.location_id === 'number' ? filters.location_id : null,
    category: text(filters.category),
    dateFrom: text(filters.date_from),
    dateTo: text(filters.date_to),
    q: page?.q ?? '',
  };
  if (!page) return repo.costRows(q, filter, null);
  const rows = await repo.costRows(q, filter, page);
  const summary = await repo.costSummary(q, filter);
  return { rows, total: summary.total, offset: page.offset, limit: page.limit, totals: summary.totals };
}

/** GET /transaction/options/get: the categories with their operations, the caller's branches, requisites. */
export async function costOptions(q: Queryable, scope: RouteScope): Promise<TransactionOptions> {
  const [categories, locations, requisites] = await Promise.all([
    repo.categoryConfig(q),
    repo.locationOptions(q, branchesOf(scope)),
    repo.requisiteOptions(q),
  ]);
  return { categories, locations, requisites };
}

/**
 * The category and operation: a pair of the 'category' configuration (an operation of the category, or ''
 * for a category without operations), or the pair the cost already has (a category renamed or removed
 * later does not lock its old costs).
 */
function checkCategory(config: CategoryConfig, cost: repo.CostValues, before: repo.StoredCost | null): void {
  if (before && before.category === cost.category && before.operation === cost.operation) return;
  const entry = config.find((item) => item.category === cost.category);
  if (!entry) throw fieldError(400, 'category', COST_MESSAGES.unknownCategory(cost.category));
  if (entry.operations.length === 0) {
    if (cost.operation !== '') throw fieldError(400, 'operation', COST_MESSAGES.noOperations(cost.category));
    return;
  }
  if (cost.operation === '')
    throw fieldError(400, 'operation', COST_MESSAGES.operationRequired(cost.category));
  if (!entry.operations.includes(cost.operation)) {
    throw fieldError(400, 'operation', COST_MESSAGES.foreignOperation(cost.operation, cost.category));
  }
}

/**
 * The branch (in the caller's scope already: the route checked it) is open, or the cost's own; a cost stays
 * in its country (its amount is in the country's currency); the requisite is in use (or the cost's own) and
 * of the branch's country.
 */
async function checkPlace(
  tx: Queryable,
  cost: repo.CostValues,
  before: repo.StoredCost | null,
): Promise<void> {
  const location = await repo.locationState(tx, cost.location_id);
  if (!location) throw notFound();
  if (before && before.location_id !== cost.location_id) {
    const previous = await repo.locationState(tx, before.location_id);
    if (previous && previous.country_id !== location.country_id)
      throw fieldError(400, 'location_id', COST_MESSAGES.otherCountry);
  }
  if (!location.active && before?.location_id !== cost.location_id)
    throw fieldError(400, 'location_id', COST_MESSAGES.closedLocation);
  if (cost.type === null) return;
  const requisite = await repo.requisiteState(tx, cost.type);
  if (!requisite || (!requisite.active && before?.type !== cost.type))
    throw fieldError(400, 'type', COST_MESSAGES.unknownRequisite);
  if (requisite.country_id !== null && requisite.country_id !== location.country_id)
    throw fieldError(400, 'type', COST_MESSAGES.requisiteOfOtherCountry);
}

/** The body's cost as stored: the amount to whole kopecks, no requisite when none is given. */
function costValues(body: AddBody): repo.CostValues {
  return {
    date_transaction: body.date_transaction,
    category: body.category,
    operation: body.operation,
    amount: formatKopecks(toKopecks(body.amount)),
    type: body.type ?? null,
    location_id: body.location_id,
  };
}

async function checkCost(
  tx: Queryable,
  cost: repo.CostValues,
  before: repo.StoredCost | null,
): Promise<void> {
  checkCategory(await repo.categoryConfig(tx), cost, before);
  await checkPlace(tx, cost, before);
}

async function answer(tx: Queryable, id: number): Promise<Transaction> {
  const row = await repo.costById(tx, id);
  if (!row) throw notFound();
  return row;
}

/** POST /transaction/add, in one transaction with its audit row. */
export async function addCost(db: Db, actorId: number, body: AddBody, now: Date): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const cost = costValues(body);
    await checkCost(tx, cost, null);
    const id = await repo.insertCost(tx, cost, actorId, now);
    await audit(tx, {
      actorId,
      entity: 'transaction',
      entityId: id,
      action: 'create',
      before: null,
      after: { ...cost, version: 1 },
      at: now,
    });
    return answer(tx, id);
  });
}

/** POST /transaction/update: from the version the user saw (409 otherwise), with its audit row. */
export async function updateCost(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Transaction> {
  return db.transaction(async (tx) => {
    const before = await repo.lockCost(tx, body.id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const cost = costValues(body);
    await checkCost(tx, cost, before);
    await repo.updateCost(tx, body.id, cost, now);
    await audit(tx, {
      actorId,
      entity: 'transaction',
      entityId: body.id,
      action: 'update',
      before,
      after: { ...cost, version: before.version + 1 },
      at: now,
    });
    return answer(tx, body.id);
  });
}

/** POST /transaction/remove: the row is deleted; its audit row keeps it (the before-image). */
export async function removeCost(
  db: Db,
  actorId: number,
  body: RemoveBody,
  now: Date,
): Promise<{ status: 'OK' }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockCost(tx, body.id);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    await repo.deleteCost(tx, body.id);
    await audit(tx, {
      actorId,
      entity: 'transaction',
      entityId: body.id,
      action: 'delete',
      before,
      after: null,
      at: now,
    });
    return { status: 'OK' as const };
  });
}
