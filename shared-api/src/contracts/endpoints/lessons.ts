import type { Endpoint } from '../endpoint';

/** Уроки учителя: список по дате, запись урока (issue 11, learning.md). */
export const lessonEndpoints = {} satisfies Record<string, Endpoint>;
