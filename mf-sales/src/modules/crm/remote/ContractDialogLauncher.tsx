import { Button, Dialog, Portal } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { RemoteModule } from '@school/shared-ui';
import { CONTRACT_DIALOG_MESSAGES as M, LEAD_MESSAGES } from '../messages';
import { loadContractDialog, type ContractDialogProps } from './loadContractDialog';

/**
 * The 'Создать договор' target: the money area's contract dialog, loaded at run time through the one
 * loader (RemoteModule). While it loads, and when it cannot be loaded or crashes, a small dialog titled
 * like the contract dialog shows a spinner or the error panel with a retry.
 */
export function ContractDialogLauncher(props: ContractDialogProps) {
  if (!props.open) return null;
  return (
    <RemoteModule
      name="money/ContractDialog"
      load={loadContractDialog}
      failure={{ title: M.failedTitle, text: M.failedText }}
      frame={(content) => (
        <StatusDialog onClose={props.onClose} name={props.name}>
          {content}
        </StatusDialog>
      )}
    >
      {(Loaded) => <Loaded {...props} />}
    </RemoteModule>
  );
}

type StatusDialogProps = { onClose: () => void; name: string; children: ReactNode };

function StatusDialog({ onClose, name, children }: StatusDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {LEAD_MESSAGES.createContract}: {name}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {LEAD_MESSAGES.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
