import type { UnmarkedLesson } from '@school/shared-api/learning';
import { DEFAULT_SORT, nextSort, sortLessons } from '../sortLessons';

const lesson = (id: number, teacher: string, date: string): UnmarkedLesson => ({
  id_appointment: id,
  teacher,
  subject: 'Робототехника',
  group_id: 1,
  group_name: 'Робо-пн',
  date,
});

const lessons = [
  lesson(1, 'Петрова', '2026-03-16 16:00:00'),
  lesson(2, 'андреева', '2026-03-16 09:00:00'),
  lesson(3, 'Петрова', '2026-03-12 10:00:00'),
];

test('the same column reverses, another one starts ascending', () => {
  expect(nextSort(DEFAULT_SORT, 'date')).toEqual({ field: 'date', order: 'asc' });
  expect(nextSort({ field: 'date', order: 'asc' }, 'date')).toEqual({ field: 'date', order: 'desc' });
  expect(nextSort(DEFAULT_SORT, 'teacher')).toEqual({ field: 'teacher', order: 'asc' });
});

test('sorts by date or by teacher (case-blind, ties in the server’s order) without changing the input', () => {
  const ids = (list: UnmarkedLesson[]) => list.map((each) => each.id_appointment);
  expect(ids(sortLessons(lessons, { field: 'date', order: 'asc' }))).toEqual([3, 2, 1]);
  expect(ids(sortLessons(lessons, { field: 'date', order: 'desc' }))).toEqual([1, 2, 3]);
  expect(ids(sortLessons(lessons, { field: 'teacher', order: 'asc' }))).toEqual([2, 1, 3]);
  expect(ids(sortLessons(lessons, { field: 'teacher', order: 'desc' }))).toEqual([1, 3, 2]);
  expect(ids(lessons)).toEqual([1, 2, 3]);
});
