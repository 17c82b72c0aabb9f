/** /app/edit-groups: built by issue 11. */
export function BoardPage() {
  return <p>Редактирование групп</p>;
}
