import {
  apiPostForm,
  fetchEndpoint,
  postEndpoint,
  type EndpointBody,
  type RequestOptions,
} from '@school/shared-api';
import { fileEndpoints, type FileUploadResponse } from '@school/shared-api/learning';
import { taskEndpoints } from '@school/shared-api/sales';

export type TaskAddRequest = EndpointBody<typeof taskEndpoints.taskAdd>;

// Calls of the create-task form. Writes are silent: the form shows the spec's messages and the server's own
// refusal in itself; 401 and 403 still sign out.
export const tasksCreateApi = {
  /** POST /task/add, keyed (the form's useSubmissionKey). */
  add: (body: TaskAddRequest, options: RequestOptions = {}) =>
    postEndpoint(taskEndpoints.taskAdd, body, { ...options, silent: true }),
  /**
   * POST /image/upload: one file in the multipart part `image` (the part the upload route reads; shared-api's
   * uploadEndpoint sends `file`), with no lesson: the answer's id_attachment goes into id_attachments.
   */
  upload: (file: File, options: RequestOptions = {}) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return apiPostForm<FileUploadResponse>(fileEndpoints.fileUpload.path, form, { ...options, silent: true });
  },
  /** GET /remove/attachment?id=: an uploaded file taken off the form before the task is saved. */
  remove: (id: number) => fetchEndpoint(fileEndpoints.fileRemove, { id }, { silent: true }),
};
