import type { RemotePage } from '@school/shared-api';
import { taskEndpoints } from '@school/shared-api/sales';

/**
 * /app/tasks (sales-people-settings.md section 2): the task board. Saving a task (tasks.modify) and the
 * attachments' download and upload are offered only after useCanCall, so they are not listed.
 */
export const tasksPage: RemotePage = {
  path: 'tasks',
  group: 'sales',
  label: 'Задачи',
  permissions: ['tasks.view'],
  order: 20,
  calls: [
    taskEndpoints.tasksGet,
    taskEndpoints.taskGet,
    taskEndpoints.usersRoleGet,
    taskEndpoints.taskAddComment,
    taskEndpoints.taskStatusUpdate,
  ],
};
