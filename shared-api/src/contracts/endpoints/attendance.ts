import type { Endpoint } from '../endpoint';

/** Отчет о посещаемости (issue 11, learning.md). */
export const attendanceEndpoints = {} satisfies Record<string, Endpoint>;
