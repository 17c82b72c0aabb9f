import {
  apiPostForm,
  downloadEndpoint,
  postEndpoint,
  useEndpoint,
  type EndpointBody,
  type RequestOptions,
} from '@school/shared-api';
import { fileEndpoints, type FileUploadResponse } from '@school/shared-api/learning';
import { taskEndpoints as endpoints } from '@school/shared-api/sales';
import { mutate } from 'swr';

// Calls of the task board and its popup over shared-api's endpoint table (contracts/endpoints/tasks.ts). The
// writes are silent: the board shows the spec's messages and the server's refusals itself; 401 and 403 still
// sign out.

export type TaskUpdateRequest = EndpointBody<typeof endpoints.taskUpdate>;
export type TaskStatusRequest = EndpointBody<typeof endpoints.taskStatusUpdate>;

const silent = (options?: RequestOptions): RequestOptions => ({ ...options, silent: true });

export const tasksApi = {
  /** POST /task/add_comment: answers 'ok'. */
  addComment: (id_task: number, comment: string) =>
    postEndpoint(endpoints.taskAddComment, { id_task, comment }, silent()),
  /** POST /task/status_update: answers the task. */
  setStatus: (body: TaskStatusRequest) => postEndpoint(endpoints.taskStatusUpdate, body, silent()),
  /** POST /task/update from the version shown: answers the task. */
  update: (body: TaskUpdateRequest) => postEndpoint(endpoints.taskUpdate, body, silent()),
  /** POST /image/upload: one file in the part `image`, no lesson; the answer's id_attachment joins the task. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return apiPostForm<FileUploadResponse>(fileEndpoints.fileUpload.path, form, silent());
  },
  /** GET /file/get?id=: the bytes and the server's name. */
  download: (id: number) => downloadEndpoint(fileEndpoints.fileGet, { id }, silent()),
};

/** The board: every task of the caller's reach, or one executor's ('' means all). */
export function useTasks(executor: string) {
  return useEndpoint(endpoints.tasksGet, executor ? { executor } : {}, { keepPreviousData: true });
}

/** One task with its history; null skips the request. */
export function useTaskDetail(id: number | null) {
  return useEndpoint(endpoints.taskGet, id === null ? null : { id_task: id });
}

/** The executors of each role group. */
export function useUsersRole() {
  return useEndpoint(endpoints.usersRoleGet, undefined, { revalidateOnFocus: false });
}

const TASK_KEYS: string[] = [endpoints.tasksGet.path, endpoints.taskGet.path, endpoints.notificationGet.path];

/** After a task changes: the board, open popups and the notifications load again. */
export function revalidateTasks(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && TASK_KEYS.includes(key[0] as string));
}
