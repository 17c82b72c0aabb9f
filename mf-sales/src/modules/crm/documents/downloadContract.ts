import { documentEndpoints, downloadEndpoint } from 'shared-api';

/** Saves a downloaded file under the server's name, or `fallbackName`. */
function saveFile({ blob, fileName }: { blob: Blob; fileName?: string }, fallbackName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/**
 * GET /contract/download?q=<doc_name>: the contract's document, saved under its name. Silent: the caller
 * shows its own toasts (401/403 still sign out).
 */
export async function downloadContract(docName: string): Promise<void> {
  saveFile(
    await downloadEndpoint(documentEndpoints.contractDownload, { q: docName }, { silent: true }),
    docName,
  );
}
