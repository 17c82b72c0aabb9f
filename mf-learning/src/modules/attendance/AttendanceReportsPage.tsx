/** /app/attendance-reports: built by issue 11. */
export function AttendanceReportsPage() {
  return <p>Отчет о посещаемости</p>;
}
