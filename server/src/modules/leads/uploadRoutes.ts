import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  LEADS_UPLOAD_MAX_BYTES,
  leadsTemplateQuerySchema,
  type LeadsUploadResponse,
} from 'shared-api/contracts';
import { requireAuth } from '../../auth/plugin';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validate';
import { importLeads, uploadError } from './import';
import { UPLOAD_MESSAGES } from './messages';
import { leadsTemplate, readSheet, sheetFormat } from './spreadsheet';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The file of a multipart request, or the answer to give instead (every outcome is HTTP 200 with a status). */
async function uploadedFile(
  request: import('fastify').FastifyRequest,
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

/** POST /leads/upload (multipart, field `file`) and its template; multipart parsing only in this scope. */
export function uploadRoutes(api: FastifyInstance, ctx: AppContext): void {
  const config = { permissions: ['leads.view'] } as const;

  api.get('/leads/upload/template', { config }, async (request, reply) => {
    const { format } = parseInput(leadsTemplateQuerySchema, request.query);
    const file = await leadsTemplate(format);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="leads-template.${format}"`)
      .send(file);
  });

  void api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: LEADS_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    scope.post('/leads/upload', { config }, async (request): Promise<LeadsUploadResponse> => {
      const auth = requireAuth(request);
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
  });
}
