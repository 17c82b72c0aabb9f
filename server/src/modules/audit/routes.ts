import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { exportAudit, listAudit } from './service';

/** The audit journal: a page of recorded changes and its XLSX export; nothing here changes the log. */
export function auditRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, auditEndpoints.auditGet, async ({ query }) => listAudit(ctx.db, query));
  route(api, ctx, auditEndpoints.auditExport, async ({ query }) => exportAudit(ctx.db, query, ctx.now()));
}
