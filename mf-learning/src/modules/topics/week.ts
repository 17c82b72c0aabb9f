/** 'YYYY-MM-DD' of a local calendar day. */
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The Monday of the week before the one of `today` (the week starts on Monday): the editor's first date. */
export function previousMonday(today: Date): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const sinceMonday = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - sinceMonday - 7);
  return isoDay(day);
}
