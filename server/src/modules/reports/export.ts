import type { z } from 'zod';
import type { reportExportQuerySchema } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import type { FileAnswer, RouteScope } from '../../http/route';
import { dateInZone } from '../../lib/dates';
import { XLSX_CONTENT_TYPE, xlsxWorkbook, type AnySheet } from '../../lib/xlsxTable';
import { LESSON_REPORT_TEXTS } from '../lessonReports/messages';
import { campAttendanceReport, firstVisitReport } from '../lessonReports/service';
import { campAttendanceSheet, firstVisitSheet } from '../lessonReports/sheets';
import { REPORT_TEXTS as T } from './messages';
import { pivotSheet } from './pivotSheet';
import { filterNames } from './repository';
import { firstBranchTimeZone } from '../../db/timeZones';
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

/** Each tab's title: the first line of its export and its sheet's name. */
const TITLES: Record<ReportExportFilter['report'], string> = {
  ...T.titles,
  camp: LESSON_REPORT_TEXTS.titles.camp,
  first_visit: LESSON_REPORT_TEXTS.titles.firstVisit,
};

/** The sheet of the report asked for: its pivot computed as its tab shows it, under the caption. */
async function reportSheet(
  q: Queryable,
  scope: RouteScope,
  filter: ReportExportFilter,
  caption: readonly string[],
): Promise<AnySheet> {
  const title = TITLES[filter.report];
  switch (filter.report) {
    case 'ongoing':
      return pivotSheet(title, (await ongoingReport(q, scope, filter)).pivot, caption);
    case 'pay_by_day':
      return pivotSheet(title, (await payByDayReport(q, scope, filter)).pivot, caption);
    case 'new':
      return pivotSheet(title, (await newContractsReport(q, scope, filter)).pivot, caption);
    case 'camp':
      return campAttendanceSheet(await campAttendanceReport(q, scope, filter), caption);
    case 'first_visit':
      return firstVisitSheet(await firstVisitReport(q, scope, filter), caption);
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
  const [lines, zone] = await Promise.all([
    caption(q, filter, TITLES[filter.report]),
    firstBranchTimeZone(q, branchesOf(scope)),
  ]);
  return {
    body: await xlsxWorkbook([await reportSheet(q, scope, filter, lines)]),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `report_${filter.report}_${dateInZone(now, zone)}.xlsx`,
  };
}
