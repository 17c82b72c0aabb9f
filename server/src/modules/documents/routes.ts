import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteOptions } from '../../http/route';

/** DOCX templates (upload) and contract documents (download). */
export function documentRoutes(_api: FastifyInstance, _ctx: AppContext & RouteOptions): void {}
