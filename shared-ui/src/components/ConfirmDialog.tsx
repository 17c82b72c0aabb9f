import { Button, Dialog, Portal } from '@school/shared-ui/chakra';
import { useRef, useState } from 'react';
import { messages } from '../messages';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deletions). */
  tone?: 'default' | 'danger';
  /**
   * May return a promise: the confirm button shows a spinner until it settles. The caller closes
   * the dialog (open=false); a rejection leaves it open.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
};

/**
 * A modal question with confirm and cancel buttons. Focus starts on Cancel, so Enter on an
 * accidental open does not confirm; Escape and the close button cancel.
 */
export const ConfirmDialog = ({
  open,
  title,
  text,
  confirmLabel = messages.confirm,
  cancelLabel = messages.cancel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports its own failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  const handleOpenChange = ({ open: next }: { open: boolean }) => {
    if (!next && !busy) onCancel();
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={handleOpenChange}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {text && (
              <Dialog.Body>
                <Dialog.Description>{text}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                onClick={handleConfirm}
                loading={busy}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
