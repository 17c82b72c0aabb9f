import type { RemotePage } from 'shared-api';

/** /app/attendance-reports (learning.md): the page's declaration; its owner lists the calls it makes. */
export const attendancePage: RemotePage = {
  path: 'attendance-reports',
  group: 'reports',
  label: 'Отчет о посещаемости',
  permissions: ['report_attendance.view'],
  order: 30,
  calls: [],
};
