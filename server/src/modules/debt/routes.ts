import type { FastifyInstance } from 'fastify';
import type { DebtRow } from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { searchDebts } from './service';

export function debtRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/debt/search',
    { config: { permissions: ['receivable.view'] } },
    async (request): Promise<DebtRow[]> => searchDebts(ctx.db, requireAuth(request), ctx.now()),
  );
}
