import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  FILE_UPLOAD_MAX_BYTES,
  fileIdQuerySchema,
  fileRemoveResponseSchema,
  fileUploadFieldsSchema,
  fileUploadResponseSchema,
} from '../files';

/**
 * Файлы уроков и задач: загрузка, скачивание, удаление (issue 11, learning.md sections 7 and 8; issue 13).
 * A file is reached through its lesson (lesson.view; the lesson's branch; a teacher only their own lessons,
 * substitutions included) or its task (tasks.view; a task the user sees); a file not yet saved with a lesson
 * or a task only by its uploader. Out of reach: 404.
 */
export const fileEndpoints = {
  fileUpload: endpoint({
    method: 'POST',
    path: '/image/upload',
    effect: 'changes',
    summary:
      'Загрузить файл урока или задачи (multipart: файл в поле image, lesson_id записанного урока или пусто); тип определяется по содержимому',
    tag: 'learning',
    permissions: ['lesson.view'],
    orPermissions: ['tasks.view'],
    scope: 'branch',
    upload: true,
    uploadMaxBytes: FILE_UPLOAD_MAX_BYTES,
    body: fileUploadFieldsSchema,
    creates: true,
    response: fileUploadResponseSchema,
    errors: [404, 413, 422],
    example: {
      body: { lesson_id: '' },
      response: {
        id_attachment: 17,
        attachment: { id: 17, name: 'Домашнее задание.pdf', size: 48213, content_type: 'application/pdf' },
      },
    },
  }),
  fileGet: endpoint({
    method: 'GET',
    path: '/file/get',
    effect: 'reads',
    summary: 'Скачать файл урока или задачи',
    tag: 'learning',
    permissions: ['lesson.view'],
    orPermissions: ['tasks.view'],
    scope: 'branch',
    query: fileIdQuerySchema,
    ids: { id: 'file' },
    response: z.string().describe('Файл с сохранённым типом содержимого'),
    answer: 'file',
    errors: [404],
    example: { query: { id: '17' } },
  }),
  fileRemove: endpoint({
    method: 'GET',
    path: '/remove/attachment',
    effect: 'changes',
    summary: 'Удалить файл урока или задачи; ответ: "ok"',
    tag: 'learning',
    permissions: ['lesson.view'],
    orPermissions: ['tasks.view'],
    scope: 'branch',
    query: fileIdQuerySchema,
    ids: { id: 'file' },
    response: fileRemoveResponseSchema,
    errors: [404],
    example: { query: { id: '17' }, response: 'ok' },
  }),
} satisfies Record<string, Endpoint>;
