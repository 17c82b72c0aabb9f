import type { FastifyInstance } from 'fastify';
import { accessEndpoints, peopleEndpoints } from '@school/shared-api/contracts';

const endpoints = { ...peopleEndpoints, ...accessEndpoints };
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import {
  activateUser,
  addUser,
  disableUser,
  listAccessUsers,
  updateAccess,
  userObligations,
} from './service';

/** Users and access (issue 14): the staff list, a new user, edits, deactivation with transfer, activation. */
export function accessRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('user', repo.userScope);
  route(api, ctx, endpoints.accessGet, async ({ auth }) => listAccessUsers(ctx.db, auth));
  route(api, ctx, endpoints.userAdd, async ({ auth, scope, body }) =>
    addUser(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, endpoints.accessUpdate, async ({ auth, scope, body }) =>
    updateAccess(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, endpoints.userObligation, async ({ query }) =>
    userObligations(ctx.db, query.user, ctx.now()),
  );
  route(api, ctx, endpoints.userDisable, async ({ auth, scope, body }) =>
    disableUser(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, endpoints.userActivate, async ({ auth, query }) =>
    activateUser(ctx.db, auth, query.user, ctx.now()),
  );
}
