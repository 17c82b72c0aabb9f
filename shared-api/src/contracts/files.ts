import '../client/zodWithoutEval';
import { z } from 'zod';
import { queryId } from './fields';

/** A file attached to a lesson (learning.md: id_attachments), as lessons list it and /file/get serves it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Largest lesson file (POST /image/upload): a phone photo or a scanned worksheet fits, a video does not. */
export const FILE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Types a lesson file may have, decided from its content (the name and the browser's word are not trusted). */
export const FILE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain; charset=utf-8',
] as const;

/** The file input's hint to the browser (the server decides by content anyway). */
export const FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.docx,.xlsx,.pptx,.txt';

/**
 * The text fields of POST /image/upload (multipart; the file is the part `image`): lesson_id, the recorded
 * lesson the file belongs to; absent, empty, '0' or 'None' (the spec's id of a lesson not yet recorded)
 * for a lesson not recorded yet: the file then waits for the lesson's save (id_attachments).
 */
export const fileUploadFieldsSchema = z.object({
  lesson_id: z
    .union([z.literal(''), z.literal('0'), z.literal('None'), z.literal('null'), queryId])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
});
export type FileUploadFields = z.input<typeof fileUploadFieldsSchema>;

/** POST /image/upload answers the new file's id (the spec's id_attachment) and the file as lessons list it. */
export const fileUploadResponseSchema = z.object({
  id_attachment: z.number().int(),
  attachment: attachmentSchema,
});
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/** GET /file/get?id= and GET /remove/attachment?id=. */
export const fileIdQuerySchema = z.object({ id: queryId });

/** GET /remove/attachment answers the JSON string 'ok' (learning.md section 7). */
export const fileRemoveResponseSchema = z.literal('ok');

/** The server's messages about lesson files (shown by the client after 'Ошибка при загрузке файла: '). */
export const FILE_MESSAGES = {
  noFile: 'Выберите файл для загрузки',
  empty: 'Файл пустой',
  tooLarge: (megabytes: number) => `Файл больше ${megabytes} МБ`,
  refusedType:
    'Этот тип файла нельзя загрузить: допустимы изображения (PNG, JPEG, GIF, WEBP), PDF, документы Word, Excel и PowerPoint (DOCX, XLSX, PPTX) и текст',
  lessonNotFound: 'Занятие не найдено',
} as const;
