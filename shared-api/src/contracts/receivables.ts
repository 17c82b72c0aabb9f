import { z } from 'zod';
import { queryId } from './fields';
import { CURRENCIES, moneySchema } from './money';

/**
 * The kinds of receivables (DESIGN.md section 5: a contract's debit lines): the payment schedule's tuition,
 * the meal-plan categories, additional debts and a balance carried over by an extension.
 */
export const RECEIVABLE_TYPES = [
  'tuition',
  'breakfast',
  'lunch',
  'snack',
  'extension',
  'electives',
  'additional',
  'carried_over',
] as const;
export type ReceivableType = (typeof RECEIVABLE_TYPES)[number];

/** GET /receivable/get_by_month: every branch of the user, or the one named. */
export const receivablesByMonthQuerySchema = z.object({ location_id: queryId.optional() });

/**
 * One cell of the receivables pivot (money.md section 3, Receivable: month, type, amount, location_id): the
 * receivables of one branch and type due in one month ('YYYY-MM'), summed, not void; with the branch's
 * currency, so that a total never adds rubles and lari.
 */
export const receivableByMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  type: z.enum(RECEIVABLE_TYPES),
  amount: moneySchema,
  location_id: z.number(),
  currency: z.enum(CURRENCIES),
});
export type ReceivableByMonth = z.infer<typeof receivableByMonthSchema>;

/** The answer of GET /receivable/get_by_month ("response receivables"), newest month first. */
export const receivablesByMonthSchema = z.object({ receivables: z.array(receivableByMonthSchema) });
export type ReceivablesByMonth = z.infer<typeof receivablesByMonthSchema>;
