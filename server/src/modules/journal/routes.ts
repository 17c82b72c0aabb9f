import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The personal area (issue 12): the diary, the balance, support requests and video-meeting links. */
export function journalRoutes(_api: FastifyInstance, _ctx: AppContext & RouteOptions): void {}
