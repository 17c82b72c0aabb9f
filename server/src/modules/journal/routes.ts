import type { FastifyInstance } from 'fastify';
import { journalEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { FILE_ANSWER_HEADERS } from '../files/service';
import {
  addSupportRequest,
  closeSupportRequest,
  personalArea,
  personalBalance,
  personalFile,
  supportRequests,
  zoomLinks,
} from './service';

/**
 * The personal area (issue 12): the diary, the balance, support requests and video-meeting links of the
 * signed-in parent's or child's family. The entries' `ids` have checked the named file or request against
 * the family (404 otherwise); every list is limited to the account's linked contracts.
 */
export function journalRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, endpoints.personalArea, async ({ auth, body }) => personalArea(ctx.db, auth.userId, body));
  route(api, ctx, endpoints.personalFile, async ({ query, reply }) => {
    const answer = await personalFile(ctx.db, query.id);
    reply.headers(FILE_ANSWER_HEADERS);
    return answer;
  });
  route(api, ctx, endpoints.personalBalance, async ({ auth }) => personalBalance(ctx.db, auth.userId));
  route(api, ctx, endpoints.supportAdd, async ({ auth, body }) =>
    addSupportRequest(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, endpoints.supportGet, async ({ auth }) => supportRequests(ctx.db, auth.userId));
  route(api, ctx, endpoints.supportClose, async ({ auth, body }) =>
    closeSupportRequest(ctx.db, auth.userId, body, ctx.now()),
  );
  route(api, ctx, endpoints.zoomCheck, async ({ auth }) => zoomLinks(ctx.db, auth.userId));
}
