import type { FastifyInstance } from 'fastify';
import type { Group } from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { listGroups } from './service';

export function groupsRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/group/get', { config: { permissions: ['group.view'] } }, async (request): Promise<Group[]> =>
    listGroups(ctx.db, requireAuth(request)),
  );
}
