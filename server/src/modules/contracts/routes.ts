import type { FastifyInstance } from 'fastify';
import { moneyEndpoints, salesEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { contractData, renameKid, searchContracts } from './contractPage';
import { contractOptions, createContract, removeContract } from './create';
import { listContracts } from './service';

export function contractsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('contract', repo.contractScope);
  route(api, ctx, salesEndpoints.contractsGet, async ({ auth, query }) => listContracts(ctx.db, auth, query));
  route(api, ctx, moneyEndpoints.contractSearch, async ({ auth, query }) =>
    searchContracts(ctx.db, auth, query.param),
  );
  route(api, ctx, moneyEndpoints.contractKidRename, async ({ auth, body }) =>
    renameKid(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, moneyEndpoints.contractDataGet, async ({ query }) => contractData(ctx.db, query.id));
  route(api, ctx, moneyEndpoints.contractOptionsGet, async ({ query }) =>
    contractOptions(ctx.db, query.location_id),
  );
  route(api, ctx, moneyEndpoints.contractAdd, async ({ auth, body }) =>
    createContract(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, moneyEndpoints.contractRemove, async ({ auth, body }) =>
    removeContract(ctx.db, auth.userId, body.contract_id, ctx.now()),
  );
}
