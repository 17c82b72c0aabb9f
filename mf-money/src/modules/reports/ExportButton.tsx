import { Button } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { ApiError, downloadEndpoint, reportEndpoints, type ReportExportQuery } from '@school/shared-api';
import { notify, saveDownloadedFile } from '@school/shared-ui';
import { REPORT_MESSAGES as M } from './messages';

export type ExportButtonProps = {
  /** The tab's report and its filters, as GET /report/export takes them. */
  query: ReportExportQuery;
};

/**
 * Downloads the tab's report as the server writes it (GET /report/export: report_<tab>_<date>.xlsx). Silent
 * call: a failure is told once, by this button's toast with the server's message.
 */
export function ExportButton({ query }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      const file = await downloadEndpoint(reportEndpoints.reportExport, query, { silent: true });
      saveDownloadedFile(file, `report_${query.report}.xlsx`);
    } catch (error) {
      notify.error(M.exportFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void handleClick()}>
      <LuDownload /> {M.export}
    </Button>
  );
}
