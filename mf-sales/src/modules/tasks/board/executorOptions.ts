import type { Task, UsersRole } from '@school/shared-api/sales';

export type ExecutorOption = { id: number; name: string };

/** The filter's executors: every user of the role groups and every executor on the board, by name. */
export function executorOptions(
  roles: UsersRole | undefined,
  tasks: readonly Task[] | undefined,
): ExecutorOption[] {
  const byId = new Map<number, string>();
  for (const users of Object.values(roles ?? {})) for (const user of users) byId.set(user.id, user.name);
  for (const task of tasks ?? []) {
    if (task.executor_id !== null && !byId.has(task.executor_id)) {
      byId.set(task.executor_id, task.executor ?? String(task.executor_id));
    }
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
