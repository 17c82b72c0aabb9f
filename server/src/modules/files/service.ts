import {
  FILE_MESSAGES,
  FILE_UPLOAD_MAX_BYTES,
  fileUploadFieldsSchema,
  type Attachment,
  type FileUploadResponse,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db, Queryable } from '../../db/db';
import { audit } from '../../db/audit';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { FileAnswer, RouteScope, UploadedFile } from '../../http/route';
import { parseInput } from '../../http/validate';
import { detectContentType } from './contentType';
import { storedFileName } from './fileName';
import { ownLessonsOnly, requireLessonInReach } from './reach';
import * as repo from './repository';

const attachmentOf = (file: repo.FileRecord): Attachment => ({
  id: file.id,
  name: file.name,
  size: file.size,
  content_type: file.content_type,
});

const auditRecord = (file: repo.FileRecord) => ({
  ...attachmentOf(file),
  lesson_id: file.lesson_id,
  task_id: file.task_id,
});

/**
 * POST /image/upload: the file (any multipart file part; the spec's is `image`) checked for size and type
 * by content, stored in the database, attached to the recorded lesson named by lesson_id (in reach) or,
 * without one, kept for the uploader until the lesson's save attaches it (id_attachments).
 */
export async function uploadFile(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  file: UploadedFile,
  now: Date,
): Promise<FileUploadResponse> {
  // Too large first: the parts after a file cut short (lesson_id may be one) were never read.
  if ('refused' in file && file.refused === 'tooLarge')
    throw new ApiError(413, FILE_MESSAGES.tooLarge(FILE_UPLOAD_MAX_BYTES / 1024 / 1024), {
      image: FILE_MESSAGES.tooLarge(FILE_UPLOAD_MAX_BYTES / 1024 / 1024),
    });
  const { lesson_id: lessonId } = parseInput(fileUploadFieldsSchema, file.fields);
  if ('refused' in file) throw fieldError(400, 'image', FILE_MESSAGES.noFile);
  if (file.buffer.length === 0) throw fieldError(422, 'image', FILE_MESSAGES.empty);
  // A lesson's file needs the lessons' right (a task's file is uploaded without a lesson).
  if (lessonId !== null && !auth.permissions.includes('lesson.view')) throw notFound();
  if (lessonId !== null) await requireLessonInReach(db, auth, scope, lessonId);
  const contentType = await detectContentType(file.buffer);
  if (!contentType) throw fieldError(422, 'image', FILE_MESSAGES.refusedType);

  const stored = await db.transaction(async (tx) => {
    const record = await repo.insertFile(tx, {
      name: storedFileName(file.filename),
      contentType,
      content: file.buffer,
      lessonId,
      createdBy: auth.userId,
      at: now,
    });
    // The content is in the row; the audit names the file.
    await audit(tx, {
      actorId: auth.userId,
      entity: 'file',
      entityId: record.id,
      action: 'upload',
      before: null,
      after: auditRecord(record),
      at: now,
    });
    return record;
  });
  return { id_attachment: stored.id, attachment: attachmentOf(stored) };
}

/**
 * The file named by a request, in the caller's reach: the route has checked the branch of its lesson, that
 * the caller sees its task, or, for a file not saved with either yet, that the caller uploaded it. A
 * lesson's file needs lesson.view (a teacher reaches only the files of their own lessons), a task's file
 * tasks.view. Otherwise 404.
 */
async function fileInReach(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  id: number,
): Promise<repo.FileRecord> {
  const file = await repo.findFile(q, id);
  if (!file) throw notFound();
  if (file.lesson_id !== null) {
    if (!auth.permissions.includes('lesson.view')) throw notFound();
    if (ownLessonsOnly(auth, scope) && !(await repo.isOwnLesson(q, file.lesson_id, auth.userId)))
      throw notFound();
  } else if (file.task_id !== null) {
    // The route has checked that the caller sees the task.
    if (!auth.permissions.includes('tasks.view')) throw notFound();
  } else if (file.created_by !== auth.userId) {
    throw notFound();
  }
  return file;
}

/** GET /file/get?id=: the bytes under the stored type and name. */
export async function downloadFile(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  id: number,
): Promise<FileAnswer> {
  const file = await fileInReach(q, auth, scope, id);
  const content = await repo.readFileContent(q, id);
  if (!content) throw notFound();
  return { body: content, contentType: file.content_type, fileName: file.name };
}

/**
 * GET /remove/attachment?id=: whoever reaches the file may delete it - its uploader (a file not saved with a
 * lesson yet), the lesson's teacher or substitute, staff of the lesson's branch. Answers 'ok'.
 */
export async function removeFile(
  db: Db,
  auth: AuthContext,
  scope: RouteScope,
  id: number,
  now: Date,
): Promise<'ok'> {
  await db.transaction(async (tx) => {
    await fileInReach(tx, auth, scope, id);
    const deleted = await repo.deleteFile(tx, id);
    if (!deleted) throw notFound();
    await audit(tx, {
      actorId: auth.userId,
      entity: 'file',
      entityId: id,
      action: 'remove',
      before: auditRecord(deleted),
      after: null,
      at: now,
    });
  });
  return 'ok';
}

/**
 * Headers of a served file beyond its type and name: never sniffed into another type, run in a sandbox with
 * nothing allowed if a browser opens it anyway, kept only in the user's own cache.
 */
export const FILE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-cache',
};
