import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

type Rect = { left: number; top: number; width: number; height: number };
const centre = (rect: Rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * Arrow keys move a lifted lesson a whole cell in their direction (dnd-kit's default moves 25 px per press):
 * the nearest cell whose centre lies that way, preferring the same row (or column). The coordinates are the
 * lifted card's top-left corner, centred on the chosen cell.
 */
export const cellCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect) return undefined;
  const from = centre(collisionRect);
  const direction = {
    ArrowRight: { dx: 1, dy: 0 },
    ArrowLeft: { dx: -1, dy: 0 },
    ArrowDown: { dx: 0, dy: 1 },
    ArrowUp: { dx: 0, dy: -1 },
  }[event.code];
  if (!direction) return undefined;
  let best: { rect: Rect; score: number } | null = null;
  for (const rect of droppableRects.values()) {
    const to = centre(rect);
    const along = (to.x - from.x) * direction.dx + (to.y - from.y) * direction.dy;
    if (along < 1) continue;
    const across = Math.abs(direction.dx !== 0 ? to.y - from.y : to.x - from.x);
    // Off the row (column) counts far more than distance along it.
    const score = across * 1000 + along;
    if (!best || score < best.score) best = { rect, score };
  }
  if (!best) return undefined;
  event.preventDefault();
  return {
    x: best.rect.left + (best.rect.width - collisionRect.width) / 2,
    y: best.rect.top + (best.rect.height - collisionRect.height) / 2,
  };
};
