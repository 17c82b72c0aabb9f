import { z } from 'zod';
import { FIRST_YEAR, bodyId, isoDate, lastYear, queryId } from './fields';
import { CURRENCIES, moneySchema } from './money';

// The receipts schedule (/payments-schedule; money.md does not show its content, docs/decisions.md "Receipts
// schedule"): what the contracts' schedules expect by day against what was received, and order documents.

/** A calendar month 'YYYY-MM' of the years a date may have (FIRST_YEAR to lastYear()). */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .refine((text) => Number(text.slice(0, 4)) >= FIRST_YEAR && Number(text.slice(0, 4)) <= lastYear());

/** GET /payments_schedule/get and /payments_schedule/export: a month, in every branch of the user or one. */
export const receiptsScheduleQuerySchema = z.object({
  month: isoMonth,
  location_id: queryId.optional(),
});

/** GET /payments_schedule/contracts: the contracts of one day, in every branch of the user or one. */
export const receiptsDayQuerySchema = z.object({
  date: isoDate,
  location_id: queryId.optional(),
});

/**
 * The figures of the receipts schedule. A contract's payments cover its dues oldest first (with the credit of
 * a balance carried away by an extension): `covered` is the part of the dues already paid, `outstanding` the
 * rest, `overdue` the outstanding part of dues before the branch's today. `received` is what was paid that
 * day (payments to 'unknown' too), whatever dues it covers.
 */
const figures = {
  /** Dues of the day: receivables not void (a cancelled contract's dues after its cancellation are void). */
  expected: moneySchema,
  covered: moneySchema,
  outstanding: moneySchema,
  overdue: moneySchema,
  received: moneySchema,
};

/** One day of the month in one currency (the branches of one currency summed). */
export const receiptsDaySchema = z.object({
  date: z.string(),
  currency: z.enum(CURRENCIES),
  ...figures,
  /** Contracts with dues or payments that day. */
  contracts: z.number().int().nonnegative(),
});
export type ReceiptsDay = z.infer<typeof receiptsDaySchema>;

/** The month's figures in one currency, and the overdue of earlier months still not paid. */
export const receiptsTotalSchema = z.object({
  currency: z.enum(CURRENCIES),
  ...figures,
  overdue_before: moneySchema,
});
export type ReceiptsTotal = z.infer<typeof receiptsTotalSchema>;

export const receiptsScheduleSchema = z.object({
  month: z.string(),
  /** Days with dues or payments, in date order, rubles before lari. */
  days: z.array(receiptsDaySchema),
  /** One row per currency of the branches asked for. */
  totals: z.array(receiptsTotalSchema),
});
export type ReceiptsSchedule = z.infer<typeof receiptsScheduleSchema>;

/** One contract's part of a day (contract_id null: the payments to 'unknown' taken that day in a branch). */
export const receiptsContractSchema = z.object({
  contract_id: z.number().nullable(),
  number: z.string(),
  full_name: z.string(),
  kid_name: z.string(),
  status: z.union([z.enum(['new', 'active', 'cancelled', 'closed']), z.literal('')]),
  location_id: z.number(),
  currency: z.enum(CURRENCIES),
  /** The kinds of the day's dues (tuition, lunch, additional...). */
  types: z.array(z.string()),
  ...figures,
  /** The contract page (/app/contracts/{id}/{number}/{name}); null for 'unknown'. */
  contract_url: z.string().nullable(),
});
export type ReceiptsContract = z.infer<typeof receiptsContractSchema>;

/** The branches an order document can be made for (sales-people-settings.md: ids 3 and 24). */
export const ORDER_LOCATIONS = [3, 24] as const;

/** POST /generate/order: a branch and a period 'YYYY-MM-DD' (from on or before to). */
export const orderBodySchema = z
  .object({ location: bodyId, from: isoDate, to: isoDate })
  .refine((body) => body.from <= body.to, { path: ['to'] });
