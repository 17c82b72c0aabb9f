import type { z } from 'zod';
import type { Pivot, reportExportQuerySchema } from 'shared-api/contracts';
import type { Queryable } from '../../db/db';
import type { FileAnswer, RouteScope } from '../../http/route';
import { dateInZone } from '../../lib/dates';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../lib/xlsxTable';
import { REPORT_TEXTS as T } from './messages';
import { pivotSheet } from './pivotSheet';
import { callerTimeZone, filterNames } from './repository';
import { branchesOf, checkedTypes, newContractsReport, ongoingReport, payByDayReport } from './service';

export type ReportExportFilter = z.output<typeof reportExportQuerySchema>;

/** The lines above an export's table: its title and the filters it was made with. */
async function caption(q: Queryable, filter: ReportExportFilter, title: string): Promise<string[]> {
  const names = await filterNames(
    q,
    typeof filter.location === 'number' ? filter.location : null,
    filter.course_id ?? null,
  );
  const branch =
    filter.location === 'all'
      ? T.allBranches
      : filter.location === 'rb'
        ? T.rbBranches
        : (names.location ?? '');
  const course = names.course ?? (filter.course_set ? T.courseSets[filter.course_set] : T.allCourses);
  const lines = [
    title,
    `${T.filters.branch}: ${branch}`,
    `${T.filters.course}: ${course}`,
    `${T.filters.month}: ${T.months[filter.month - 1]} ${filter.year}`,
  ];
  if (filter.report === 'new') {
    const types = checkedTypes(filter).map((type) => T.courseTypes[type]);
    lines.push(`${T.filters.courseTypes}: ${types.join(', ') || '—'}`);
  }
  return lines;
}

/** The pivot of the report asked for, computed as its tab shows it. */
async function reportPivot(q: Queryable, scope: RouteScope, filter: ReportExportFilter): Promise<Pivot> {
  switch (filter.report) {
    case 'ongoing':
      return (await ongoingReport(q, scope, filter)).pivot;
    case 'pay_by_day':
      return (await payByDayReport(q, scope, filter)).pivot;
    case 'new':
      return (await newContractsReport(q, scope, filter)).pivot;
  }
}

/**
 * GET /report/export: the report of a tab with its filters as an XLSX workbook (the pivot the tab shows,
 * under a caption naming the filters), named report_<tab>_<today>.xlsx by the caller's branch's day.
 */
export async function exportReport(
  q: Queryable,
  scope: RouteScope,
  filter: ReportExportFilter,
  now: Date,
): Promise<FileAnswer> {
  const title = T.titles[filter.report];
  const [pivot, lines, zone] = await Promise.all([
    reportPivot(q, scope, filter),
    caption(q, filter, title),
    callerTimeZone(q, branchesOf(scope)),
  ]);
  return {
    body: await xlsxWorkbook([pivotSheet(title, pivot, lines)]),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `report_${filter.report}_${dateInZone(now, zone)}.xlsx`,
  };
}
