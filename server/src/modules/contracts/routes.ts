import type { FastifyInstance } from 'fastify';
import { moneyEndpoints, salesEndpoints } from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { contractData, renameKid, searchContracts } from './contractPage';
import { listContracts } from './service';

export function contractsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, salesEndpoints.contractsGet, async ({ auth, query }) => listContracts(ctx.db, auth, query));
  route(api, ctx, moneyEndpoints.contractSearch, async ({ auth, query }) =>
    searchContracts(ctx.db, auth, query.param),
  );
  route(api, ctx, moneyEndpoints.contractKidRename, async ({ auth, body }) =>
    renameKid(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, moneyEndpoints.contractDataGet, async ({ query }) => contractData(ctx.db, query.id));
}
