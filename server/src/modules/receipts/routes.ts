import type { FastifyInstance } from 'fastify';
import { receiptEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { generateOrder } from './orderDocument';
import { contractsOfDay, exportSchedule, paymentsSchedule } from './service';

/** The receipts schedule (its month, a day's contracts, the XLSX export) and order documents. */
export function receiptRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, receiptEndpoints.paymentsScheduleGet, async ({ auth, query }) =>
    paymentsSchedule(ctx.db, auth, query, ctx.now()),
  );
  route(api, ctx, receiptEndpoints.paymentsScheduleContracts, async ({ auth, query }) =>
    contractsOfDay(ctx.db, auth, query, ctx.now()),
  );
  route(api, ctx, receiptEndpoints.paymentsScheduleExport, async ({ auth, query }) =>
    exportSchedule(ctx.db, auth, query, ctx.now()),
  );
  route(api, ctx, receiptEndpoints.generateOrder, async ({ body }) => generateOrder(ctx.db, body, ctx.now()));
}
