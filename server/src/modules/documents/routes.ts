import type { FastifyInstance } from 'fastify';
import { documentEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import {
  checkUploadedTemplate,
  downloadContract,
  downloadTemplate,
  listTemplates,
  uploadTemplate,
} from './service';

/** DOCX templates (upload, list, download) and contract documents (download). */
export function documentRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  // The file is checked (in a worker) before the Idempotency-Key's transaction; only the insert is in it.
  route(api, ctx, endpoints.templateUpload, {
    prepare: ({ file }) => checkUploadedTemplate(file),
    handle: ({ auth }, checked) => uploadTemplate(ctx.db, auth, checked, ctx.now()),
  });
  route(api, ctx, endpoints.templatesGet, async () => listTemplates(ctx.db));
  route(api, ctx, endpoints.templateDownload, async ({ query }) => downloadTemplate(ctx.db, query.q));
  route(api, ctx, endpoints.contractDownload, async ({ query, scope }) =>
    downloadContract(ctx.db, scope, query.q),
  );
}
