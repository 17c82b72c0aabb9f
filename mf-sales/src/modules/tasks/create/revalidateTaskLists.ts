import { taskEndpoints } from '@school/shared-api/sales';
import { mutate } from 'swr';

// Apart from the form's calls: the header's button and the bell use it without loading the form's module.
const TASK_LIST_PATHS: string[] = [
  taskEndpoints.tasksGet.path,
  taskEndpoints.taskGet.path,
  taskEndpoints.notificationGet.path,
];

/** After a task is added or moved from outside the board: the board, a task's popup and the bell load again. */
export function revalidateTaskLists(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && TASK_LIST_PATHS.includes(key[0] as string));
}
