import {
  reportMonthRange,
  type CourseType,
  type MoneyReportFilter,
  type NewContractsFilter,
  type NewContractsReport,
  type OngoingReport,
  type PayByDayReport,
} from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import type { RouteScope } from '../../http/route';
import { newContractsPivot, ongoingPivot, payByDayPivot } from './pivots';
import { newContracts, ongoingCounts, paymentsByDay, type ReportScope } from './repository';

/** The caller's branches: null for a role with every branch. */
export const branchesOf = (scope: RouteScope): number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

/** The filters of a report request as the repository reads them, inside the caller's branches. */
export function reportScope(scope: RouteScope, filter: MoneyReportFilter): ReportScope {
  return {
    branches: branchesOf(scope),
    location: typeof filter.location === 'number' ? filter.location : null,
    rbOnly: filter.location === 'rb',
    courseId: filter.course_id ?? null,
    courseCountry: filter.course_set === 'rb' ? 'BY' : filter.course_set === 'georgia' ? 'GE' : null,
    ...reportMonthRange(filter),
  };
}

/** GET /report/ongoing/get */
export async function ongoingReport(
  q: Queryable,
  scope: RouteScope,
  filter: MoneyReportFilter,
): Promise<OngoingReport> {
  const rows = await ongoingCounts(q, reportScope(scope, filter));
  return {
    report: rows
      .filter((row) => row.level === 0)
      .map((row) => ({
        location_id: row.location_id as number,
        course_id: row.course_id as number,
        count: row.count,
      })),
    pivot: ongoingPivot(rows),
  };
}

/** GET /report/pay_by_day_and_by_city/get */
export async function payByDayReport(
  q: Queryable,
  scope: RouteScope,
  filter: MoneyReportFilter,
): Promise<PayByDayReport> {
  const rows = await paymentsByDay(q, reportScope(scope, filter));
  return {
    report: rows
      .filter((row) => row.level === 0)
      .map((row) => ({
        date: row.date as string,
        city: row.city as string,
        amount: row.amount,
        currency: row.currency,
      })),
    pivot: payByDayPivot(rows),
  };
}

/** The course types the checkboxes of the new-contracts report tick. */
export function checkedTypes(filter: Pick<NewContractsFilter, 'camp' | 'individual' | 'academic_year'>) {
  const types: CourseType[] = [];
  if (filter.academic_year) types.push('course');
  if (filter.camp) types.push('camp_program');
  if (filter.individual) types.push('individual');
  return types;
}

/** GET /report/new/get */
export async function newContractsReport(
  q: Queryable,
  scope: RouteScope,
  filter: NewContractsFilter,
): Promise<NewContractsReport> {
  const types = checkedTypes(filter);
  const rows = types.length === 0 ? [] : await newContracts(q, reportScope(scope, filter), types);
  return {
    report: rows
      .filter((row) => row.level === 0)
      .map((row) => ({
        week: row.week as string,
        course_id: row.course_id as number,
        course_type: row.course_type as CourseType,
        location_name: row.location_name as string,
        count: row.count,
        count_new: row.count_new,
        count_paid: row.count_paid,
      })),
    pivot: newContractsPivot(rows),
  };
}
