import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LEADS_UPLOAD_MAX_BYTES,
  salesEndpoints as endpoints,
  type LeadsUploadResponse,
} from 'shared-api/contracts';
import type { AppContext } from '../../context';
import { route, type RouteOptions } from '../../http/route';
import { importLeads, uploadError } from './import';
import { UPLOAD_MESSAGES } from './messages';
import { leadsTemplate, readSheet, sheetFormat } from './spreadsheet';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The file of a multipart request, or the answer to give instead (every outcome is HTTP 200 with a status). */
async function uploadedFile(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; filename: string } | LeadsUploadResponse> {
  try {
    const part = await request.file();
    if (!part) return uploadError(UPLOAD_MESSAGES.noFile);
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return uploadError(UPLOAD_MESSAGES.tooLarge(LEADS_UPLOAD_MAX_BYTES / 1024 / 1024));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return uploadError(UPLOAD_MESSAGES.noFile);
    throw error;
  }
}

/** POST /leads/upload (multipart, field `file`) and its template. */
export function uploadRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, endpoints.leadsUploadTemplate, async ({ query }) => ({
    body: await leadsTemplate(query.format),
    contentType: CONTENT_TYPES[query.format],
    fileName: `leads-template.${query.format}`,
  }));

  route(api, ctx, endpoints.leadsUpload, async ({ auth, request }) => {
    const file = await uploadedFile(request);
    if (!('buffer' in file)) return file;
    const format = sheetFormat(file.buffer, file.filename);
    if (!format) return uploadError(UPLOAD_MESSAGES.unsupported);
    let sheet;
    try {
      sheet = await readSheet(file.buffer, format);
    } catch (error) {
      request.log.info({ err: error }, 'uploaded leads file could not be read');
      return uploadError(UPLOAD_MESSAGES.unreadable);
    }
    return importLeads(ctx.db, auth, sheet, ctx.now());
  });
}
