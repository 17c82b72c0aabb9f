import { useState } from 'react';

// The executor filter of the board, stored locally per user (sales-people-settings.md sections 3 and 9: the
// tasks filter is a user setting kept in the browser).

export const tasksFilterKey = (userId: number | string) => `tasksFilter:${userId}`;

/** The saved executor id; '' (all executors) when nothing or something malformed was saved. */
export function readTasksFilter(userId: number | string): string {
  try {
    const saved = localStorage.getItem(tasksFilterKey(userId)) ?? '';
    return /^\d+$/.test(saved) ? saved : '';
  } catch {
    return '';
  }
}

export function writeTasksFilter(userId: number | string, executor: string): void {
  try {
    if (executor) localStorage.setItem(tasksFilterKey(userId), executor);
    else localStorage.removeItem(tasksFilterKey(userId));
  } catch {
    // A full or disabled storage only loses the saved filter.
  }
}

/** The filter, read once for the signed-in user and saved as it changes. */
export function useTasksFilter(userId: number | string): [string, (executor: string) => void] {
  const [executor, setExecutor] = useState(() => readTasksFilter(userId));
  return [
    executor,
    (next: string) => {
      writeTasksFilter(userId, next);
      setExecutor(next);
    },
  ];
}
