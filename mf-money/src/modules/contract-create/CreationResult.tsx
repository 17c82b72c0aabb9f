import { Alert, Button, Dialog, HStack } from '@school/shared-ui/chakra';
import { useState } from 'react';
import {
  ApiError,
  documentEndpoints,
  downloadEndpoint,
  moneyEndpoints,
  postEndpoint,
} from '@school/shared-api';
import { DeleteConfirmDialog, notify, saveDownloadedFile } from '@school/shared-ui';
import { CREATE_MESSAGES as M } from './messages';

/** How a creation ended: the contract made (and maybe removed since), or the server's refusal. */
export type CreationOutcome =
  | { ok: true; contractId: number; number: string; fileName: string; removed: boolean }
  | { ok: false; message: string };

type ResultProps = {
  name: string;
  result: CreationOutcome;
  onChange: (result: CreationOutcome) => void;
  onClose: () => void;
};

/** After creating: 'Договор для {name} создан' or the error with the server's message; Delete and Download. */
export function CreationResult({ name, result, onChange, onClose }: ResultProps) {
  const [busy, setBusy] = useState<'remove' | 'download' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const usable = result.ok && !result.removed;

  const remove = async () => {
    setConfirming(false);
    if (!result.ok) return;
    setBusy('remove');
    try {
      await postEndpoint(moneyEndpoints.contractRemove, { contract_id: result.contractId }, { silent: true });
      notify.success(M.removed);
      onChange({ ...result, removed: true });
    } catch (error) {
      notify.error(M.removeFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    if (!result.ok || !result.fileName) return;
    setBusy('download');
    try {
      saveDownloadedFile(
        await downloadEndpoint(documentEndpoints.contractDownload, { q: result.fileName }, { silent: true }),
        result.fileName,
      );
      notify.success(M.saved);
    } catch (error) {
      notify.error(M.downloadFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Dialog.Body>
        {result.ok ? (
          <Alert.Root status={result.removed ? 'info' : 'success'}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{result.removed ? M.removed : M.resultCreated(name)}</Alert.Title>
              <Alert.Description>
                {M.resultNumber(result.number)}
                {!result.fileName && !result.removed ? `. ${M.noDocument}` : ''}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{M.createFailed}</Alert.Title>
              {result.message && <Alert.Description>{result.message}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={!usable}
            loading={busy === 'remove'}
            onClick={() => setConfirming(true)}
          >
            {M.remove}
          </Button>
          <Button
            variant="outline"
            disabled={!usable || !result.fileName}
            loading={busy === 'download'}
            onClick={() => void download()}
          >
            {M.download}
          </Button>
          <Button variant="plain" textDecoration="underline" onClick={onClose}>
            {M.close}
          </Button>
        </HStack>
      </Dialog.Footer>
      <DeleteConfirmDialog open={confirming} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </>
  );
}
