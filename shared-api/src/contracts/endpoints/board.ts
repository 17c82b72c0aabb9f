import type { Endpoint } from '../endpoint';

/** Перевод учеников между группами (issue 11, learning.md). */
export const boardEndpoints = {} satisfies Record<string, Endpoint>;
