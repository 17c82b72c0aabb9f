import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a lifted pupil a whole column left or right (dnd-kit's default moves 25 px per press).
 * The coordinates are the dragged card's top-left corner.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  const center = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? columns.find((rect) => rect.left > center)
      : [...columns].reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return undefined;
  event.preventDefault();
  return { x: target.left + (target.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
