import { parseDate } from '@school/shared-ui';

export type DeadlineClass = 'expired' | 'approaching' | 'new';

/** sales-people-settings.md section 9: a deadline under 2 hours away is 'approaching'. */
export const APPROACHING_MS = 7_200_000;

/** Expired when past, approaching when under 2 hours away, otherwise (and without a deadline) new. */
export function deadlineClass(dateDue: string, now: number): DeadlineClass {
  const due = parseDate(dateDue);
  if (!due) return 'new';
  const left = due.toMillis() - now;
  if (left < 0) return 'expired';
  if (left < APPROACHING_MS) return 'approaching';
  return 'new';
}
