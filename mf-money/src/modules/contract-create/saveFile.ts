/** Saves a downloaded file under the server's name, or `fallbackName`. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName?: string }, fallbackName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
