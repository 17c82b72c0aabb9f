import { Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui';
import { CONTRACT_DIALOG_MESSAGES as M, LEAD_MESSAGES } from '../messages';
import { loadContractDialog, type ContractDialogProps } from './loadContractDialog';

type LoadState =
  | { attempt: number; status: 'ready'; Dialog: ComponentType<ContractDialogProps> }
  | { attempt: number; status: 'failed'; error: unknown };

/**
 * The 'Создать договор' target: the money area's contract dialog, loaded at run time. While it loads, and
 * when it cannot be loaded, a small dialog shows a spinner or the error panel with a retry.
 */
export function ContractDialogLauncher(props: ContractDialogProps) {
  if (!props.open) return null;
  return <OpenLauncher {...props} />;
}

function OpenLauncher(props: ContractDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState | null>(null);

  useEffect(() => {
    let alive = true;
    loadContractDialog(attempt > 0)
      .then((Loaded) => {
        if (alive) setState({ attempt, status: 'ready', Dialog: Loaded });
      })
      .catch((error: unknown) => {
        console.warn('[sales] money/ContractDialog failed', error);
        if (alive) setState({ attempt, status: 'failed', error });
      });
    return () => {
      alive = false;
    };
  }, [attempt]);

  if (state?.attempt === attempt && state.status === 'ready') {
    return (
      <LoadedBoundary onClose={props.onClose} name={props.name}>
        <state.Dialog {...props} />
      </LoadedBoundary>
    );
  }
  const failed = state?.attempt === attempt && state.status === 'failed';
  return (
    <StatusDialog onClose={props.onClose} name={props.name}>
      {failed ? (
        <ErrorPanel title={M.failedTitle} message={M.failedText} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Center py="8">
          <Spinner size="lg" aria-label={M.loading} />
        </Center>
      )}
    </StatusDialog>
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

type BoundaryProps = { onClose: () => void; name: string; children: ReactNode };

/** The loaded dialog crashing while rendering shows the error panel instead of breaking the page. */
class LoadedBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[sales] money/ContractDialog crashed', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <StatusDialog onClose={this.props.onClose} name={this.props.name}>
          <ErrorPanel title={M.failedTitle} message={M.failedText} />
        </StatusDialog>
      );
    }
    return this.props.children;
  }
}
