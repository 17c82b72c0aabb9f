import type { Appointment } from '@school/shared-api/learning';

// The plan's undo/redo history as pure data (learning.md section 4): two stacks of changes and the moves
// between them. The hook (history.ts) talks to the server and dispatches these actions on success only, so a
// failed undo or redo leaves the stacks as they were.

/** One change of the plan, as it was made. */
export type PlanChange =
  | { kind: 'add'; after: Appointment }
  | { kind: 'edit'; before: Appointment; after: Appointment }
  | { kind: 'remove'; before: Appointment };

export type PlanHistoryState = {
  /** Changes that can be undone, the latest last. */
  undo: PlanChange[];
  /** Changes undone that can be redone, the latest undone last. */
  redo: PlanChange[];
};

/**
 * An appointment the server answered: the rows of the history naming `from` now name `to.id` at
 * `to.version` (an undone removal or a redone add creates a new appointment; every change bumps the version).
 */
export type PlanFollow = { from: number; to: Appointment };

export type PlanHistoryAction =
  | { type: 'record'; change: PlanChange; follow?: PlanFollow }
  | { type: 'undone'; follow?: PlanFollow }
  | { type: 'redone'; follow?: PlanFollow }
  | { type: 'clear' };

export const EMPTY_PLAN_HISTORY: PlanHistoryState = { undo: [], redo: [] };

const repoint = (row: Appointment, follow: PlanFollow): Appointment =>
  row.id === follow.from ? { ...row, id: follow.to.id, version: follow.to.version } : row;

function followChange(change: PlanChange, follow: PlanFollow): PlanChange {
  switch (change.kind) {
    case 'add':
      return { kind: 'add', after: repoint(change.after, follow) };
    case 'edit':
      return { kind: 'edit', before: repoint(change.before, follow), after: repoint(change.after, follow) };
    case 'remove':
      return { kind: 'remove', before: repoint(change.before, follow) };
  }
}

/** Both stacks with every change naming `follow.from` re-pointed at the server's row. */
export function followRow(state: PlanHistoryState, follow: PlanFollow | undefined): PlanHistoryState {
  if (!follow) return state;
  return {
    undo: state.undo.map((change) => followChange(change, follow)),
    redo: state.redo.map((change) => followChange(change, follow)),
  };
}

export function planHistoryReducer(state: PlanHistoryState, action: PlanHistoryAction): PlanHistoryState {
  switch (action.type) {
    case 'record': {
      // A new action ends the redo branch.
      const followed = followRow({ undo: state.undo, redo: [] }, action.follow);
      return { undo: [...followed.undo, action.change], redo: [] };
    }
    case 'undone': {
      const top = state.undo.at(-1);
      if (!top) return state;
      return followRow({ undo: state.undo.slice(0, -1), redo: [...state.redo, top] }, action.follow);
    }
    case 'redone': {
      const top = state.redo.at(-1);
      if (!top) return state;
      return followRow({ undo: [...state.undo, top], redo: state.redo.slice(0, -1) }, action.follow);
    }
    case 'clear':
      return EMPTY_PLAN_HISTORY;
  }
}

/** The toast of an undone change (undoing an add removes, undoing a removal creates). */
export function undoMessage(change: PlanChange): string {
  return PLAN_HISTORY_MESSAGES[
    change.kind === 'add' ? 'removed' : change.kind === 'edit' ? 'changed' : 'created'
  ];
}

/** The toast of a redone change. */
export function redoMessage(change: PlanChange): string {
  return PLAN_HISTORY_MESSAGES[
    change.kind === 'add' ? 'created' : change.kind === 'edit' ? 'changed' : 'removed'
  ];
}

export const PLAN_HISTORY_MESSAGES = {
  created: 'Назначение создано',
  changed: 'Данные изменены',
  removed: 'Назначение удалено',
  undoFailed: 'Не удалось отменить действие',
  redoFailed: 'Не удалось повторить действие',
  undo: 'Отменить',
  redo: 'Повторить',
} as const;

/** The undo/redo lock (learning.md section 9): the buttons stay disabled at least this long per action. */
export const PLAN_HISTORY_LOCK_MS = 1000;
