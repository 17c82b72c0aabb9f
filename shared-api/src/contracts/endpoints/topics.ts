import type { Endpoint } from '../endpoint';

/** Темы занятий и расписание по неделям (issue 11, learning.md). */
export const topicEndpoints = {} satisfies Record<string, Endpoint>;
