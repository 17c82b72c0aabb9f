import { Alert, Button, Center, Dialog, Portal, Spinner } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { salesEndpoints, useEndpoint } from '@school/shared-api';
import { ErrorPanel } from '@school/shared-ui';
import { CREATE_MESSAGES as M } from './messages';
import { CreationForm } from './CreationForm';
import { CreationResult, type CreationOutcome } from './CreationResult';

/** What the sales dialogs pass (docs/decisions.md 'Run-time dialogs'). */
export type ContractDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The lead's or contact's name: the dialog's title. */
  name: string;
  contactId: number;
  leadId?: number;
};

/**
 * The contract creation dialog (money.md section 2, "Contract creation"), exposed as money/ContractDialog:
 * full width, titled with the lead's or contact's name, the service-type selector and its form, filled from
 * the contact; then the result with Delete and Download.
 */
export function ContractDialog({ open, onClose, name, contactId, leadId }: ContractDialogProps) {
  // The form fills the screen; its result is a short message with its buttons.
  const [done, setDone] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      onExitComplete={() => setDone(false)}
      size={done ? 'md' : 'full'}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{M.title(name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <Button aria-label={M.close} variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">
                ✕
              </Button>
            </Dialog.CloseTrigger>
            {contactId > 0 ? (
              <ContractDialogBody
                name={name}
                contactId={contactId}
                leadId={leadId}
                onClose={onClose}
                onDone={() => setDone(true)}
              />
            ) : (
              <Dialog.Body>
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{M.noContact}</Alert.Title>
                </Alert.Root>
              </Dialog.Body>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type BodyProps = {
  name: string;
  contactId: number;
  leadId?: number;
  onClose: () => void;
  onDone: () => void;
};

function ContractDialogBody({ name, contactId, leadId, onClose, onDone }: BodyProps) {
  const history = useEndpoint(salesEndpoints.contactHistory, { id: contactId });
  const [result, setResult] = useState<CreationOutcome | null>(null);
  const showResult = (next: CreationOutcome) => {
    setResult(next);
    onDone();
  };

  if (history.error) {
    return (
      <Dialog.Body>
        <ErrorPanel
          title={M.loadFailed}
          message={history.error instanceof Error ? history.error.message : undefined}
          onRetry={() => void history.mutate()}
        />
      </Dialog.Body>
    );
  }
  if (!history.data) {
    return (
      <Dialog.Body>
        <Center py="10" aria-label={M.loading}>
          <Spinner />
        </Center>
      </Dialog.Body>
    );
  }
  if (result) return <CreationResult name={name} result={result} onChange={setResult} onClose={onClose} />;
  const leads = history.data.leads.filter((lead) => lead.comment.length > 0 || lead.id_lead === leadId);
  if (leads.length === 0) {
    return (
      <Dialog.Body>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{M.noLeads}</Alert.Title>
        </Alert.Root>
      </Dialog.Body>
    );
  }
  return <CreationForm history={history.data} leadId={leadId} onResult={showResult} onClose={onClose} />;
}
