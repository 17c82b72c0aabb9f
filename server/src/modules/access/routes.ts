import type { FastifyInstance } from 'fastify';
import type { AccessUser } from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { listAccessUsers } from './service';

export function accessRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/get/access', { config: { permissions: ['user.view'] } }, async (request): Promise<AccessUser[]> =>
    listAccessUsers(ctx.db, requireAuth(request)),
  );
}
