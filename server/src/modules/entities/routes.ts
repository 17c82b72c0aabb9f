import type { FastifyInstance } from 'fastify';
import type { EntitiesTypes } from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { entitiesTypes } from './service';

export function entitiesRoutes(api: FastifyInstance, ctx: AppContext): void {
  // Fetched by every client at start: any signed-in user.
  api.get('/entities-types/get', async (request): Promise<EntitiesTypes> =>
    entitiesTypes(ctx.db, requireAuth(request)),
  );
}
