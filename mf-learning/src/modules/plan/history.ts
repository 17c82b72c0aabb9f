import { useCallback, useEffect, useRef, useState } from 'react';
import type { Appointment } from '@school/shared-api/learning';
import { notify } from '@school/shared-ui';
import { addAppointment, bodyOf, removeAppointment, updateAppointment, type PlanBody } from './api';
import {
  EMPTY_PLAN_HISTORY,
  PLAN_HISTORY_LOCK_MS,
  PLAN_HISTORY_MESSAGES as M,
  planHistoryReducer,
  redoMessage,
  undoMessage,
  type PlanChange,
  type PlanFollow,
  type PlanHistoryAction,
  type PlanHistoryState,
} from './historyStack';

export * from './historyStack';
export type { PlanBody } from './api';

export type UsePlanHistoryOptions = {
  /** Called after every change the server took (an action, an undo, a redo): reload the plan. */
  onChanged?: () => void;
};

export type PlanHistory = {
  /** Creates an appointment and records it; resolves to the server's row, rejects with its ApiError. */
  add(body: PlanBody): Promise<Appointment>;
  /** Changes `before` (from its version) to `body` and records it; rejects with the server's ApiError. */
  update(before: Appointment, body: PlanBody): Promise<Appointment>;
  /** Removes `before` and records it; rejects with the server's ApiError. */
  remove(before: Appointment): Promise<void>;
  /** Undoes the latest change, with the spec's toast ('Не удалось отменить действие' on failure). */
  undo(): Promise<void>;
  /** Redoes the latest undone change, with the spec's toast ('Не удалось повторить действие' on failure). */
  redo(): Promise<void>;
  /** Something to undo and no action running. */
  canUndo: boolean;
  /** Something to redo and no action running. */
  canRedo: boolean;
  /** An action runs (and at least PLAN_HISTORY_LOCK_MS after it started). */
  busy: boolean;
};

type Outcome = { action: PlanHistoryAction; message: string };

/** What undoing a change does on the server, and how the history follows. */
async function undoChange(change: PlanChange): Promise<Outcome> {
  const message = undoMessage(change);
  switch (change.kind) {
    case 'add':
      await removeAppointment(change.after.id, change.after.version);
      return { action: { type: 'undone' }, message };
    case 'edit': {
      const row = await updateAppointment(change.after.id, change.after.version, bodyOf(change.before));
      return { action: { type: 'undone', follow: { from: change.after.id, to: row } }, message };
    }
    case 'remove': {
      const row = await addAppointment(bodyOf(change.before));
      return { action: { type: 'undone', follow: { from: change.before.id, to: row } }, message };
    }
  }
}

/** What redoing a change does on the server (a redone add or removal of a re-created row follows its id). */
async function redoChange(change: PlanChange): Promise<Outcome> {
  const message = redoMessage(change);
  switch (change.kind) {
    case 'add': {
      const row = await addAppointment(bodyOf(change.after));
      return { action: { type: 'redone', follow: { from: change.after.id, to: row } }, message };
    }
    case 'edit': {
      const row = await updateAppointment(change.after.id, change.after.version, bodyOf(change.after));
      return { action: { type: 'redone', follow: { from: change.after.id, to: row } }, message };
    }
    case 'remove':
      await removeAppointment(change.before.id, change.before.version);
      return { action: { type: 'redone' }, message };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The plan's undo/redo history (learning.md section 4), shared by the appointments page and the class
 * schedule: changes are made through it and recorded on success; undo and redo replay them on the server
 * step by step. Calls run one after another (an undo never pops a change recorded while it ran).
 */
export function usePlanHistory({ onChanged }: UsePlanHistoryOptions = {}): PlanHistory {
  const [state, setState] = useState<PlanHistoryState>(EMPTY_PLAN_HISTORY);
  const stateRef = useRef(state);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const changed = useRef(onChanged);
  changed.current = onChanged;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const dispatch = useCallback((action: PlanHistoryAction) => {
    stateRef.current = planHistoryReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);

  /** Runs `work` after the calls before it; busy from now until it ends and the lock has passed. */
  const run = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    activeRef.current += 1;
    setActive(activeRef.current);
    const release = () => {
      const timer = setTimeout(
        () => {
          timers.current.delete(timer);
          activeRef.current -= 1;
          setActive(activeRef.current);
        },
        Math.max(0, PLAN_HISTORY_LOCK_MS - (Date.now() - started)),
      );
      timers.current.add(timer);
    };
    const result = queue.current.then(work);
    queue.current = result.then(release, release);
    return result;
  }, []);

  const record = useCallback(
    (change: PlanChange, follow?: PlanFollow) => {
      dispatch({ type: 'record', change, follow });
      changed.current?.();
    },
    [dispatch],
  );

  const add = useCallback(
    (body: PlanBody) =>
      run(async () => {
        const after = await addAppointment(body);
        record({ kind: 'add', after });
        return after;
      }),
    [record, run],
  );

  const update = useCallback(
    (before: Appointment, body: PlanBody) =>
      run(async () => {
        const after = await updateAppointment(before.id, before.version, body);
        record({ kind: 'edit', before, after }, { from: before.id, to: after });
        return after;
      }),
    [record, run],
  );

  const remove = useCallback(
    (before: Appointment) =>
      run(async () => {
        await removeAppointment(before.id, before.version);
        record({ kind: 'remove', before });
      }),
    [record, run],
  );

  const step = useCallback(
    (stack: 'undo' | 'redo') => {
      if (activeRef.current > 0 || stateRef.current[stack].length === 0) return Promise.resolve();
      return run(async () => {
        const top = stateRef.current[stack].at(-1);
        if (!top) return;
        try {
          const outcome = stack === 'undo' ? await undoChange(top) : await redoChange(top);
          dispatch(outcome.action);
          notify.success(outcome.message);
          changed.current?.();
        } catch (error) {
          notify.error(stack === 'undo' ? M.undoFailed : M.redoFailed, messageOf(error));
        }
      });
    },
    [dispatch, run],
  );

  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  const busy = active > 0;

  return {
    add,
    update,
    remove,
    undo,
    redo,
    canUndo: !busy && state.undo.length > 0,
    canRedo: !busy && state.redo.length > 0,
    busy,
  };
}
