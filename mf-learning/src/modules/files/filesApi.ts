import { apiPostForm, downloadEndpoint, fetchEndpoint, type RequestOptions } from '@school/shared-api';
import { fileEndpoints as endpoints, type FileUploadResponse } from '@school/shared-api/learning';

// Calls of the lesson files (shared-api's endpoint table, files.ts). All silent: the component shows the
// spec's own messages; 401 and 403 still sign out.
export const filesApi = {
  /** POST /image/upload: multipart, lesson_id ('' for a lesson not recorded yet) then the file as `image`. */
  upload: (lessonId: number | null, file: File, options: RequestOptions = {}) => {
    const form = new FormData();
    form.append('lesson_id', lessonId === null ? '' : String(lessonId));
    form.append('image', file, file.name);
    return apiPostForm<FileUploadResponse>(endpoints.fileUpload.path, form, { ...options, silent: true });
  },
  /** GET /file/get?id=: the bytes and the server's name. */
  download: (id: number) => downloadEndpoint(endpoints.fileGet, { id }, { silent: true }),
  /** GET /remove/attachment?id=: 'ok' when deleted. */
  remove: (id: number) => fetchEndpoint(endpoints.fileRemove, { id }, { silent: true }),
};
