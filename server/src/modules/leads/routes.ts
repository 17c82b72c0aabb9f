import type { FastifyInstance } from 'fastify';
import {
  LEADS_SEARCH_LIMIT,
  duplicateQuerySchema,
  leadManagerUpdateSchema,
  leadWriteSchema,
  leadsQuerySchema,
  leadsSearchQuerySchema,
  type DuplicateCheckResponse,
  type Lead,
  type LeadAddResult,
  type LeadCounters,
  type LeadUpdateResult,
  type LeadsPage,
} from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validate';
import { uploadRoutes } from './uploadRoutes';
import * as service from './service';

/** Leads have no branch: every holder of leads.view sees and works every lead (docs/decisions.md). */
export function leadsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const config = { permissions: ['leads.view'] } as const;

  api.get('/leads/get', { config }, async (request): Promise<LeadsPage> =>
    service.boardColumn(ctx.db, requireAuth(request), parseInput(leadsQuerySchema, request.query)),
  );

  api.get('/leads/counters', { config }, async (request): Promise<LeadCounters> =>
    service.counters(ctx.db, requireAuth(request), ctx.now()),
  );

  api.get('/check/duplicate', { config }, async (request): Promise<DuplicateCheckResponse> => {
    const { id } = parseInput(duplicateQuerySchema, request.query);
    return { duplicate: await service.checkDuplicate(ctx.db, id) };
  });

  api.post('/lead/add', { config }, async (request): Promise<LeadAddResult> =>
    service.addLead(ctx.db, requireAuth(request), parseInput(leadWriteSchema, request.body), ctx.now()),
  );

  api.post('/lead/update', { config }, async (request): Promise<LeadUpdateResult> =>
    service.updateLead(ctx.db, requireAuth(request), parseInput(leadWriteSchema, request.body), ctx.now()),
  );

  api.post('/lead/manager_update', { config }, async (request): Promise<Lead> =>
    service.changeManager(
      ctx.db,
      requireAuth(request),
      parseInput(leadManagerUpdateSchema, request.body),
      ctx.now(),
    ),
  );

  api.get('/leads/search', { config }, async (request): Promise<Lead[]> =>
    service.searchLeads(
      ctx.db,
      requireAuth(request),
      parseInput(leadsSearchQuerySchema, request.query),
      LEADS_SEARCH_LIMIT,
    ),
  );

  uploadRoutes(api, ctx);
}
