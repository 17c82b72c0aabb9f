import type { FastifyInstance } from 'fastify';
import { configEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { addConfig, listConfigs, removeConfig, updateConfig } from './service';

/** The settings page's configurations: the list, an update, a new one (or a Zoom link), a removal. */
export function configRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, configEndpoints.configsGet, async ({ query }) => listConfigs(ctx.db, query));
  route(api, ctx, configEndpoints.configUpdate, async ({ auth, body }) =>
    updateConfig(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, configEndpoints.configAdd, async ({ auth, body }) =>
    addConfig(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, configEndpoints.configRemove, async ({ auth, query }) =>
    removeConfig(ctx.db, auth.userId, query, ctx.now()),
  );
}
