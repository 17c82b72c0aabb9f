import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { CURRENCIES, moneySchema, priceInput } from './money';

/** The configurations of the settings page, by name (sales-people-settings.md); 'category' is read by costs. */
export const CONFIG_NAMES = [
  'administration',
  'responsibility',
  'support',
  'category',
  'holidays',
  'default_teacher',
  'zoom_params',
] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

/** Longest category or operation name. */
export const COST_NAME_MAX = 100;

const costName = z.string().trim().min(1).max(COST_NAME_MAX);

/**
 * The 'category' configuration: the categories of costs in the order the form offers them, each with the
 * operations allowed in it (money.md section 3); a category may have none.
 */
export const categoryConfigSchema = z.array(
  z.object({ category: costName, operations: z.array(costName).max(200) }),
);
export type CategoryConfig = z.infer<typeof categoryConfigSchema>;

/** A cost (money.md section 3, "Cost (transaction)") as the costs grid shows it. */
export const transactionSchema = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD'. */
  date_transaction: z.string(),
  category: z.string(),
  /** '' for a category without operations. */
  operation: z.string(),
  amount: moneySchema,
  /** The requisite (legal entity) that paid, when known: an id of the 'requisites' reference list. */
  type: z.number().nullable(),
  location_id: z.number(),
  /** The branch's currency: the amount is in it. */
  currency: z.enum(CURRENCIES),
  /** The row's version: an update or a removal sends it back (409 when someone changed the cost meanwhile). */
  version: z.number(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The five fields of the add form (money.md section 5), and the requisite when known. */
const costFields = {
  date_transaction: isoDate,
  category: costName,
  /** '' only for a category without operations. */
  operation: z.string().trim().max(COST_NAME_MAX),
  amount: priceInput,
  location_id: bodyId,
  type: bodyId.nullable().optional(),
};

/** POST /transaction/add. */
export const transactionAddBodySchema = z.object(costFields);

/** POST /transaction/update: the cost with its id and the version it was read at. */
export const transactionUpdateBodySchema = z.object({
  id: bodyId,
  ...costFields,
  version: z.number().int().positive(),
});

/** POST /transaction/remove: the cost's id, and the version it was read at when the client knows it. */
export const transactionRemoveBodySchema = z.object({
  id: bodyId,
  version: z.number().int().positive().optional(),
});
export const transactionRemoveResponseSchema = z.object({ status: z.literal('OK') });

/** The filters of GET /transaction/get pages: a branch, a category, a period of dates. */
export const transactionFilters = {
  location_id: queryId.optional(),
  category: z.string().trim().min(1).max(COST_NAME_MAX).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};

/**
 * GET /transaction/options/get: what the cost form offers - the categories with their operations, the
 * user's branches (closed ones marked: an old cost keeps its branch, a new one is not entered there) with
 * their currency, and the requisites with the currency of their country (closed ones marked too).
 */
export const transactionOptionsSchema = z.object({
  categories: categoryConfigSchema,
  locations: z.array(
    z.object({ value: z.number(), label: z.string(), currency: z.enum(CURRENCIES), active: z.boolean() }),
  ),
  /** currency null: a requisite of no one country, usable in every branch; closed ones name old costs' only. */
  requisites: z.array(
    z.object({
      value: z.number(),
      label: z.string(),
      currency: z.enum(CURRENCIES).nullable(),
      active: z.boolean(),
    }),
  ),
});
export type TransactionOptions = z.infer<typeof transactionOptionsSchema>;
