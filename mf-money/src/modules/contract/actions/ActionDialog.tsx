import { Alert, Button, CloseButton, Dialog, Portal, Stack } from 'shared-ui/chakra';
import type { FormEvent, ReactNode } from 'react';
import { ACTION_MESSAGES as M } from '../messages';

export type ActionDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  submitLabel: string;
  /** The submit button is disabled until the dialog's required choices are made. */
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  /** The server's message after a refusal, shown in the dialog. */
  alert?: string | null;
  /** 'lg' for the meal-plan table; every dialog takes the whole screen on a phone. */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/**
 * The frame of the contract page's action dialogs: a form (Enter submits), the submit and cancel buttons,
 * the close button, the server's message as an alert. Escape and the cancel button close it unless a
 * request is under way.
 */
export function ActionDialog({
  open,
  title,
  onClose,
  submitLabel,
  canSubmit,
  busy,
  onSubmit,
  alert,
  size = 'md',
  children,
}: ActionDialogProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next && !busy) onClose();
      }}
      size={{ base: 'full', md: size }}
      closeOnInteractOutside={!busy}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {alert && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{alert}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {M.back}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
