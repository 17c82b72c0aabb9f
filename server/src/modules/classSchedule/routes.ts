import type { FastifyInstance } from 'fastify';
import { appointmentEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { scheduleSlots } from './slots';

/** The class schedule (issue 12): the time slots of its grid; the lessons in it are the appointments' calls. */
export function classScheduleRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, endpoints.scheduleSlots, async () => ({ slots: await scheduleSlots(ctx.db) }));
}
