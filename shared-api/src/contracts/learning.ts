import { z } from 'zod';
import { moneySchema } from './money';

/** A group of GET /group/get (learning.md section 3). Dates are YYYY-MM-DD. */
export const groupSchema = z.object({
  id: z.number(),
  short_name: z.string(),
  course: z.number(),
  location: z.number(),
  teacher: z.array(z.number()),
  start_date: z.string().nullable(),
  students_count: z.number(),
  camp: z.boolean(),
  /** Weekday digits 0-6, Monday = 0. */
  day_of_the_week: z.array(z.number()),
  /** Dates of a camp's training days. */
  training_day: z.array(z.string()),
  weeks: z.number(),
  price_per_week: moneySchema,
});
export type Group = z.infer<typeof groupSchema>;
