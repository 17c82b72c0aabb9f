import type { Endpoint } from '../endpoint';

/** Отработки и неотмеченные уроки (issue 11, learning.md). */
export const makeupEndpoints = {} satisfies Record<string, Endpoint>;
