/** A file size for people: bytes, КБ or МБ with one decimal (Russian comma). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'КБ'] : [bytes / 1024 / 1024, 'МБ'];
  return `${value.toFixed(1).replace('.', ',')} ${unit}`;
}
