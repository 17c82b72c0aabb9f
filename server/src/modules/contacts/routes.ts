import type { FastifyInstance } from 'fastify';
import { salesEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import * as service from './service';

/** Contacts, their history and comments; leads inside the answers and lead comments also need leads.view. */
export function contactsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('contact', repo.contactScope);
  ctx.scopes.register('comment', repo.commentScope);
  route(api, ctx, endpoints.contactsGet, async ({ auth, query }) =>
    service.listContacts(ctx.db, auth, query),
  );

  route(api, ctx, endpoints.contactSearch, async ({ auth, query }) =>
    service.searchContacts(ctx.db, auth, query),
  );

  route(api, ctx, endpoints.contactHistory, async ({ auth, query }) =>
    service.contactHistory(ctx.db, auth, query.id),
  );

  route(api, ctx, endpoints.contactUpdate, async ({ auth, body }) =>
    service.updateContact(ctx.db, auth, body, ctx.now()),
  );

  route(api, ctx, endpoints.commentAdd, async ({ auth, body }) =>
    service.addComment(ctx.db, auth, body, ctx.now()),
  );

  route(api, ctx, endpoints.commentEdit, async ({ auth, body }) =>
    service.editComment(ctx.db, auth, body, ctx.now()),
  );
}
