import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { addPayment, listPayments, updatePayment } from './service';

/** The payments tab: the list, a new payment, an edit. */
export function paymentRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('payment', repo.paymentScope);
  route(api, ctx, paymentEndpoints.paymentGet, async ({ scope, page }) => listPayments(ctx.db, scope, page));
  route(api, ctx, paymentEndpoints.paymentAdd, async ({ auth, body }) =>
    addPayment(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, paymentEndpoints.paymentUpdate, async ({ auth, body }) =>
    updatePayment(ctx.db, auth.userId, body, ctx.now()),
  );
}
