import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  campAttendanceReportSchema,
  firstVisitReportSchema,
  groupStudentSchema,
  groupStudentsQuerySchema,
  studentHoursBodySchema,
} from '../lessonReports';
import { moneyReportQuerySchema } from '../reports';

const FILTER_EXAMPLE = { location: 'all', month: '6', year: '2025' };

/** Reports read from the lesson journal: camp attendance, first visits, student hours. */
export const lessonReportEndpoints = {
  reportCampGet: endpoint({
    method: 'GET',
    path: '/report/camp/get',
    effect: 'reads',
    summary: 'Посещение лагерей за месяц: отметки по дням для каждого ребёнка лагерных групп',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: moneyReportQuerySchema,
    response: campAttendanceReportSchema,
    errors: [404],
    example: { query: FILTER_EXAMPLE },
  }),
  reportFirstVisitGet: endpoint({
    method: 'GET',
    path: '/report/first_visit/get',
    effect: 'reads',
    summary: 'Первые посещения за месяц: сколько учеников пришли на первое занятие курса, по дням и курсам',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: moneyReportQuerySchema,
    response: firstVisitReportSchema,
    errors: [404],
    example: { query: { ...FILTER_EXAMPLE, month: '3', year: '2026' } },
  }),
  reportGroupStudents: endpoint({
    method: 'GET',
    path: '/report/student/get',
    effect: 'reads',
    summary: 'Ученики группы (договор и ребёнок) для отчёта о часах ученика',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { group_id: 'group' },
    query: groupStudentsQuerySchema,
    response: z.array(groupStudentSchema),
    errors: [404],
    example: { query: { group_id: '4' } },
  }),
  reportStudentHours: endpoint({
    method: 'POST',
    path: '/report/student/hours',
    effect: 'reads',
    summary:
      'Часы ученика за период: занятия группы, присутствие и часы (student_hours_{id}.xlsx, id - договор)',
    tag: 'money',
    permissions: ['report.view'],
    // The attendance page (learning.md section 2.4) downloads it too, for its own audience.
    orPermissions: ['report_attendance.view'],
    scope: 'branch',
    ids: { group_id: 'group', student_id: 'contract' },
    body: studentHoursBodySchema,
    response: z.string().describe('XLSX'),
    answer: 'file',
    errors: [404],
    example: { body: { group_id: 4, student_id: 1, date_start: '2026-02-16', date_end: '2026-03-16' } },
  }),
} satisfies Record<string, Endpoint>;
