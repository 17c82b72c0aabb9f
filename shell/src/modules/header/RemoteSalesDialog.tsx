import { Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui';
import { LOADING } from '../../app/messages';
import { HEADER_MESSAGES as M } from './messages';
import { useSalesExport, type SalesExport } from './useSalesExport';

type DialogBaseProps = { open: boolean; onClose: () => void };

type RemoteSalesDialogProps<Props extends DialogBaseProps> = DialogBaseProps & {
  /** The module sales exposes, and the component it exports under the same name. */
  name: SalesExport;
  /** The dialog's own props besides open and onClose. */
  props: Omit<Props, keyof DialogBaseProps>;
};

/**
 * A dialog of the sales area, loaded at run time when first opened. While it loads, a spinner; when it
 * cannot be loaded or crashes, the error panel in a small dialog; the header around it keeps working.
 */
export function RemoteSalesDialog<Props extends DialogBaseProps>({
  name,
  open,
  onClose,
  props,
}: RemoteSalesDialogProps<Props>) {
  const remote = useSalesExport<Props>(name, open);
  if (remote.status === 'ready') {
    const Loaded = remote.Component as ComponentType<DialogBaseProps>;
    return (
      <LoadedBoundary open={open} onClose={onClose}>
        <Loaded open={open} onClose={onClose} {...props} />
      </LoadedBoundary>
    );
  }
  if (!open) return null;
  return (
    <FallbackDialog onClose={onClose}>
      {remote.status === 'failed' ? (
        <ErrorPanel title={M.dialogFailedTitle} message={M.dialogFailedText} onRetry={remote.retry} />
      ) : (
        <Center py="8">
          <Spinner size="lg" aria-label={LOADING} />
        </Center>
      )}
    </FallbackDialog>
  );
}

function FallbackDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={M.dialogFailedTitle}>
            <Dialog.Body pt="6">{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {M.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type BoundaryProps = DialogBaseProps & { children: ReactNode };

/** A loaded dialog that throws while rendering shows the error panel; opening it again tries again. */
class LoadedBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[shell] sales dialog crashed', error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (!previous.open && this.props.open && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.open) return null;
    return (
      <FallbackDialog onClose={this.props.onClose}>
        <ErrorPanel title={M.dialogFailedTitle} message={M.dialogFailedText} />
      </FallbackDialog>
    );
  }
}
