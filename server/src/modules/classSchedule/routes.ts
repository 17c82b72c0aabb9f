import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The class schedule (issue 12): the time slots of its grid. */
export function classScheduleRoutes(_api: FastifyInstance, _ctx: AppContext & RouteOptions): void {}
