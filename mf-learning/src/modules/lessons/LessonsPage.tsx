/** /app/lessons: built by issue 11. */
export function LessonsPage() {
  return <p>Расписание уроков</p>;
}
