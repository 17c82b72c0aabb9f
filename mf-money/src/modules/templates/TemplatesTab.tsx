import { Separator, Stack } from '@school/shared-ui/chakra';
import { documentEndpoints, useCanCall, useEndpoint } from '@school/shared-api';
import { ErrorPanel } from '@school/shared-ui';
import { DownloadTemplate } from './DownloadTemplate';
import { TEMPLATE_MESSAGES as M } from './messages';
import { UploadTemplate } from './UploadTemplate';

/**
 * The templates page (money.md section 2), a tab of /app/settings: download the newest version of a
 * template, and, with configs.modify, upload a new one.
 */
export function TemplatesTab() {
  const canUpload = useCanCall(documentEndpoints.templateUpload);
  const list = useEndpoint(documentEndpoints.templatesGet, undefined);

  return (
    <Stack gap="6" py="2">
      {list.error ? (
        <ErrorPanel
          title={M.listFailed}
          message={list.error instanceof Error ? list.error.message : undefined}
          onRetry={() => void list.mutate()}
        />
      ) : (
        <DownloadTemplate versions={list.data} />
      )}
      {canUpload && (
        <>
          <Separator />
          <UploadTemplate onUploaded={() => void list.mutate()} />
        </>
      )}
    </Stack>
  );
}
