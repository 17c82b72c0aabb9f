import type { FastifyInstance } from 'fastify';
import { boardEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { boardGroups, updateStudents } from './service';

/** The pupil-group board: the chosen groups with their pupils, and the moves (preview and commit). */
export function boardRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, boardEndpoints.boardGroupsGet, async ({ auth, query }) =>
    boardGroups(ctx.db, auth, query.ids),
  );
  route(api, ctx, boardEndpoints.studentsUpdate, async ({ auth, body }) =>
    updateStudents(ctx.db, auth, body, ctx.now()),
  );
}
