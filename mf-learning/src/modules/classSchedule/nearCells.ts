import { useSyncExternalStore } from 'react';

// Which rows and columns of the grid are on screen or near it. Only their cells are drop targets and only
// their lessons drag handles: every dnd-kit hook re-renders when the drag's target changes and every drop
// target is measured when a lesson is lifted, and a branch of 60 groups has over 4,000 cells (a lift took a
// second and each arrow step a quarter of one; e2e/bench/classSchedulePage.ts).

export type NearCells = {
  isNear(key: string): boolean;
  subscribe(key: string, listener: () => void): () => void;
  /** From the grid's observer: a row ('r:3') or a column ('c:5') came near or went away. */
  set(key: string, near: boolean): void;
  /** While a lesson is lifted rows and columns only come near (the lifted one's must not unmount). */
  hold(on: boolean): void;
};

export function createNearCells(everything = false): NearCells {
  const near = new Set<string>();
  const leaving = new Set<string>();
  const listeners = new Map<string, Set<() => void>>();
  let held = false;
  const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener());
  const drop = (key: string) => {
    near.delete(key);
    notify(key);
  };
  return {
    isNear: (key) => everything || near.has(key),
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    set(key, isNear) {
      if (isNear) {
        leaving.delete(key);
        if (!near.has(key)) {
          near.add(key);
          notify(key);
        }
      } else if (near.has(key)) {
        if (held) leaving.add(key);
        else drop(key);
      }
    },
    hold(on) {
      held = on;
      if (on) return;
      for (const key of leaving) drop(key);
      leaving.clear();
    },
  };
}

/** Whether a row or column is near, re-rendering the caller only when that changes. */
export function useNear(cells: NearCells, key: string): boolean {
  return useSyncExternalStore(
    (listener) => cells.subscribe(key, listener),
    () => cells.isNear(key),
    () => true,
  );
}

/** How far beyond the visible part of the grid rows and columns count as near, in pixels. */
export const NEAR_MARGIN_PX = 400;
