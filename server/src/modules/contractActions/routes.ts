import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The contract page's actions: cancel, extend, makeups, extra services, additional debt. */
export function contractActionRoutes(_api: FastifyInstance, _ctx: AppContext & RouteOptions): void {}
