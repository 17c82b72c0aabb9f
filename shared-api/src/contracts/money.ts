import { z } from 'zod';

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
