import type { Money } from './money';

/** A group of GET /group/get (learning.md section 3). Dates are YYYY-MM-DD. */
export type Group = {
  id: number;
  short_name: string;
  course: number;
  location: number;
  teacher: number[];
  start_date: string | null;
  students_count: number;
  camp: boolean;
  /** Weekday digits 0-6, Monday = 0. */
  day_of_the_week: number[];
  /** Dates of a camp's training days. */
  training_day: string[];
  weeks: number;
  price_per_week: Money;
};
