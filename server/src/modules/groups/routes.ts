import type { FastifyInstance } from 'fastify';
import { learningEndpoints } from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { listGroups } from './service';

export function groupsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, learningEndpoints.groupGet, async ({ auth, page }) => listGroups(ctx.db, auth, page));
}
