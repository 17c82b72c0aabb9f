import type { FastifyInstance } from 'fastify';
import { receivableEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { receivablesByMonth } from './repository';

/** The debt page's receivables by month. */
export function receivableRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  // The entry's ids check answered 404 for a branch outside the user's; the list keeps to the user's.
  route(api, ctx, receivableEndpoints.receivableGetByMonth, async ({ scope, query }) => ({
    receivables: await receivablesByMonth(
      ctx.db,
      scope.kind === 'branch' && !scope.allBranches ? scope.locations : null,
      query.location_id ?? null,
    ),
  }));
}
