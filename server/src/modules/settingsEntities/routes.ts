import type { FastifyInstance } from 'fastify';
import { settingsEntityEndpoints as E } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import * as service from './service';

/** The settings' Adding entities tab (entities, locations, requisites) and the links of /reports-links. */
export function settingsEntitiesRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('location', repo.locationScope);
  route(api, ctx, E.entitiesGet, async () => service.listEntities(ctx.db));
  route(api, ctx, E.entityAdd, async ({ auth, body }) =>
    service.addEntity(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.entityModify, async ({ auth, body }) =>
    service.modifyEntity(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.entityRemove, async ({ auth, body }) =>
    service.removeEntity(ctx.db, auth.userId, body, ctx.now()),
  );

  route(api, ctx, E.locationsGet, async ({ scope }) => service.listLocations(ctx.db, scope));
  route(api, ctx, E.locationAdd, async ({ auth, body }) =>
    service.addLocation(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.locationUpdate, async ({ auth, body }) =>
    service.updateLocation(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.locationRemove, async ({ auth, query }) =>
    service.removeLocation(ctx.db, auth.userId, query.id, ctx.now()),
  );

  route(api, ctx, E.requisitesGet, async () => service.listRequisites(ctx.db));
  route(api, ctx, E.requisiteAdd, async ({ auth, body }) =>
    service.addRequisite(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.requisiteUpdate, async ({ auth, body }) =>
    service.updateRequisite(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.requisiteRemove, async ({ auth, query }) =>
    service.removeRequisite(ctx.db, auth.userId, query.id, ctx.now()),
  );

  route(api, ctx, E.reportLinksGet, async () => service.reportLinks(ctx.db));
}
