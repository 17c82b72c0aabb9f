import type { FastifyInstance } from 'fastify';
import { contractActionEndpoints as E } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { cancelContract } from './cancel';
import { activeContract, extendContract, kindergartenData } from './extend';
import { assignMakeup, makeupOptions } from './makeups';
import { addAdditionalDebt, addMealPlan } from './receivables';

/** The contract page's actions: cancel, extend, makeups, extra services, additional debt. */
export function contractActionRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, E.contractCancel, async ({ auth, body }) =>
    cancelContract(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.contractActiveGet, async ({ query }) => activeContract(ctx.db, query.id, ctx.now()));
  route(api, ctx, E.contractKindergartenGet, async ({ query }) => kindergartenData(ctx.db, query.id));
  route(api, ctx, E.contractExtend, async ({ auth, body }) =>
    extendContract(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.makeupOptionsGet, async ({ query }) => makeupOptions(ctx.db, query.id, ctx.now()));
  route(api, ctx, E.makeupAssign, async ({ auth, body }) =>
    assignMakeup(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, E.mealPlanUpdate, async ({ auth, body }) => addMealPlan(ctx.db, auth, body, ctx.now()));
  route(api, ctx, E.additionalDebtAdd, async ({ auth, body }) =>
    addAdditionalDebt(ctx.db, auth.userId, body, ctx.now()),
  );
}
