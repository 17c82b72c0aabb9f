/** A file a call answered: its bytes and the name the server gave it (shared-api's DownloadedFile). */
export type DownloadedFileLike = { blob: Blob; fileName?: string };

/**
 * Saves a downloaded file in the browser under the server's name, or `fallbackName` when the answer named
 * none: through a temporary link, as every download of the suite does.
 */
export function saveDownloadedFile({ blob, fileName }: DownloadedFileLike, fallbackName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
