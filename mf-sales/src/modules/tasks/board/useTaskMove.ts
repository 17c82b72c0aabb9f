import { useState } from 'react';
import { ApiError, useAuthStore } from '@school/shared-api';
import { DENIAL_REASON_PREFIX, type Task, type TaskStatus } from '@school/shared-api/sales';
import { notify } from '@school/shared-ui';
import { revalidateTasks, tasksApi } from '../api/tasksApi';
import { TASKS_MESSAGES as M } from '../messages';

/** The task a status change is about: the board's card or the popup's task (both carry id, status, author, version). */
export type MovableTask = Pick<Task, 'id_task' | 'title' | 'status' | 'author_id' | 'version'>;

/** The client's side of the rules of sales-people-settings.md section 4, checked before any call. */
export function refusalOf(task: MovableTask, to: TaskStatus, userId: number | undefined): string | null {
  if (task.status === 'closed') return M.closedCannotMove;
  if (to === 'closed' && task.author_id !== userId) return M.onlyAuthorCloses;
  return null;
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Status changes of the board and the popup: a closed task does not move, only the author closes, a denial
 * asks its reason first (saved as a comment with DENIAL_REASON_PREFIX, then the status is set). A refusal of
 * the server (409 with its message) is shown and the board reloads.
 */
export function useTaskMove(onMoved?: () => void) {
  const userId = useAuthStore((state) => state.user?.id);
  const [denying, setDenying] = useState<MovableTask | null>(null);

  const setStatus = async (task: MovableTask, status: TaskStatus, version: number | undefined) => {
    try {
      await tasksApi.setStatus({ id_task: task.id_task, status, version });
      notify.success(M.statusUpdated);
      onMoved?.();
    } catch (error) {
      notify.error(failureText(error, M.statusFailed));
      throw error;
    } finally {
      await revalidateTasks();
    }
  };

  /** Moves the task to `to`, or says why not; a denial opens the reason dialog. */
  const move = (task: MovableTask, to: TaskStatus) => {
    if (to === task.status) return;
    const refusal = refusalOf(task, to, userId);
    if (refusal) {
      notify.error(refusal);
      return;
    }
    if (to === 'denied_execution') {
      setDenying(task);
      return;
    }
    void setStatus(task, to, task.version).catch(() => undefined);
  };

  /**
   * The reason's comment, then the status. The status is sent without a version: the comment just written
   * may have moved the task's version, and the server still refuses a closed task.
   */
  const confirmDenial = async (reason: string) => {
    if (!denying) return;
    const task = denying;
    try {
      await tasksApi.addComment(task.id_task, DENIAL_REASON_PREFIX + reason.trim());
    } catch (error) {
      notify.error(failureText(error, M.statusFailed));
      await revalidateTasks();
      throw error;
    }
    setDenying(null);
    await setStatus(task, 'denied_execution', undefined).catch(() => undefined);
  };

  return { move, denying, confirmDenial, cancelDenial: () => setDenying(null) };
}
