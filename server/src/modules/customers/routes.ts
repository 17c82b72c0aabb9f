import type { FastifyInstance } from 'fastify';
import { customerEndpoints as C } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { addCustomers, disableCustomer, listCustomers, updateCustomer } from './service';

/** Customers (sales-people-settings.md section 7): parent and child accounts and their contracts. */
export function customerRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, C.customersGet, ({ scope, query }) => listCustomers(ctx.db, scope, query));
  route(api, ctx, C.customersAdd, ({ auth, scope, body }) => addCustomers(ctx.db, auth, scope, body));
  route(api, ctx, C.customersUpdate, ({ auth, scope, body }) => updateCustomer(ctx.db, auth, scope, body));
  route(api, ctx, C.customersDisable, ({ auth, scope, body }) => disableCustomer(ctx.db, auth, scope, body));
}
