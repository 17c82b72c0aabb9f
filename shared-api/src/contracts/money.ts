import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';

/** Money is exchanged as decimal strings with two decimals ("1234.50"), never floats. */
export type Money = string;
/** Currencies of the branches' countries (DESIGN.md section 5): Belarus in rubles, Georgia in lari. */
export const CURRENCIES = ['BYN', 'GEL'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A decimal string with two decimals, optionally negative. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A row of GET /debt/search (money.md section 3). balance = debt - credit; negative is overpayment. */
export const debtRowSchema = z.object({
  contract_id: z.number(),
  full_name: z.string(),
  number: z.string(),
  phone: z.string(),
  debt: moneySchema,
  credit: moneySchema,
  balance: moneySchema,
  contract_url: z.string(),
  location_id: z.number(),
});
export type DebtRow = z.infer<typeof debtRowSchema>;

/**
 * A price as the contract forms send it: a positive amount with at most two decimals ('1234.5', '1234.50';
 * a number is accepted too), at most 999 999 999.99.
 */
export const priceInput = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/))
  .refine((text) => Number(text) > 0);

/** A row of a payment schedule (money.md section 3: each date, amount, count_week). */
export const paymentRowSchema = z.object({
  date: z.string(),
  amount: moneySchema,
  count_week: z.number().int().min(0),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** POST /calculations/get: ten monthly instalments of the full price from the start date. */
export const tenPaymentsBodySchema = z.object({
  location: bodyId,
  course: bodyId,
  start_date: isoDate,
  full_price: priceInput,
});

/** The strategies of POST /calculate/parts/get (DESIGN.md section 5). */
export const PART_STRATEGIES = ['per_week', '9parts'] as const;

/** POST /calculate/parts/get: the schedule by weeks or by months of a group's course. */
export const partsBodySchema = z.object({
  weeks: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(104)),
  full_price: priceInput,
  start_date: isoDate,
  group_id: bodyId,
  requisites: bodyId,
  strategy: z.enum(PART_STRATEGIES),
});

const contractStatus = z.enum(['new', 'active', 'cancelled', 'closed']);

/** GET /contract/search: a number, a surname or a phone (at least 2 characters). */
export const contractSearchQuerySchema = z.object({ param: z.string().trim().min(2).max(100) });

/** A hit of the contract search (money.md section 3), keyed by contract_id in the answer. */
export const contractSearchHitSchema = z.object({
  contract_id: z.number(),
  phone: z.string(),
  status: contractStatus,
  full_name: z.string(),
  number: z.string(),
  kid_name: z.string(),
});
export type ContractSearchHit = z.infer<typeof contractSearchHitSchema>;

/** GET /contract_data/get?id= */
export const contractDataQuerySchema = z.object({ id: queryId });

/**
 * A debit/credit line (money.md section 3): a receivable (type 'debit', its kind in category: tuition,
 * breakfast...) or a payment (type 'credit', category 'payment'); voided receivables are not lines.
 */
export const debitCreditLineSchema = z.object({
  id: z.number(),
  contract_id: z.number(),
  type: z.enum(['debit', 'credit']),
  date: z.string(),
  amount: moneySchema,
  credit: moneySchema,
  category: z.string(),
});
export type DebitCreditLine = z.infer<typeof debitCreditLineSchema>;

/** The contract page's data: the client header, the lines by date and their totals in the branch's currency. */
export const contractDataSchema = z.object({
  contract: z.object({
    contract_id: z.number(),
    number: z.string(),
    full_name: z.string(),
    phone: z.string(),
    kid_name: z.string(),
    course_id: z.number(),
    course: z.string(),
    group_id: z.number().nullable(),
    group: z.string(),
    status: contractStatus,
    children_club: z.boolean(),
    location_id: z.number(),
    currency: z.enum(CURRENCIES),
    /** The row's version: the actions that change the contract send it (DESIGN.md section 3). */
    version: z.number(),
  }),
  lines: z.array(debitCreditLineSchema),
  /** debit - credit; negative is overpayment. */
  totals: z.object({ debit: moneySchema, credit: moneySchema, balance: moneySchema }),
});
export type ContractData = z.infer<typeof contractDataSchema>;

/** POST /contract/kid_rename: the child's name as written on the contract (1 to 200 characters). */
export const kidRenameBodySchema = z.object({
  contract_id: bodyId,
  kid_name: z.string().trim().min(1).max(200),
});
export const kidRenameResponseSchema = z.object({ contract_id: z.number(), kid_name: z.string() });
