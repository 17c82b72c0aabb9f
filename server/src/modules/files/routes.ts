import type { FastifyInstance } from 'fastify';
import { fileEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import * as repo from './repository';
import { FILE_ANSWER_HEADERS, downloadFile, removeFile, uploadFile } from './service';

/** The files calls (issue 11): registered here from their endpoint table entries. */
export function fileRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  ctx.scopes.register('file', repo.fileScope);
  route(api, ctx, endpoints.fileUpload, async ({ auth, scope, file }) =>
    uploadFile(ctx.db, auth, scope, file, ctx.now()),
  );
  route(api, ctx, endpoints.fileGet, async ({ auth, scope, query, reply }) => {
    const answer = await downloadFile(ctx.db, auth, scope, query.id);
    reply.headers(FILE_ANSWER_HEADERS);
    return answer;
  });
  route(api, ctx, endpoints.fileRemove, async ({ auth, scope, query }) =>
    removeFile(ctx.db, auth, scope, query.id, ctx.now()),
  );
}
