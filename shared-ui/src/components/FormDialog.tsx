import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@school/shared-ui/chakra';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { messages } from '../messages';

export type FormDialogProps = {
  open: boolean;
  title: string;
  /** Cancel, Escape, the close button and a click outside; none of them closes while busy. */
  onClose: () => void;
  /**
   * The form's submit (the save button or Enter in a field); the browser's own submission is already
   * prevented. Not called while busy or while save is disabled. A returned promise handles its own failure.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  /** A request is under way: the save button spins, cancel and close are disabled. */
  busy?: boolean;
  /** The server's message (or the form's own) shown as an alert under the fields. */
  error?: string | null;
  saveLabel?: string;
  /** Save stays disabled until the dialog has what it needs (its data loaded, its choices made). */
  saveDisabled?: boolean;
  saveColorPalette?: ComponentProps<typeof Button>['colorPalette'];
  cancelLabel?: string;
  closeLabel?: string;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** The space between the fields (and the alert). */
  gap?: ComponentProps<typeof Stack>['gap'];
  /** The fields. */
  children: ReactNode;
};

/**
 * The frame of an edit dialog: a form (Enter submits) with the title, the fields, the server's message as
 * an alert, cancel and save, and the close button. Focus goes to the first focusable element (normally the
 * first field). Texts come in as props: the module passes its own, quoted from the spec.
 */
export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  busy = false,
  error,
  saveLabel = messages.save,
  saveDisabled = false,
  saveColorPalette = 'brand',
  cancelLabel = messages.cancel,
  closeLabel = messages.close,
  size,
  scrollBehavior,
  gap = '4',
  children,
}: FormDialogProps) => {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !saveDisabled) void onSubmit(event);
  };

  const handleOpenChange = ({ open: next }: { open: boolean }) => {
    if (!next && !busy) onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={handleOpenChange}
      size={size}
      scrollBehavior={scrollBehavior}
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
                <Stack gap={gap}>
                  {children}
                  {error && (
                    <Alert.Root status="error" size="sm" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette={saveColorPalette} loading={busy} disabled={saveDisabled}>
                  {saveLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
