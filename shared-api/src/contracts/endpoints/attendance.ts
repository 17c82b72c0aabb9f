import { endpoint, type Endpoint } from '../endpoint';
import { attendanceQuerySchema, attendanceReportSchema } from '../attendance';

/** Отчет о посещаемости (issue 11, learning.md sections 2.4 and 7). */
export const attendanceEndpoints = {
  attendanceGet: endpoint({
    method: 'GET',
    path: '/get/attendance',
    effect: 'reads',
    summary:
      'Посещаемость по группам: ученики (и перешедшие в другие группы, и пришедшие на отработку) по занятиям, с выбором фильтров; преподаватель видит свои группы и свои занятия',
    tag: 'learning',
    permissions: ['report_attendance.view'],
    scope: 'branch',
    ids: { group: 'group', teacher: 'user' },
    query: attendanceQuerySchema,
    response: attendanceReportSchema,
    errors: [404],
    example: { query: { group: '1', date_start: '2026-01-01', date_end: '2026-06-30' } },
  }),
} satisfies Record<string, Endpoint>;
