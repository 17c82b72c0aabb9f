import { documentEndpoints, downloadEndpoint } from 'shared-api';
import { saveDownloadedFile } from 'shared-ui';

/**
 * GET /contract/download?q=<doc_name>: the contract's document, saved under its name. Silent: the caller
 * shows its own toasts (401/403 still sign out).
 */
export async function downloadContract(docName: string): Promise<void> {
  saveDownloadedFile(
    await downloadEndpoint(documentEndpoints.contractDownload, { q: docName }, { silent: true }),
    docName,
  );
}
