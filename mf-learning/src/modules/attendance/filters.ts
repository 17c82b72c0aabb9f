import type { AttendanceQuery } from '@school/shared-api/learning';
import { toApiDate } from '@school/shared-ui';
import type { FilterState } from './AttendanceFilterBar';

/** The group id of the page's sub-path (/app/attendance-reports/12), or ''. */
export const groupFromPath = (subPath: string): string => (/^[1-9]\d{0,9}$/.test(subPath) ? subPath : '');

/**
 * The filters on arrival and after reset: a group from the route shows its whole history; without one the
 * period is the last month (today included), so that every group of the branches opens quickly.
 */
export function defaultFilters(group: string, today = new Date()): FilterState {
  if (group !== '') return { group, teacher: '', subject: '', from: '', to: '' };
  const monthAgo = new Date(today);
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  return { group: '', teacher: '', subject: '', from: toApiDate(monthAgo), to: toApiDate(today) };
}

/** GET /get/attendance's query: the chosen filters only; null while the period runs backwards. */
export function attendanceQuery(filters: FilterState): AttendanceQuery | null {
  if (filters.from !== '' && filters.to !== '' && filters.to < filters.from) return null;
  const query: AttendanceQuery = {};
  if (filters.group !== '') query.group = filters.group;
  if (filters.teacher !== '') query.teacher = filters.teacher;
  if (filters.subject !== '') query.subject = filters.subject;
  if (filters.from !== '') query.date_start = filters.from;
  if (filters.to !== '') query.date_end = filters.to;
  return query;
}

/**
 * The board's origin marker 'studentsKanban': in the query (?from=studentsKanban, as the board links) or in
 * the location state (a string or { from }).
 */
export function fromBoard(search: string, state: unknown): boolean {
  if (new URLSearchParams(search).get('from') === 'studentsKanban') return true;
  if (state === 'studentsKanban') return true;
  if (typeof state !== 'object' || state === null) return false;
  return Object.values(state as Record<string, unknown>).includes('studentsKanban');
}
