import type { Endpoint } from '../endpoint';

/** Личный кабинет (issue 12, learning.md 2.9): дневник, баланс, обращения в техподдержку, ссылки Zoom. */
export const journalEndpoints = {} satisfies Record<string, Endpoint>;
