import type { FastifyInstance } from 'fastify';
import { peopleEndpoints } from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { listAccessUsers } from './service';

export function accessRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, peopleEndpoints.accessGet, async ({ auth }) => listAccessUsers(ctx.db, auth));
}
