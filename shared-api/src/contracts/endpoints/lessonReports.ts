import type { Endpoint } from '../endpoint';

/** Reports read from the lesson journal: camp attendance, first visits, student hours. */
export const lessonReportEndpoints = {} satisfies Record<string, Endpoint>;
