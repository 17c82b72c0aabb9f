import type { TaskRoleGroup } from '@school/shared-api/sales';

/** A methodist's task is due two days ahead by default (sales-people-settings.md, constants). */
export const METHODIST_DUE_DAYS = 2;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The form's default due date as a datetime-local value: today 00:00, or two days ahead for a methodist
 * (the spec's 'today 00:00:00'; the seconds are added when sent).
 */
export function defaultDueInput(group: TaskRoleGroup | '', now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (group === 'methodist') day.setDate(day.getDate() + METHODIST_DUE_DAYS);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T00:00`;
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm', seconds optional) as the call's 'YYYY-MM-DD HH:mm:ss'. */
export function toTaskDueDate(input: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(input);
  if (!match) return null;
  return `${match[1]} ${match[2]}${match[3] ?? ':00'}`;
}
