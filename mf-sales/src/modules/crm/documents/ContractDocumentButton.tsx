import { Button, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { ApiError, documentEndpoints, useCanCall } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { downloadContract } from './downloadContract';
import { DOCUMENT_MESSAGES as M } from './messages';

export type ContractDocumentButtonProps = {
  /** The contract's doc_name (not empty: an empty one means closed or deleted, money.md section 4). */
  docName: string;
};

/**
 * The contract's document as a download button named by its file ('Договор сохранен' once saved); without
 * contract.view it only shows the name.
 */
export function ContractDocumentButton({ docName }: ContractDocumentButtonProps) {
  const canDownload = useCanCall(documentEndpoints.contractDownload);
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadContract(docName);
      notify.success(M.saved);
    } catch (error) {
      notify.error(M.downloadFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  if (!canDownload)
    return (
      <Text as="span" truncate title={docName}>
        {docName}
      </Text>
    );
  return (
    <Button
      size="2xs"
      variant="outline"
      maxW="full"
      loading={busy}
      aria-label={M.download(docName)}
      title={docName}
      onClick={(event) => {
        // A click in a grid row must not select the row as well.
        event.stopPropagation();
        void handleClick();
      }}
    >
      <LuDownload aria-hidden />
      <Text as="span" truncate>
        {docName}
      </Text>
    </Button>
  );
}
