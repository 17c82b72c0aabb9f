import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { DENIAL_REASON_MIN } from '@school/shared-api/sales';
import { TASKS_MESSAGES as M } from '../messages';

type DenialDialogProps = {
  /** The task being denied; null closes the dialog. */
  taskTitle: string | null;
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
};

/** The reason of a denial (sales-people-settings.md section 5): confirm stays disabled until it is longer than 5. */
export function DenialDialog({ taskTitle, onConfirm, onCancel }: DenialDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const enough = reason.trim().length >= DENIAL_REASON_MIN;
  const open = taskTitle !== null;

  const close = () => {
    if (busy) return;
    setReason('');
    onCancel();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason);
      setReason('');
    } catch {
      // The failure was shown; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {M.denialTitle}
                {taskTitle ? `: ${taskTitle}` : ''}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required>
                <Field.Label>{M.denialTooShort}</Field.Label>
                <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {M.cancel}
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} disabled={!enough} loading={busy}>
                {M.denialConfirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
