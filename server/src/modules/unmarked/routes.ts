import type { FastifyInstance } from 'fastify';
import { makeupEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { unmarkedLessons } from './service';

/** The unmarked lessons page (learning.md section 2.10): a branch's lessons not yet recorded. */
export function unmarkedRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, makeupEndpoints.unmarkedClasses, async ({ query }) =>
    unmarkedLessons(ctx.db, query.id, ctx.now()),
  );
}
