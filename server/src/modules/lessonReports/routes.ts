import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

export function lessonReportRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  void api;
  void ctx;
}
