/** /app/schedule-view: built by issue 11. */
export function ScheduleViewPage() {
  return <p>Темы и даты занятий</p>;
}
