import type { FastifyInstance } from 'fastify';
import { appointmentEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import {
  addAppointment,
  checkAppointment,
  copyWeek,
  listAppointments,
  removeAppointment,
  updateAppointment,
} from './service';

/** The teachers' plan (issue 12): the appointments calls, the clash check and the copy of a week. */
export function appointmentRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('appointment', repo.appointmentScope);
  route(api, ctx, endpoints.appointmentsGet, async ({ query }) => listAppointments(ctx.db, query, ctx.now()));
  route(api, ctx, endpoints.appointmentAdd, async ({ auth, body }) =>
    addAppointment(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, endpoints.appointmentUpdate, async ({ auth, body }) =>
    updateAppointment(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, endpoints.appointmentRemove, async ({ auth, body }) =>
    removeAppointment(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, endpoints.appointmentCheck, async ({ body }) => checkAppointment(ctx.db, body, ctx.now()));
  route(api, ctx, endpoints.appointmentsCopy, async ({ auth, query }) =>
    copyWeek(ctx.db, auth.userId, query.location, ctx.now()),
  );
}
