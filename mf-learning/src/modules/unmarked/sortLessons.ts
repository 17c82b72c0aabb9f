import type { UnmarkedLesson } from '@school/shared-api/learning';

/** The columns the table sorts by (learning.md section 2.10: Teacher and Date). */
export type SortField = 'teacher' | 'date';
export type Sort = { field: SortField; order: 'asc' | 'desc' };

/** Newest first, as the server answers. */
export const DEFAULT_SORT: Sort = { field: 'date', order: 'desc' };

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The same column again reverses its order; another column starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: 'asc' };
}

/**
 * The lessons in the sort's order: by teacher (then newest first) or by date ('YYYY-MM-DD HH:mm:ss' sorts
 * as text); ties keep the server's order.
 */
export function sortLessons(lessons: readonly UnmarkedLesson[], sort: Sort): UnmarkedLesson[] {
  const sign = sort.order === 'asc' ? 1 : -1;
  return lessons
    .map((lesson, index) => ({ lesson, index }))
    .sort((a, b) => {
      const byField =
        sort.field === 'teacher'
          ? collator.compare(a.lesson.teacher, b.lesson.teacher)
          : a.lesson.date.localeCompare(b.lesson.date);
      return byField * sign || a.index - b.index;
    })
    .map(({ lesson }) => lesson);
}
