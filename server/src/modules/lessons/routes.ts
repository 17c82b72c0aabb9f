import type { FastifyInstance } from 'fastify';
import { lessonEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { addLesson, listLessons, updateLesson } from './service';

/** The lessons calls (issue 11): a day's lessons, recording a lesson, changing it. */
export function lessonRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('lesson', repo.lessonScope);
  route(api, ctx, lessonEndpoints.lessonGet, async ({ auth, scope, query }) =>
    listLessons(ctx.db, auth, scope, query),
  );
  route(api, ctx, lessonEndpoints.lessonAdd, async ({ auth, scope, body }) =>
    addLesson(ctx.db, auth, scope, body, ctx.now()),
  );
  route(api, ctx, lessonEndpoints.lessonUpdate, async ({ auth, scope, body }) =>
    updateLesson(ctx.db, auth, scope, body, ctx.now()),
  );
}
