import type { AttendanceReport } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import type { RouteScope } from '../../http/route';
import { attendanceReport } from './repository';

/**
 * Roles that read the attendance of every group of their branches; any other holder of
 * report_attendance.view (a teacher) reads the groups they teach and the lessons they gave - the rule of
 * the lessons calls.
 */
const BRANCH_REPORT_ROLES: readonly string[] = ['admin', 'methodist', 'administrator'];

function ownTeacherOf(auth: AuthContext): number | null {
  return auth.roles.some((role) => BRANCH_REPORT_ROLES.includes(role)) ? null : auth.userId;
}

function branchesOf(scope: RouteScope): readonly number[] | null {
  return scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;
}

/** GET /get/attendance: the groups' tables and the filters' choices, within the caller's reach. */
export async function attendance(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  query: { group?: number; teacher?: number; subject?: string; date_start?: string; date_end?: string },
): Promise<AttendanceReport> {
  const row = await attendanceReport(q, {
    branches: branchesOf(scope),
    ownTeacher: ownTeacherOf(auth),
    group: query.group ?? null,
    teacher: query.teacher ?? null,
    subject: query.subject ?? null,
    from: query.date_start ?? null,
    to: query.date_end ?? null,
  });
  return {
    report: row.report,
    filters: { groups: row.groups, teachers: row.teachers, subjects: row.subjects },
  };
}
