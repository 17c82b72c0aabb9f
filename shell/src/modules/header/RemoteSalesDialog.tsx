import { Button, Dialog, Portal } from '@chakra-ui/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useState, type ComponentType, type ReactNode } from 'react';
import { RemoteModule } from 'shared-ui';
import { reregisterRemote } from '../remotes/registerStageRemotes';
import { HEADER_MESSAGES as M } from './messages';

type DialogBaseProps = { open: boolean; onClose: () => void };

/** The dialogs sales exposes; each module exports a component of the same name. */
export type SalesExport = 'LeadDialog' | 'ContactDialog';

type RemoteSalesDialogProps<Props extends DialogBaseProps> = DialogBaseProps & {
  name: SalesExport;
  /** The dialog's own props besides open and onClose. */
  props: Omit<Props, keyof DialogBaseProps>;
};

// Loaded dialogs stay for the page's life, so a dialog opened again shows at once.
const loaded = new Map<SalesExport, ComponentType<DialogBaseProps>>();

async function loadDialog(name: SalesExport, retry: boolean): Promise<ComponentType<DialogBaseProps>> {
  if (retry) reregisterRemote('sales');
  const module = await loadRemote<Record<string, ComponentType<DialogBaseProps>>>(`sales/${name}`);
  const Loaded = module?.[name];
  if (!Loaded) throw new Error(`sales/${name} has no ${name} export`);
  loaded.set(name, Loaded);
  return Loaded;
}

/**
 * A dialog of the sales area, loaded at run time (through the one loader, RemoteModule) when first opened.
 * While it loads, a spinner; when it cannot be loaded or crashes, the error panel with a retry in a small
 * dialog; the header around it keeps working.
 */
export function RemoteSalesDialog<Props extends DialogBaseProps>({
  name,
  open,
  onClose,
  props,
}: RemoteSalesDialogProps<Props>) {
  // Mounted from the first opening on, so that a loaded dialog can play its closing itself.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted && !open) return null;
  return (
    <RemoteModule
      name={`sales/${name}`}
      load={(retry) => loadDialog(name, retry)}
      preloaded={loaded.get(name)}
      failure={{ title: M.dialogFailedTitle, text: M.dialogFailedText }}
      frame={(content) => (open ? <FallbackDialog onClose={onClose}>{content}</FallbackDialog> : null)}
    >
      {(Loaded) => <Loaded open={open} onClose={onClose} {...props} />}
    </RemoteModule>
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
