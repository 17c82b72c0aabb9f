import { createNearCells } from '../nearCells';

test('rows and columns come near and go away; while a lesson is lifted they only come near', () => {
  const near = createNearCells();
  const heard: string[] = [];
  near.subscribe('r:1', () => heard.push(`r:1 ${near.isNear('r:1')}`));
  expect(near.isNear('r:1')).toBe(false);
  near.set('r:1', true);
  near.set('r:1', true);
  expect(heard).toEqual(['r:1 true']);
  near.hold(true);
  near.set('r:1', false);
  near.set('r:2', true);
  expect(near.isNear('r:1')).toBe(true);
  expect(near.isNear('r:2')).toBe(true);
  near.hold(false);
  expect(near.isNear('r:1')).toBe(false);
  expect(heard).toEqual(['r:1 true', 'r:1 false']);
  // Away and back during one lift: it stays.
  near.set('r:3', true);
  near.hold(true);
  near.set('r:3', false);
  near.set('r:3', true);
  near.hold(false);
  expect(near.isNear('r:3')).toBe(true);
});

test('without an observer every cell is near', () => {
  const near = createNearCells(true);
  expect(near.isNear('c:59')).toBe(true);
  near.set('c:59', false);
  expect(near.isNear('c:59')).toBe(true);
});
