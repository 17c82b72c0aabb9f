import {
  categoryConfigSchema,
  type CategoryConfig,
  type Currency,
  type PageRequest,
  type Transaction,
  type TransactionOptions,
} from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';
import { searchWords } from '../../lib/searchWords';

// The SQL of the costs tab: the transactions table, the 'category' configuration and the branches and
// requisites the form offers.

const CURRENCY = `CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END`;

const COLUMNS = `
  t.id, to_char(t.date_transaction, 'YYYY-MM-DD') AS date_transaction, t.category, t.operation,
  t.amount::text AS amount, t.type, t.location_id, ${CURRENCY} AS currency, t.version`;
const FROM = `
  FROM transactions t
  JOIN locations l ON l.id = t.location_id
  JOIN countries co ON co.id = l.country_id`;

const SORTS: Record<string, string> = {
  date_transaction: 't.date_transaction',
  amount: 't.amount',
  category: 't.category',
  operation: 't.operation',
};

/** What the list is limited to: the caller's branches (null: every branch), the page's filters and search. */
export type CostFilter = {
  branches: readonly number[] | null;
  locationId: number | null;
  category: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  q: string;
};

const WHERE = `WHERE ($1::int[] IS NULL OR t.location_id = ANY($1::int[]))
    AND ($2::int IS NULL OR t.location_id = $2)
    AND ($3::text IS NULL OR t.category = $3)
    AND ($4::date IS NULL OR t.date_transaction >= $4)
    AND ($5::date IS NULL OR t.date_transaction <= $5)
    AND NOT EXISTS (SELECT 1 FROM unnest($6::text[]) AS w(word)
                    WHERE lower(t.category || ' ' || t.operation || ' ' || l.name) NOT LIKE '%' || w.word || '%' ESCAPE '\\')`;

const whereParams = (filter: CostFilter): unknown[] => [
  filter.branches === null ? null : [...filter.branches],
  filter.locationId,
  filter.category,
  filter.dateFrom,
  filter.dateTo,
  searchWords(filter.q),
];

/** The matching costs, newest first; a page of them when `page` is given. */
export function costRows(
  q: Queryable,
  filter: CostFilter,
  page: Pick<PageRequest, 'limit' | 'offset' | 'sort' | 'order'> | null,
): Promise<Transaction[]> {
  if (!page) {
    return q.query<Transaction>(
      `SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY t.date_transaction DESC, t.id DESC`,
      whereParams(filter),
    );
  }
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  return q.query<Transaction>(
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
     ORDER BY ${SORTS[page.sort] ?? SORTS.date_transaction} ${direction}, t.id ${direction}
     LIMIT $7 OFFSET $8`,
    [...whereParams(filter), page.limit, page.offset],
  );
}

/** How many costs match, and their sum per currency (never adding rubles and lari). */
export async function costSummary(
  q: Queryable,
  filter: CostFilter,
): Promise<{ total: number; totals: { currency: Currency; amount: string }[] }> {
  const [summary] = await q.query<{ total: number; totals: { currency: Currency; amount: string }[] }>(
    `SELECT (SELECT count(*)::int ${FROM} ${WHERE}) AS total,
            COALESCE((SELECT json_agg(json_build_object('currency', s.currency, 'amount', s.amount::text)
                                      ORDER BY s.currency)
                        FROM (SELECT ${CURRENCY} AS currency, SUM(t.amount) AS amount
                                ${FROM} ${WHERE} GROUP BY 1) s), '[]') AS totals`,
    whereParams(filter),
  );
  return summary;
}

export async function costById(q: Queryable, id: number): Promise<Transaction | undefined> {
  const [row] = await q.query<Transaction>(`SELECT ${COLUMNS} ${FROM} WHERE t.id = $1`, [id]);
  return row;
}

/** A cost as stored (the audit's before-image), locked for the change of the caller's transaction. */
export type StoredCost = {
  date_transaction: string;
  category: string;
  operation: string;
  amount: string;
  type: number | null;
  location_id: number;
  version: number;
};

export async function lockCost(tx: Queryable, id: number): Promise<StoredCost | undefined> {
  const [row] = await tx.query<StoredCost>(
    `SELECT to_char(date_transaction, 'YYYY-MM-DD') AS date_transaction, category, operation,
            amount::text AS amount, type, location_id, version
       FROM transactions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export type CostValues = Omit<StoredCost, 'version'>;

export async function insertCost(
  tx: Queryable,
  cost: CostValues,
  actorId: number,
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO transactions
       (date_transaction, category, operation, amount, type, location_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      cost.date_transaction,
      cost.category,
      cost.operation,
      cost.amount,
      cost.type,
      cost.location_id,
      actorId,
      now,
    ],
  );
  return row.id;
}

export async function updateCost(tx: Queryable, id: number, cost: CostValues, now: Date): Promise<void> {
  await tx.query(
    `UPDATE transactions
        SET date_transaction = $2, category = $3, operation = $4, amount = $5, type = $6, location_id = $7,
            version = version + 1, updated_at = $8
      WHERE id = $1`,
    [id, cost.date_transaction, cost.category, cost.operation, cost.amount, cost.type, cost.location_id, now],
  );
}

export async function deleteCost(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM transactions WHERE id = $1', [id]);
}

/** The 'category' configuration; none stored (or not in its shape) is no category. */
export async function categoryConfig(q: Queryable): Promise<CategoryConfig> {
  const [row] = await q.query<{ data: unknown }>(`SELECT data FROM configs WHERE name = 'category'`);
  const parsed = categoryConfigSchema.safeParse(row?.data ?? []);
  return parsed.success ? parsed.data : [];
}

/** A branch: whether it is open, and its country (a cost keeps its currency). */
export async function locationState(
  q: Queryable,
  id: number,
): Promise<{ active: boolean; country_id: number } | undefined> {
  const [row] = await q.query<{ active: boolean; country_id: number }>(
    `SELECT status = 'active' AS active, country_id FROM locations WHERE id = $1`,
    [id],
  );
  return row;
}

/** A requisite: whether it is in use, and its country (null: any). */
export async function requisiteState(
  q: Queryable,
  id: number,
): Promise<{ active: boolean; country_id: number | null } | undefined> {
  const [row] = await q.query<{ active: boolean; country_id: number | null }>(
    `SELECT status = 'active' AS active, country_id FROM requisites WHERE id = $1`,
    [id],
  );
  return row;
}

/** The caller's branches (null: every branch), open ones first, with their currency. */
export function locationOptions(
  q: Queryable,
  branches: readonly number[] | null,
): Promise<TransactionOptions['locations']> {
  return q.query<TransactionOptions['locations'][number]>(
    `SELECT l.id AS value, l.name AS label, ${CURRENCY} AS currency, l.status = 'active' AS active
       FROM locations l JOIN countries co ON co.id = l.country_id
      WHERE $1::int[] IS NULL OR l.id = ANY($1::int[])
      ORDER BY l.status = 'active' DESC, l.name, l.id`,
    [branches === null ? null : [...branches]],
  );
}

/**
 * Requisites with the currency of their country (null: a requisite of no one country), those in use first;
 * closed ones only name the costs entered with them.
 */
export function requisiteOptions(q: Queryable): Promise<TransactionOptions['requisites']> {
  return q.query<TransactionOptions['requisites'][number]>(
    `SELECT r.id AS value, r.short_name AS label,
            CASE WHEN co.code IS NULL THEN NULL ELSE ${CURRENCY} END AS currency, r.status = 'active' AS active
       FROM requisites r LEFT JOIN countries co ON co.id = r.country_id
      ORDER BY r.status = 'active' DESC, r.short_name, r.id`,
  );
}

/** Scope check (http/scope.ts): a cost (transaction) by its branch. */
export const transactionScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM transactions t WHERE t.id = $1 AND ($2::int[] IS NULL OR t.location_id = ANY($2::int[]))',
      [id, branches],
    ),
};
