import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The teachers' plan (issue 12): the appointments calls, the copy of a week and the schedule's slots. */
export function appointmentRoutes(_api: FastifyInstance, _ctx: AppContext & RouteOptions): void {}
