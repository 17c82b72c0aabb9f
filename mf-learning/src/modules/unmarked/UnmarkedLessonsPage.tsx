/** /app/unmarked-lessons: built by issue 11. */
export function UnmarkedLessonsPage() {
  return <p>Неотмеченные уроки</p>;
}
