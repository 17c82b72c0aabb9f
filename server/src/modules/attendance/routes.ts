import type { FastifyInstance } from 'fastify';
import { attendanceEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { attendance } from './service';

/** The attendance calls (issue 11): the attendance report of the groups. */
export function attendanceRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, attendanceEndpoints.attendanceGet, ({ auth, scope, query }) =>
    attendance(ctx.db, auth, scope, query),
  );
}
