import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { CellTarget } from './placement';

/**
 * Where a lifted lesson would be dropped, without a dnd-kit droppable per cell: a branch of 60 groups has
 * thousands of (group, day, slot) cells, and dnd-kit measures every droppable on a lift and re-renders every
 * one on each change of target. Here the grid's cells are plain elements described by data attributes; the
 * target is the cell under the pointer (read from the page at the pointer), or for the keyboard the
 * neighbouring cell an arrow chose. Only the cell losing and the cell gaining the target re-render.
 */
export type GridCell = CellTarget & {
  key: string;
  /** The cell's accessible name (announced). */
  label: string;
  /** The cell's place on the screen: its row and column in the table (rotation changes them). */
  row: number;
  column: number;
};

/** The cell a table cell element describes (`data-cell-*` and its aria-label), or null for other elements. */
export function cellOf(element: Element | null): GridCell | null {
  const node = element?.closest<HTMLElement>('[data-cell-key]');
  if (!node) return null;
  const data = node.dataset;
  return {
    key: data.cellKey as string,
    groupId: Number(data.cellGroup),
    day: Number(data.cellDay),
    slot: Number(data.cellSlot),
    row: Number(data.cellRow),
    column: Number(data.cellColumn),
    label: node.getAttribute('aria-label') ?? '',
  };
}

/** Marks the lifted copy of a lesson: what lies under it is what counts. */
export const LIFTED_CLASS = 'class-schedule-lifted';

/**
 * The grid's cell at a point of the viewport: the topmost element there other than the lifted copy must be
 * (inside) a cell of this grid. A sticky header over a cell, or anything outside the grid, is no target.
 */
export function cellAtPoint(grid: Element, x: number, y: number): GridCell | null {
  for (const element of document.elementsFromPoint(x, y)) {
    if (element.closest(`.${LIFTED_CLASS}`)) continue;
    return grid.contains(element) ? cellOf(element) : null;
  }
  return null;
}

/** The current drop target, with a subscription per cell: a change notifies the two cells concerned only. */
export type TargetStore = ReturnType<typeof createTargetStore>;

export function createTargetStore() {
  let current: GridCell | null = null;
  const cellListeners = new Map<string, Set<() => void>>();
  const listeners = new Set<() => void>();
  const notifyCell = (key: string | undefined) => {
    if (key !== undefined) cellListeners.get(key)?.forEach((listener) => listener());
  };
  return {
    get: () => current,
    set(next: GridCell | null) {
      if (next?.key === current?.key) return;
      const previous = current?.key;
      current = next;
      notifyCell(previous);
      notifyCell(next?.key);
      listeners.forEach((listener) => listener());
    },
    isTarget: (key: string) => current?.key === key,
    subscribeCell(key: string, listener: () => void) {
      let set = cellListeners.get(key);
      if (!set) cellListeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) cellListeners.delete(key);
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const STEPS: Record<string, { rows: number; columns: number }> = {
  ArrowRight: { rows: 0, columns: 1 },
  ArrowLeft: { rows: 0, columns: -1 },
  ArrowDown: { rows: 1, columns: 0 },
  ArrowUp: { rows: -1, columns: 0 },
};

const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * Arrow keys move a lifted lesson to the neighbouring cell (dnd-kit's default moves 25 px per press): the
 * cell becomes the target at once, and the lifted copy is moved by the distance from its centre to the cell's
 * centre (dnd-kit scrolls the grid instead when the cell lies past the grid's middle; the cell then comes
 * under the copy). At the grid's edge the key does nothing.
 */
export function cellCoordinates(store: TargetStore, lifted: () => Element | null): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const step = STEPS[event.code];
    const from = store.get();
    // The grid of the lesson lifted.
    const table = context.activeNode?.closest('[role="grid"]');
    if (!step || !from || !table) return undefined;
    event.preventDefault();
    const node = table.querySelector(
      `[data-cell-row="${from.row + step.rows}"][data-cell-column="${from.column + step.columns}"]`,
    );
    const to = cellOf(node);
    const copy = lifted();
    if (!node || !to || !copy) return undefined;
    store.set(to);
    const target = centre(node.getBoundingClientRect());
    const now = centre(copy.getBoundingClientRect());
    return { x: currentCoordinates.x + target.x - now.x, y: currentCoordinates.y + target.y - now.y };
  };
}
