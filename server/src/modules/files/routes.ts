import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileEndpoints as endpoints } from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { route, type RouteOptions } from '../../http/route';
import { FILE_ANSWER_HEADERS, downloadFile, removeFile, uploadFile } from './service';

/**
 * GET /remove/attachment changes data though the spec makes it a GET, which the cross-site check of the auth
 * hook lets through and a SameSite=Lax cookie accompanies on a link from another site: such a navigation
 * (Sec-Fetch-Site cross-site or same-site) is refused like a cross-site POST.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new ApiError(403, HTTP_MESSAGES.crossSite);
}

/** The files calls (issue 11): registered here from their endpoint table entries. */
export function fileRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, endpoints.fileUpload, async ({ auth, scope, file }) =>
    uploadFile(ctx.db, auth, scope, file, ctx.now()),
  );
  route(api, ctx, endpoints.fileGet, async ({ auth, scope, query, reply }) => {
    const answer = await downloadFile(ctx.db, auth, scope, query.id);
    reply.headers(FILE_ANSWER_HEADERS);
    return answer;
  });
  route(api, ctx, endpoints.fileRemove, async ({ auth, scope, query, request }) => {
    refuseCrossSite(request);
    return removeFile(ctx.db, auth, scope, query.id, ctx.now());
  });
}
