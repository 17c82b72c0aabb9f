import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** The board calls (issue 11): registered here from their endpoint table entries. */
export function boardRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  void api;
  void ctx;
}
