import type {
  CampAttendanceReport,
  FirstVisitReport,
  GroupStudent,
  MoneyReportFilter,
} from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import type { FileAnswer, RouteScope } from '../../http/route';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../lib/xlsxTable';
import { branchesOf, reportScope } from '../reports/service';
import { LESSON_REPORT_TEXTS as T } from './messages';
import { campPivot, firstVisitPivot } from './pivots';
import { campAttendance, firstVisits, groupStudents, studentLessons, studentOfGroup } from './repository';
import { studentHoursSheet } from './sheets';

/** GET /report/camp/get: the camp groups' presence by day and child in the month. */
export async function campAttendanceReport(
  q: Queryable,
  scope: RouteScope,
  filter: MoneyReportFilter,
): Promise<CampAttendanceReport> {
  const rows = await campAttendance(q, reportScope(scope, filter));
  return {
    report: rows
      .filter((row) => row.level === 0)
      .map((row) => ({
        date: row.date as string,
        group_id: row.group_id,
        group_name: row.group_name,
        children_name: row.children_name,
        isPresence: row.present,
        student_id: row.student_id,
      })),
    pivot: campPivot(rows),
  };
}

/** GET /report/first_visit/get: first lessons of a course attended in the month, by day and course. */
export async function firstVisitReport(
  q: Queryable,
  scope: RouteScope,
  filter: MoneyReportFilter,
): Promise<FirstVisitReport> {
  const rows = await firstVisits(q, reportScope(scope, filter));
  return {
    report: rows
      .filter((row) => row.level === 0)
      .map((row) => ({
        date: row.date as string,
        course_id: row.course_id as number,
        count_new: row.count_new,
      })),
    pivot: firstVisitPivot(rows),
  };
}

/** GET /report/student/get (the group is in the caller's branches: the route checked it). */
export function groupStudentList(q: Queryable, groupId: number): Promise<GroupStudent[]> {
  return groupStudents(q, groupId);
}

/**
 * POST /report/student/hours: the pupil's lessons of the group in the period with presence and hours, as
 * student_hours_{contract id}.xlsx. A contract that is no pupil of the group is refused (400, student_id).
 */
export async function studentHours(
  q: Queryable,
  scope: RouteScope,
  body: { group_id: number; student_id: number; date_start: string; date_end: string },
): Promise<FileAnswer> {
  const student = await studentOfGroup(q, body.group_id, body.student_id);
  if (!student) throw fieldError(400, 'student_id', T.notInGroup);
  const lessons = await studentLessons(q, {
    groupId: body.group_id,
    contractId: body.student_id,
    from: body.date_start,
    to: body.date_end,
    branches: branchesOf(scope),
  });
  const sheet = studentHoursSheet(student, { from: body.date_start, to: body.date_end }, lessons);
  return {
    body: await xlsxWorkbook([sheet]),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `student_hours_${body.student_id}.xlsx`,
  };
}
