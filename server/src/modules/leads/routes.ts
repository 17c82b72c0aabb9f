import type { FastifyInstance } from 'fastify';
import { LEADS_SEARCH_LIMIT, salesEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import * as service from './service';
import { uploadRoutes } from './uploadRoutes';

export function leadsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('lead', repo.leadScope);
  route(api, ctx, endpoints.leadsGet, async ({ auth, query }) => service.boardColumn(ctx.db, auth, query));

  route(api, ctx, endpoints.leadsCounters, async ({ auth }) => service.counters(ctx.db, auth, ctx.now()));

  route(api, ctx, endpoints.checkDuplicate, async ({ auth, query }) => ({
    duplicate: await service.checkDuplicate(ctx.db, auth, query.id),
  }));

  route(api, ctx, endpoints.leadAdd, async ({ auth, body }) =>
    service.addLead(ctx.db, auth, body, ctx.now()),
  );

  route(api, ctx, endpoints.leadUpdate, async ({ auth, body }) =>
    service.updateLead(ctx.db, auth, body, ctx.now()),
  );

  route(api, ctx, endpoints.leadManagerUpdate, async ({ auth, body }) =>
    service.changeManager(ctx.db, auth, body, ctx.now()),
  );

  route(api, ctx, endpoints.leadsSearch, async ({ auth, query }) =>
    service.searchLeads(ctx.db, auth, query, LEADS_SEARCH_LIMIT),
  );

  uploadRoutes(api, ctx);
}
