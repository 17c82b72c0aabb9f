import type { FastifyInstance } from 'fastify';
import { learningEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { addGroup, groupOptions, listGroups, removeGroup, updateGroup } from './service';

/** The groups page: the list, the form's options, a new group, an edit, a removal. */
export function groupsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('group', repo.groupScope);
  route(api, ctx, learningEndpoints.groupGet, async ({ auth, page }) => listGroups(ctx.db, auth, page));
  route(api, ctx, learningEndpoints.groupOptionsGet, async ({ auth }) => groupOptions(ctx.db, auth));
  route(api, ctx, learningEndpoints.groupAdd, async ({ auth, body }) =>
    addGroup(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, learningEndpoints.groupUpdate, async ({ auth, body }) =>
    updateGroup(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, learningEndpoints.groupRemove, async ({ auth, body }) =>
    removeGroup(ctx.db, auth, body, ctx.now()),
  );
}
