import {
  TEMPLATE_UPLOAD_MAX_BYTES,
  templateUploadFieldsSchema,
  type TemplateName,
  type TemplateUploadResponse,
  type TemplateVersion,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db, Queryable } from '../../db/db';
import { audit } from '../../db/audit';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { FileAnswer, RouteScope, UploadedFile } from '../../http/route';
import { parseInput } from '../../http/validate';
import { checkTemplate, TemplateRefused } from './docx';
import { TEMPLATE_MESSAGES } from './messages';
import {
  documentByName,
  insertTemplate,
  latestTemplate,
  latestTemplates,
  type TemplateRecord,
} from './repository';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function versionOf(record: TemplateRecord): TemplateVersion {
  return {
    template: record.name,
    version: record.version,
    file_name: record.file_name,
    size: record.size,
    uploaded_at: new Date(record.uploaded_at).toISOString(),
  };
}

/** The uploaded file's name as stored: its last path part, printable, at most 200 characters. */
function storedFileName(name: string, template: TemplateName): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `${template}.docx`;
}

/** An uploaded template that passed its checks, ready to be stored (uploadTemplate's prepared step). */
export type CheckedTemplate = { name: TemplateName; fileName: string; content: Buffer };

/**
 * POST /upload, its checks: the file must be a DOCX whose placeholders parse and are fields of a contract
 * (400 without a name or a file, 413 over the size limit, 422 for a file that is not such a template).
 * The check runs in a worker and writes nothing, so the route runs it before the Idempotency-Key's
 * transaction: on PGlite, whose one connection that transaction holds, other requests keep going meanwhile.
 */
export async function checkUploadedTemplate(file: UploadedFile): Promise<CheckedTemplate> {
  // Too large first: the parts after a file cut short (the template field may be one) were never read.
  if ('refused' in file && file.refused === 'tooLarge')
    throw new ApiError(413, TEMPLATE_MESSAGES.tooLarge(TEMPLATE_UPLOAD_MAX_BYTES / 1024 / 1024));
  const { template } = parseInput(templateUploadFieldsSchema, file.fields);
  if ('refused' in file) throw fieldError(400, 'file', TEMPLATE_MESSAGES.noFile);
  try {
    await checkTemplate(file.buffer);
  } catch (error) {
    if (error instanceof TemplateRefused) throw fieldError(422, 'file', error.message);
    throw error;
  }
  return { name: template, fileName: storedFileName(file.filename, template), content: file.buffer };
}

/** POST /upload, its change: the checked file becomes the newest version of its template. */
export async function uploadTemplate(
  db: Db,
  auth: AuthContext,
  checked: CheckedTemplate,
  now: Date,
): Promise<TemplateUploadResponse> {
  const record = await db.transaction(async (tx) => {
    const stored = await insertTemplate(tx, { ...checked, uploadedBy: auth.userId, at: now });
    // The file itself is in the row; the audit names the version.
    await audit(tx, {
      actorId: auth.userId,
      entity: 'contract_template',
      entityId: stored.id,
      action: 'upload',
      before: null,
      after: versionOf(stored),
      at: now,
    });
    return stored;
  });
  return { ...versionOf(record), message: TEMPLATE_MESSAGES.uploaded };
}

/** GET /template/get. */
export async function listTemplates(q: Queryable): Promise<TemplateVersion[]> {
  return (await latestTemplates(q)).map(versionOf);
}

/** GET /template/download?q=: the newest version, under its name ('School_IP.docx'). */
export async function downloadTemplate(q: Queryable, name: TemplateName): Promise<FileAnswer> {
  const template = await latestTemplate(q, name);
  if (!template) throw new ApiError(404, TEMPLATE_MESSAGES.notUploaded(name));
  return { body: template.content, contentType: DOCX_CONTENT_TYPE, fileName: `${name}.docx` };
}

/** GET /contract/download?q=: the document of a contract of the caller's branches, by its doc_name. */
export async function downloadContract(q: Queryable, scope: RouteScope, name: string): Promise<FileAnswer> {
  if (scope.kind !== 'branch') throw notFound();
  const document = await documentByName(q, name, scope.allBranches ? null : scope.locations);
  if (!document) throw notFound();
  return { body: document.content, contentType: DOCX_CONTENT_TYPE, fileName: document.name };
}
