import type { FastifyInstance } from 'fastify';
import { topicEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { createTopic, listTopics, removeTopic, schedule, updateTopic } from './service';

/** The topics calls (issue 11): the week's schedule, the topics list, a new topic, a change, a removal. */
export function topicRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('topic', repo.topicScope);
  route(api, ctx, topicEndpoints.schedule, async ({ auth, scope, body }) =>
    schedule(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, topicEndpoints.topicGet, async ({ auth, scope, query }) =>
    listTopics(ctx.db, auth, scope, query),
  );
  route(api, ctx, topicEndpoints.topicCreate, async ({ auth, scope, body }) =>
    createTopic(ctx.db, auth, scope, body),
  );
  route(api, ctx, topicEndpoints.topicUpdate, async ({ auth, scope, body }) =>
    updateTopic(ctx.db, auth, scope, body),
  );
  route(api, ctx, topicEndpoints.topicRemove, async ({ auth, scope, body }) =>
    removeTopic(ctx.db, auth, scope, body),
  );
}
