import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { debitCreditLineSchema, moneySchema } from './money';
import { CONTRACT_STATUSES } from './sales';
import { rowVersion } from './versions';

// The contract page's actions (money.md section 2 "Contract page", sections 4, 5, 7; DESIGN.md section 5):
// cancel, extend, makeups, extra services (meal plan) and additional debt.

/** The meal-plan categories (money.md section 3, Meal-plan entry), in the table's column order. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'snack', 'extension', 'electives'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** Rows of the extra-services table (money.md section 9). */
export const MEAL_PLAN_ROWS = 10;

/** A query naming one contract: `?id=`. */
export const contractIdQuerySchema = z.object({ id: queryId });

/**
 * POST /contract/cancel: the reason (a label of the reasons_cancelled list) and the version of the contract
 * the page loaded (DESIGN.md section 3).
 */
export const contractCancelBodySchema = z.object({
  contract_id: bodyId,
  reason: z.string().trim().min(1).max(200),
  version: rowVersion,
});
export type ContractCancelBody = z.input<typeof contractCancelBodySchema>;
export const contractCancelResponseSchema = z.object({
  contract: z.object({ contract_id: z.number(), status: z.enum(CONTRACT_STATUSES), version: z.number() }),
});

/**
 * GET /contract/active/get?id=: the spec's "lookup of the active contract" before an extension - a list whose
 * first item carries the debt (the balance, debit - credit; negative is overpayment); empty when the contract
 * is not active.
 */
export const activeContractSchema = z.object({
  contract_id: z.number(),
  number: z.string(),
  debt: moneySchema,
});
export type ActiveContract = z.infer<typeof activeContractSchema>;

/** GET /contract/get_kg?id=: the kindergarten courses and their groups in the contract's branch. */
export const kindergartenDataSchema = z.object({
  courses: z.array(z.object({ course_id: z.number(), name: z.string() })),
  groups: z.array(z.object({ group_id: z.number(), short_name: z.string(), course_id: z.number() })),
});
export type KindergartenData = z.infer<typeof kindergartenDataSchema>;

/** POST /contract/extend: the new course and group, and the version of the contract the page loaded. */
export const contractExtendBodySchema = z.object({
  contract_id: bodyId,
  course_id: bodyId,
  group_id: bodyId,
  version: rowVersion,
});
export type ContractExtendBody = z.input<typeof contractExtendBodySchema>;
/** The successor contract; file_name '' while no document of its template exists. */
export const contractExtendResponseSchema = z.object({
  contract_id: z.number(),
  number: z.string(),
  file_name: z.string(),
});

/**
 * A makeup option of GET /contract/set/working_out (learning.md section 3, list_group): a group of the
 * contract's course in its branch, and its lesson days of the next four weeks.
 */
export const makeupOptionSchema = z.object({
  group_id: z.number(),
  group_for_temporary_arrangement: z.number(),
  name_group: z.string(),
  date: z.array(z.string()),
});
export type MakeupOption = z.infer<typeof makeupOptionSchema>;

/** POST /contract/add/working_out. */
export const makeupAssignBodySchema = z.object({
  contract_id: bodyId,
  group_for_temporary_arrangement: bodyId,
  date: isoDate,
});
export type MakeupAssignBody = z.input<typeof makeupAssignBodySchema>;
export const makeupAssignResponseSchema = z.object({
  id_temporary_arrangement: z.number(),
  contract_id: z.number(),
  group_id: z.number(),
  date: z.string(),
  status: z.enum(['new', 'done', 'gap']),
});

/** An amount the forms send: at least 0, at most two decimals ('12', '12.5', 12.5), up to 999 999 999.99. */
const amountInput = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/));

/** A meal-plan entry (money.md section 3): an empty amount is sent as 0 and not stored. */
export const mealPlanEntrySchema = z.object({
  amount: amountInput,
  type: z.enum(MEAL_TYPES),
  date: isoDate,
});

/**
 * POST /debt_and_credit/update: the meal plan sent with the contract number (money.md section 7); our
 * client adds the contract's id, so that the contract is named like in every other call.
 */
export const mealPlanBodySchema = z.object({
  number: z.string().trim().min(1).max(50),
  contract_id: bodyId.optional(),
  receivable: z
    .array(mealPlanEntrySchema)
    .min(1)
    .max(MEAL_PLAN_ROWS * MEAL_TYPES.length),
});
export type MealPlanBody = z.input<typeof mealPlanBodySchema>;

/** The contract's debit/credit lines after the change (as GET /contract_data/get answers them). */
export const debtAndCreditResponseSchema = z.object({ debt_and_credit: z.array(debitCreditLineSchema) });

/** POST /add/additional/debt (its payload is not shown by the spec: docs/decisions.md). */
export const additionalDebtBodySchema = z.object({
  contract_id: bodyId,
  date: isoDate,
  amount: amountInput.refine((text) => Number(text) > 0),
  comment: z.string().trim().max(500).optional().default(''),
});
export type AdditionalDebtBody = z.input<typeof additionalDebtBodySchema>;
