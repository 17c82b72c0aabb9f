import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { exportReport } from './export';
import { newContractsReport, ongoingReport, payByDayReport } from './service';

/** The reports page's money reports and the XLSX export of every tab. */
export function reportRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, reportEndpoints.reportOngoingGet, ({ scope, query }) =>
    ongoingReport(ctx.db, scope, query),
  );
  route(api, ctx, reportEndpoints.reportPayByDayGet, ({ scope, query }) =>
    payByDayReport(ctx.db, scope, query),
  );
  route(api, ctx, reportEndpoints.reportNewGet, ({ scope, query }) =>
    newContractsReport(ctx.db, scope, query),
  );
  route(api, ctx, reportEndpoints.reportExport, ({ scope, query }) =>
    exportReport(ctx.db, scope, query, ctx.now()),
  );
}
