import type { FastifyInstance } from 'fastify';
import { LEADS_UPLOAD_MAX_BYTES, salesEndpoints as endpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { prepareLeadsFile, uploadError, writeLeadsImport, type LeadsImportPlan } from './import';
import { UPLOAD_MESSAGES } from './messages';
import { leadsTemplate } from './spreadsheet';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** POST /leads/upload (multipart, field `file`) and its template. */
export function uploadRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, endpoints.leadsUploadTemplate, async ({ query }) => ({
    body: await leadsTemplate(query.format),
    contentType: CONTENT_TYPES[query.format],
    fileName: `leads-template.${query.format}`,
  }));

  // The file is read and checked before the Idempotency-Key's transaction; only the inserts are in it.
  route(api, ctx, endpoints.leadsUpload, {
    prepare: async ({ auth, file, request }): Promise<LeadsImportPlan> => {
      if ('refused' in file)
        return uploadError(
          file.refused === 'tooLarge'
            ? UPLOAD_MESSAGES.tooLarge(LEADS_UPLOAD_MAX_BYTES / 1024 / 1024)
            : UPLOAD_MESSAGES.noFile,
        );
      return prepareLeadsFile(ctx.db, auth, file, { maxRows: ctx.importMaxRows, log: request.log });
    },
    handle: ({ auth }, plan) => writeLeadsImport(ctx.db, auth, plan, ctx.now()),
  });
}
