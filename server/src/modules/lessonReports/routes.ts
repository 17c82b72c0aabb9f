import type { FastifyInstance } from 'fastify';
import { lessonReportEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { campAttendanceReport, firstVisitReport, groupStudentList, studentHours } from './service';

/** The reports read from the lesson journal: camp attendance, first visits, a group's pupils, student hours. */
export function lessonReportRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, lessonReportEndpoints.reportCampGet, ({ scope, query }) =>
    campAttendanceReport(ctx.db, scope, query),
  );
  route(api, ctx, lessonReportEndpoints.reportFirstVisitGet, ({ scope, query }) =>
    firstVisitReport(ctx.db, scope, query),
  );
  route(api, ctx, lessonReportEndpoints.reportGroupStudents, ({ query }) =>
    groupStudentList(ctx.db, query.group_id),
  );
  route(api, ctx, lessonReportEndpoints.reportStudentHours, ({ scope, body }) =>
    studentHours(ctx.db, scope, body),
  );
}
