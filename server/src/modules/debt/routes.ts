import type { FastifyInstance } from 'fastify';
import { moneyEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { searchDebts } from './service';

export function debtRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, moneyEndpoints.debtSearch, async ({ auth, page }) =>
    searchDebts(ctx.db, auth, ctx.now(), page),
  );
}
