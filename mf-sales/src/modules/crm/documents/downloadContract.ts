import { documentEndpoints, downloadEndpoint } from '@school/shared-api';
import { saveDownloadedFile } from '@school/shared-ui';

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
