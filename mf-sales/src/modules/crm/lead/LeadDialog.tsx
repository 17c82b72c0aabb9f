import { Alert, Badge, Button, Dialog, HStack, Portal, Stack } from '@school/shared-ui/chakra';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ApiError,
  applyServerErrors,
  ERROR_MESSAGES,
  optionLabel,
  useAuthStore,
  useEntitiesTypes,
  useHoldsAll,
  useSubmissionKey,
  type Contact,
  type Lead,
  type LeadComment,
} from '@school/shared-api';
import { ConfirmDialog, formatDateTime, notify } from '@school/shared-ui';
import { salesApi } from '../api/salesApi';
import { revalidateLeads, useLeadDuplicate } from '../api/salesQueries';
import { CommentList } from '../components/CommentList';
import { StaleAlert } from '../components/StaleAlert';
import { useCloseGuard, useReportDirty, type MarkDirty } from '../components/useCloseGuard';
import { isStaleVersion } from '../components/staleVersion';
import { ContactDialog } from '../contact/ContactDialog';
import { useCurrentManagerId } from '../hooks/useCurrentManagerId';
import { useNow } from '../hooks/useNow';
import { LEAD_MESSAGES as M, LEAD_STATUS_LABELS, TOASTS } from '../messages';
import { ContractDialogLauncher } from '../remote/ContractDialogLauncher';
import { leadFormDefaults, toLeadInput, toLocalInput, type LeadFormValues } from './leadForm';
import { leadFormResolver, type LeadAction, type LeadResolverContext } from './leadFormResolver';
import { LeadDuplicates } from './LeadDuplicates';
import { LeadFormFields } from './LeadFormFields';

export type LeadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The lead to edit; without it the dialog creates a new lead ('Новый лид'). */
  lead?: Lead | null;
  /** Creates the new lead for this contact ('New lead from a contact'), filled from its data. */
  contact?: Contact | null;
  /** After the lead was created or changed. */
  onSaved?: (lead: Lead) => void;
};

/** The lead dialog of sales-people-settings.md: create or edit a lead with every rule of the spec. */
export function LeadDialog({ open, onClose, lead, contact, onSaved }: LeadDialogProps) {
  // Closing with typed, unsaved data asks first.
  const guard = useCloseGuard(onClose);
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(event) => !event.open && guard.requestClose()}
        size="xl"
        scrollBehavior="inside"
        closeOnInteractOutside={false}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <LeadDialogBody
                lead={lead ?? null}
                contact={contact ?? null}
                onClose={onClose}
                onCancel={guard.requestClose}
                markDirty={guard.markDirty}
                onSaved={onSaved}
              />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {guard.confirmation}
    </>
  );
}

type LeadDialogBodyProps = {
  lead: Lead | null;
  contact: Contact | null;
  /** Closes after a save. */
  onClose: () => void;
  /** 'Закрыть': asks first when something typed is not saved. */
  onCancel: () => void;
  markDirty: MarkDirty;
  onSaved?: (lead: Lead) => void;
};

function LeadDialogBody({ lead, contact, onClose, onCancel, markDirty, onSaved }: LeadDialogBodyProps) {
  const defaultManager = useCurrentManagerId();
  const user = useAuthStore((state) => state.user);
  const { data: entities } = useEntitiesTypes();
  const now = useNow(30_000);
  const [current, setCurrent] = useState<Lead | null>(lead);
  const [alert, setAlert] = useState<string | null>(null);
  // The server's message when a save came from a stale version of the lead (409).
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [confirmingUnqualified, setConfirmingUnqualified] = useState(false);
  const [contactOpen, setContactOpen] = useState<number | null>(null);
  const [contractOpen, setContractOpen] = useState(false);
  const [duplicatesShown, setDuplicatesShown] = useState(false);
  const action = useRef<LeadAction>('save');
  // One Idempotency-Key per submission: saving the same lead or comment again after a failure is a retry.
  const leadSubmission = useSubmissionKey();
  const commentSubmission = useSubmissionKey();
  const form = useForm<LeadFormValues, LeadResolverContext>({
    defaultValues: leadFormDefaults(lead, contact, defaultManager),
    resolver: leadFormResolver,
    context: {
      action,
      existing: current !== null,
      savedDateDue: current ? toLocalInput(current.date_due) : '',
      now: Date.now,
    },
  });
  const { isSubmitting, isDirty } = form.formState;
  useReportDirty(markDirty, 'lead', isDirty);
  const { data: duplicate } = useLeadDuplicate(current?.id_lead ?? null);
  // Contracts are made by those who may change them (contract.modify, as on the contract page).
  const makesContracts = useHoldsAll(['contract.modify']);

  const existing = current !== null;
  const hasContact = current !== null && current.id_contact !== '0' && current.id_contact !== '';
  const identityLocked = hasContact && current.status !== 'new';
  const busy = isSubmitting || confirmingUnqualified;

  /** Validates with the rule set of `which`, then runs `then` with the form's values. */
  const run = (which: LeadAction, then: (values: LeadFormValues) => Promise<void> | void) => {
    action.current = which;
    setAlert(null);
    setStale(null);
    return form.handleSubmit(then)();
  };

  const reportFailure = (error: unknown, title: string) => {
    if (!(error instanceof ApiError)) {
      notify.error(title, error instanceof Error ? error.message : undefined);
      return;
    }
    // Another user changed the lead: the form keeps what was typed until the lead is loaded again.
    if (isStaleVersion(error)) {
      setStale(error.message);
      return;
    }
    if (error.statusCode === 409) {
      setAlert(TOASTS.contactExists);
      return;
    }
    applyServerErrors(error, form.setError, Object.keys(form.getValues()) as (keyof LeadFormValues)[]);
    // 401 and 403 are handled by the client (sign-out); the rest gets the spec's failure toast.
    if (error.statusCode !== 401 && error.statusCode !== 403) notify.error(title, error.message);
  };

  const applySaved = (saved: Lead) => {
    setCurrent(saved);
    form.reset(leadFormDefaults(saved, null, defaultManager));
    void revalidateLeads();
    onSaved?.(saved);
  };

  const finishCreated = (created: Lead) => {
    void revalidateLeads();
    onSaved?.(created);
    onClose();
  };

  const handleCreate = (withContact: boolean) =>
    run('save', async (values) => {
      try {
        const body = {
          ...toLeadInput(values),
          id_contact: contact ? String(contact.id_contact) : undefined,
          create_contact: withContact || undefined,
        };
        const response = await leadSubmission.submit(body, (idempotencyKey) =>
          salesApi.addLead(body, { idempotencyKey }),
        );
        notify.success(TOASTS.leadCreated);
        if (withContact && response.contact) notify.success(TOASTS.contactCreated);
        finishCreated(response.lead);
      } catch (error) {
        reportFailure(error, ERROR_MESSAGES.other);
      }
    });

  /** Saves an existing lead; with `createContact` its contact is created in the same call. */
  const saveExisting = (createContact: boolean) =>
    run('save', async (values) => {
      if (!current) return;
      try {
        const response = await salesApi.updateLead({
          ...toLeadInput(values),
          id_lead: current.id_lead,
          version: current.version,
          id_contact: current.id_contact,
          create_contact: createContact || undefined,
        });
        notify.success(createContact ? TOASTS.contactCreated : TOASTS.leadUpdated);
        applySaved(response.lead);
      } catch (error) {
        reportFailure(error, TOASTS.leadUpdateFailed);
      }
    });

  const handleUpdate = () => saveExisting(false);

  const handleCreateContact = () => saveExisting(true);

  const handleUnqualified = () => run('unqualified', () => setConfirmingUnqualified(true));

  const handleConfirmUnqualified = async () => {
    const input = { ...toLeadInput(form.getValues()), status: 'disqualified' as const };
    try {
      if (current) {
        const response = await salesApi.updateLead({
          ...input,
          id_lead: current.id_lead,
          version: current.version,
          id_contact: current.id_contact,
        });
        notify.success(TOASTS.leadUpdated);
        applySaved(response.lead);
      } else {
        const body = { ...input, id_contact: contact ? String(contact.id_contact) : undefined };
        const response = await leadSubmission.submit(body, (idempotencyKey) =>
          salesApi.addLead(body, { idempotencyKey }),
        );
        notify.success(TOASTS.leadCreated);
        finishCreated(response.lead);
      }
    } catch (error) {
      reportFailure(error, current ? TOASTS.leadUpdateFailed : ERROR_MESSAGES.other);
    } finally {
      setConfirmingUnqualified(false);
    }
  };

  // A manager change on a saved lead is saved at once (sales-people-settings.md, lead dialog).
  const handleManagerChange = async (manager: string, previous: string) => {
    if (!current || manager === previous) return;
    try {
      const saved = await salesApi.updateManager({
        id_lead: current.id_lead,
        version: current.version,
        manager,
      });
      notify.success(TOASTS.managerChanged);
      setCurrent({
        ...current,
        manager: saved.manager,
        manager_name: saved.manager_name,
        version: saved.version,
      });
      form.resetField('manager', { defaultValue: manager });
      void revalidateLeads();
    } catch (error) {
      form.setValue('manager', previous);
      reportFailure(error, TOASTS.leadUpdateFailed);
    }
  };

  /**
   * After a 409: loads the lead again and takes its version and the fields the user did not touch; what
   * the user typed stays, so saving again puts it over the other user's change.
   */
  const handleReload = async () => {
    if (!current) return;
    setReloading(true);
    try {
      const [fresh] = await salesApi.searchLeads({ id_lead: current.id_lead });
      if (!fresh) {
        notify.info(TOASTS.leadNotFound);
        return;
      }
      setCurrent(fresh);
      form.reset(leadFormDefaults(fresh, null, defaultManager), { keepDirtyValues: true });
      setStale(null);
    } catch {
      // The client has shown the failure (the spec's toasts); the alert stays for another try.
    } finally {
      setReloading(false);
    }
  };

  const handleAddComment = async () => {
    if (!current) return;
    const text = form.getValues('new_comment').trim();
    if (!text) {
      form.setError('new_comment', { type: 'rule', message: M.commentEmpty });
      return;
    }
    try {
      const body = { id_lead: current.id_lead, comment: text };
      const saved = await commentSubmission.submit(body, (idempotencyKey) =>
        salesApi.addComment(body, { idempotencyKey }),
      );
      notify.success(TOASTS.commentAdded);
      const comment: LeadComment = {
        id_comment: saved.id_comment,
        date: saved.date_update,
        comment: text,
        creator: saved.autor_id,
        creator_name: user?.short_name ?? '',
      };
      setCurrent({ ...current, comment: [comment, ...current.comment] });
      form.resetField('new_comment', { defaultValue: '' });
      void revalidateLeads();
    } catch (error) {
      reportFailure(error, TOASTS.commentAddFailed);
    }
  };

  const title = current ? M.createdAt(formatDateTime(current.date_created)) : M.newLead;

  return (
    <>
      <Dialog.Header>
        <HStack gap="3" wrap="wrap">
          <Dialog.Title>{title}</Dialog.Title>
          {current && <Badge>{LEAD_STATUS_LABELS[current.status]}</Badge>}
          {current?.duplicate && <Badge colorPalette="orange">{M.duplicate}</Badge>}
          {hasContact && <Badge colorPalette="green">{M.hasContact}</Badge>}
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {alert && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
          {stale && <StaleAlert message={stale} reloading={reloading} onReload={() => void handleReload()} />}
          <form
            noValidate
            aria-label={title}
            onSubmit={(event) => {
              event.preventDefault();
              void (existing ? handleUpdate() : handleCreate(false));
            }}
          >
            <LeadFormFields
              form={form}
              identityLocked={identityLocked}
              existing={existing}
              savedStatus={current?.status ?? null}
              managers={entities?.active_users ?? []}
              userName={(id) => optionLabel(entities?.user, id)}
              sources={entities?.utm_source ?? []}
              reasons={entities?.reasons_cancelled ?? []}
              now={now}
              onManagerChange={(manager, previous) => void handleManagerChange(manager, previous)}
              commentAction={
                existing && (
                  <Button size="xs" mt="2" variant="outline" onClick={() => void handleAddComment()}>
                    {M.addComment}
                  </Button>
                )
              }
            />
          </form>
          {current && duplicatesShown && (
            <LeadDuplicates lead={current} onOpenContact={(id) => setContactOpen(id)} />
          )}
          {current && <CommentList comments={current.comment} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2" justifyContent="space-between">
        <HStack gap="2">
          {current && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="orange"
              disabled={!duplicate?.duplicate}
              aria-pressed={duplicatesShown}
              onClick={() => setDuplicatesShown((shown) => !shown)}
            >
              {M.duplicate}
            </Button>
          )}
          {current?.status !== 'disqualified' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void handleUnqualified()}
              disabled={busy}
            >
              {M.unqualified}
            </Button>
          )}
        </HStack>
        <HStack gap="2" ms="auto" wrap="wrap" justify="flex-end">
          {!current && !contact && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void handleCreate(true)}
              loading={isSubmitting}
            >
              {M.createLeadAndContact}
            </Button>
          )}
          {!current && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void handleCreate(false)}
              loading={isSubmitting}
            >
              {M.create}
            </Button>
          )}
          {current && !hasContact && (
            <Button size="sm" variant="outline" onClick={() => void handleCreateContact()} disabled={busy}>
              {M.createContact}
            </Button>
          )}
          {current && hasContact && (
            <Button size="sm" variant="outline" onClick={() => setContactOpen(Number(current.id_contact))}>
              {M.toContact}
            </Button>
          )}
          {current && makesContracts && (
            <Button
              size="sm"
              variant="outline"
              disabled={!hasContact}
              title={hasContact ? undefined : M.noContactForContract}
              onClick={() => setContractOpen(true)}
            >
              {M.createContract}
            </Button>
          )}
          {current && (
            <Button size="sm" colorPalette="brand" onClick={() => void handleUpdate()} loading={isSubmitting}>
              {M.update}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {M.close}
          </Button>
        </HStack>
      </Dialog.Footer>
      <ConfirmDialog
        open={confirmingUnqualified}
        title={M.unqualifiedConfirmTitle}
        text={M.unqualifiedConfirmText}
        confirmLabel={M.unqualified}
        tone="danger"
        onConfirm={handleConfirmUnqualified}
        onCancel={() => setConfirmingUnqualified(false)}
      />
      {contactOpen !== null && (
        <ContactDialog open contactId={contactOpen} onClose={() => setContactOpen(null)} />
      )}
      {current && (
        <ContractDialogLauncher
          open={contractOpen}
          onClose={() => setContractOpen(false)}
          name={current.name}
          contactId={Number(current.id_contact)}
          leadId={current.id_lead}
        />
      )}
    </>
  );
}
