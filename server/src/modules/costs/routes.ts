import type { FastifyInstance } from 'fastify';
import { costEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { addCost, costOptions, listCosts, removeCost, updateCost } from './service';

/** The costs tab: the list, the form's options, a new cost, an edit, a removal. */
export function costRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('transaction', repo.transactionScope);
  route(api, ctx, costEndpoints.transactionGet, async ({ scope, page }) => listCosts(ctx.db, scope, page));
  route(api, ctx, costEndpoints.transactionOptionsGet, async ({ scope }) => costOptions(ctx.db, scope));
  route(api, ctx, costEndpoints.transactionAdd, async ({ auth, body }) =>
    addCost(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, costEndpoints.transactionUpdate, async ({ auth, body }) =>
    updateCost(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, costEndpoints.transactionRemove, async ({ auth, body }) =>
    removeCost(ctx.db, auth.userId, body, ctx.now()),
  );
}
