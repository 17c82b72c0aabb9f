import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { entitiesTypes } from './service';

export function entitiesRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, referenceEndpoints.entitiesTypes, async ({ auth }) => entitiesTypes(ctx.db, auth));
}
