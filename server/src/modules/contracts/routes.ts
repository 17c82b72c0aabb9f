import type { FastifyInstance } from 'fastify';
import { contractsListQuerySchema, type ContractListRow } from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validate';
import { listContracts } from './service';

export function contractsRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/contracts/get',
    { config: { permissions: ['contract.view'] } },
    async (request): Promise<ContractListRow[]> =>
      listContracts(ctx.db, requireAuth(request), parseInput(contractsListQuerySchema, request.query)),
  );
}
