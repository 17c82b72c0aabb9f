/** /app/working-out: built by issue 11. */
export function MakeupsPage() {
  return <p>Отработки</p>;
}
