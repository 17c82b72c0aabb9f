import { DateTime } from 'luxon';

/** The plan's period: two weeks from a Monday (this week and the next by default, like the server). */
export type PlanPeriod = { date_from: string; date_to: string };

/** The two weeks starting `offset` weeks from the Monday of `today` ('YYYY-MM-DD'). */
export function planPeriod(today: string, offset: number): PlanPeriod {
  const monday = DateTime.fromISO(today).startOf('week').plus({ weeks: offset });
  return {
    date_from: monday.toISODate() as string,
    date_to: monday.plus({ days: 13 }).toISODate() as string,
  };
}

/** Today in the browser's zone, 'YYYY-MM-DD'. */
export const localToday = (): string => DateTime.local().toISODate() as string;
