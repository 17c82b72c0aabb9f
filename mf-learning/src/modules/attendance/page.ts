import { lessonReportEndpoints, type RemotePage } from '@school/shared-api';
import { attendanceEndpoints } from '@school/shared-api/learning';

/** /app/attendance-reports (learning.md): the report, and the student-hours download from its tables. */
export const attendancePage: RemotePage = {
  path: 'attendance-reports',
  group: 'reports',
  label: 'Отчет о посещаемости',
  permissions: ['report_attendance.view'],
  order: 30,
  calls: [attendanceEndpoints.attendanceGet, lessonReportEndpoints.reportStudentHours],
};
