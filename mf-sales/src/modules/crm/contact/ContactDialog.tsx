import {
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  Field,
  Grid,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@school/shared-ui/chakra';
import { useEffect, useRef, useState } from 'react';
import {
  ApiError,
  useCanCall,
  useHoldsAll,
  useSubmissionKey,
  type ContactHistoryLead,
  type Lead,
  type LeadComment,
} from '@school/shared-api';
import { taskEndpoints } from '@school/shared-api/sales';
import { ErrorPanel, notify } from '@school/shared-ui';
import { salesApi } from '../api/salesApi';
import { revalidateLeads, useContactHistory } from '../api/salesQueries';
import { LeadDialog } from '../lead/LeadDialog';
import { CONTACT_MESSAGES as M, LEAD_MESSAGES, TOASTS } from '../messages';
import { useCloseGuard, useReportDirty, type MarkDirty } from '../components/useCloseGuard';
import { ContractDialogLauncher } from '../remote/ContractDialogLauncher';
import { ContactFormPanel } from './ContactFormPanel';
import { ContactHistoryList } from './ContactHistoryList';
import { LazyCreateTaskDialog } from '../../tasks/create/LazyCreateTaskDialog';
import { CREATE_TASK_TEXTS } from '../../tasks/create/messages';

export type ContactDialogProps = {
  open: boolean;
  onClose: () => void;
  contactId: number;
};

/** sales-people-settings.md: the contact dialog ('Contact of the user'). */
export function ContactDialog({ open, onClose, contactId }: ContactDialogProps) {
  // Closing with typed, unsaved data (the contact's fields, a new comment) asks first.
  const guard = useCloseGuard(onClose);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && guard.requestClose()}
        size="cover"
        scrollBehavior="inside"
        closeOnInteractOutside={false}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <ContactDialogBody contactId={contactId} markDirty={guard.markDirty} />
              <Dialog.Footer>
                <Button size="sm" variant="ghost" onClick={guard.requestClose}>
                  {M.close}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {guard.confirmation}
    </>
  );
}

/** After a lead is created from the contact, its data load again about 2 seconds later (spec section 9). */
const RELOAD_AFTER_LEAD_MS = 2000;

type ContactDialogBodyProps = { contactId: number; markDirty: MarkDirty };

function ContactDialogBody({ contactId, markDirty }: ContactDialogBodyProps) {
  const { data: history, error, isLoading, mutate } = useContactHistory(contactId);
  const [commentOpen, setCommentOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [newLeadOpen, setNewLeadOpen] = useState(false);
  const [openLead, setOpenLead] = useState<Lead | null>(null);
  const [contractOpen, setContractOpen] = useState(false);
  const makesContracts = useHoldsAll(['contract.modify']);
  // The spec's create-task button (inert there): a task about this contact (issue 13).
  const makesTasks = useCanCall(taskEndpoints.taskAdd);
  const [taskOpen, setTaskOpen] = useState(false);
  // Sending the same comment again after a failure is a retry (one Idempotency-Key), not a second comment.
  const commentSubmission = useSubmissionKey();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useReportDirty(markDirty, 'comment', comment.trim() !== '');

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  // The title is there from the first render: the dialog is labelled by it only if it exists when opening.
  const header = (name?: string) => (
    <>
      <Dialog.Header>
        <Dialog.Title>{name ? `${M.title}: ${name}` : M.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={`${M.close} (${M.title})`} />
      </Dialog.CloseTrigger>
    </>
  );

  if (isLoading || (!history && !error)) {
    return (
      <>
        {header()}
        <Center py="16">
          <Spinner size="lg" />
        </Center>
      </>
    );
  }
  if (!history) {
    return (
      <>
        {header()}
        <Dialog.Body>
          <ErrorPanel
            title={M.title}
            message={error instanceof Error ? error.message : undefined}
            onRetry={() => void mutate()}
          />
        </Dialog.Body>
      </>
    );
  }

  const { contact } = history;
  const fullName = [contact.name, contact.last_name].filter(Boolean).join(' ');

  const handleAddComment = async () => {
    const text = comment.trim();
    if (!text) {
      setCommentError(LEAD_MESSAGES.commentEmpty);
      return;
    }
    setSending(true);
    try {
      const body = { id_contact: contact.id_contact, comment: text };
      await commentSubmission.submit(body, (idempotencyKey) => salesApi.addComment(body, { idempotencyKey }));
      notify.success(TOASTS.commentAdded);
      setComment('');
      setCommentError(null);
      setCommentOpen(false);
      void mutate();
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.statusCode !== 401 && caught.statusCode !== 403)) {
        notify.error(TOASTS.contactCommentAddFailed, caught instanceof Error ? caught.message : undefined);
      }
    } finally {
      setSending(false);
    }
  };

  const handleEditComment = async (edited: LeadComment, text: string) => {
    try {
      await salesApi.editComment(edited.id_comment, text);
      notify.success(TOASTS.commentEdited);
      void mutate();
      void revalidateLeads();
    } catch (caught) {
      notify.error(TOASTS.commentEditFailed, caught instanceof Error ? caught.message : undefined);
      throw caught;
    }
  };

  const handleLeadCreated = () => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void mutate(), RELOAD_AFTER_LEAD_MS);
  };

  return (
    <>
      {header(fullName)}
      <Dialog.Body>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="6">
          <Box>
            <ContactFormPanel
              key={contact.id_contact}
              contact={contact}
              onSaved={() => void mutate()}
              onReload={async () => (await mutate())?.contact}
              markDirty={markDirty}
            />
          </Box>
          <Stack gap="3">
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                aria-expanded={commentOpen}
                onClick={() => setCommentOpen((v) => !v)}
              >
                {M.comment}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setNewLeadOpen(true)}>
                {M.createLead}
              </Button>
              {makesTasks && (
                <Button size="sm" variant="outline" onClick={() => setTaskOpen(true)}>
                  {CREATE_TASK_TEXTS.button}
                </Button>
              )}
              {makesContracts && (
                <Button size="sm" variant="outline" onClick={() => setContractOpen(true)}>
                  {M.createContract}
                </Button>
              )}
            </HStack>
            {commentOpen && (
              <Stack gap="2">
                <Field.Root invalid={Boolean(commentError)}>
                  <Field.Label>{M.comment}</Field.Label>
                  <Textarea
                    size="sm"
                    rows={2}
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                  />
                  <Field.ErrorText>{commentError}</Field.ErrorText>
                </Field.Root>
                <Button
                  size="xs"
                  colorPalette="brand"
                  alignSelf="flex-start"
                  loading={sending}
                  onClick={() => void handleAddComment()}
                >
                  {M.addComment}
                </Button>
              </Stack>
            )}
            <Text fontWeight="semibold">{M.history}</Text>
            <ContactHistoryList
              history={history}
              onEditComment={handleEditComment}
              onOpenLead={(lead: ContactHistoryLead) => setOpenLead(lead)}
            />
          </Stack>
        </Grid>
      </Dialog.Body>
      <LeadDialog
        open={newLeadOpen}
        onClose={() => setNewLeadOpen(false)}
        contact={contact}
        onSaved={handleLeadCreated}
      />
      <LeadDialog
        open={openLead !== null}
        lead={openLead}
        onClose={() => setOpenLead(null)}
        onSaved={() => void mutate()}
      />
      <LazyCreateTaskDialog
        open={taskOpen}
        onClose={() => setTaskOpen(false)}
        contact={{ id: contact.id_contact, name: fullName }}
      />
      <ContractDialogLauncher
        open={contractOpen}
        onClose={() => {
          setContractOpen(false);
          void mutate();
        }}
        name={fullName}
        contactId={contact.id_contact}
      />
    </>
  );
}
