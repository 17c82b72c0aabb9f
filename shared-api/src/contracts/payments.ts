import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { CURRENCIES, moneySchema, priceInput } from './money';

/** The contract of a payment not yet known (money.md section 5: contract_id and number sent as 'unknown'). */
export const UNKNOWN = 'unknown';

const contractRef = z.union([bodyId, z.literal(UNKNOWN)]);

/** A payment as the payments grid shows it (money.md section 3). */
export const paymentSchema = z.object({
  id: z.number(),
  contract_id: z.union([z.number(), z.literal(UNKNOWN)]),
  number: z.string(),
  date: z.string(),
  amount: moneySchema,
  /** The customer (the contract's parent); '' for a payment to 'unknown'. */
  full_name: z.string(),
  /** The listener (the child). */
  kid_name: z.string(),
  id_location: z.number(),
  /** The contract's status; '' for a payment to 'unknown'. */
  status: z.union([z.enum(['new', 'active', 'cancelled', 'closed']), z.literal('')]),
  currency: z.enum(CURRENCIES),
  /** The row's version: an update sends it back (409 when someone changed the payment meanwhile). */
  version: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * POST /payment/add: the payment's fields flat (as the contract payload, docs/decisions.md). A payment to
 * 'unknown' names the branch it was taken in (id_location); otherwise the contract's branch is the payment's.
 */
export const paymentAddBodySchema = z.object({
  date: isoDate,
  amount: priceInput,
  contract_id: contractRef,
  number: z.string().trim().max(50),
  id_location: bodyId.optional(),
});

/** POST /payment/update: the payment without status and id_location (money.md section 7), with its version. */
export const paymentUpdateBodySchema = z.object({
  id: bodyId,
  date: isoDate,
  amount: priceInput,
  contract_id: contractRef,
  number: z.string().trim().max(50),
  version: z.number().int().positive(),
});

export const paymentQuerySchema = z.object({ location_id: queryId.optional() });
