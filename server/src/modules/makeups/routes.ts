import type { FastifyInstance } from 'fastify';
import { makeupEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { deleteMakeup, listMakeups, updateMakeup } from './service';

/** The makeups page (learning.md section 2.5): the list, a change of group, date or status, a removal. */
export function makeupRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('makeup', repo.makeupScope);
  route(api, ctx, makeupEndpoints.makeupGet, async ({ scope }) => listMakeups(ctx.db, scope, ctx.now()));
  route(api, ctx, makeupEndpoints.makeupUpdate, async ({ auth, body }) =>
    updateMakeup(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, makeupEndpoints.makeupDelete, async ({ auth, body }) =>
    deleteMakeup(ctx.db, auth.userId, body, ctx.now()),
  );
}
