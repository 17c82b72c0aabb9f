import type { FastifyInstance } from 'fastify';
import { salesEndpoints } from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { listContracts } from './service';

export function contractsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, salesEndpoints.contractsGet, async ({ auth, query }) => listContracts(ctx.db, auth, query));
}
