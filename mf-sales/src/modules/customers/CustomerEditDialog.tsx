import { Field, Input } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOMER_FIELD_LABELS, type Customer, type CustomerContract } from '@school/shared-api/people';
import { ConfirmDialog, notify } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import { ContractPicker } from './ContractPicker';
import { failureText } from '../access/accessApi';
import { customersApi } from './customersApi';
import { CUSTOMERS_TEXT as T } from './messages';

type EditForm = { full_name: string; email: string };

type CustomerEditDialogProps = {
  /** The account being edited; null closes the dialog. */
  customer: Customer | null;
  canSearchContracts: boolean;
  /** May disable the account (the save with no contracts does). */
  canDisable: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The edit dialog: name, e-mail and the account's contracts (added by a number search, removed one by one).
 * Saving needs at least one contract; with none, a confirmation that the account will be disabled, and
 * confirming disables it. A refusal shows the server's message.
 */
export function CustomerEditDialog({ customer, ...props }: CustomerEditDialogProps) {
  // A fresh form for every account (and version) opened.
  return customer ? (
    <EditDialog key={`${customer.id_user}:${customer.version}`} customer={customer} {...props} />
  ) : null;
}

function EditDialog({
  customer,
  canSearchContracts,
  canDisable,
  onClose,
  onSaved,
}: CustomerEditDialogProps & { customer: Customer }) {
  const { register, handleSubmit } = useForm<EditForm>({
    defaultValues: { full_name: customer.full_name, email: customer.email },
  });
  const [contracts, setContracts] = useState<CustomerContract[]>(customer.contract);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);

  const disable = async () => {
    try {
      await customersApi.disable(customer.id_user, customer.version);
      notify.success(T.disabled);
      setConfirmDisable(false);
      onSaved();
    } catch (failure) {
      setConfirmDisable(false);
      setError(failureText(failure, T.disabled));
    }
  };

  const save = handleSubmit(async (values) => {
    const full_name = values.full_name.trim();
    const email = values.email.trim();
    const missing = [
      !email && CUSTOMER_FIELD_LABELS.email,
      !full_name && CUSTOMER_FIELD_LABELS.full_name,
    ].filter(Boolean);
    if (missing.length > 0) {
      setError(T.required + missing.join(', '));
      return;
    }
    if (contracts.length === 0) {
      if (canDisable) setConfirmDisable(true);
      else setError(T.contractsRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await customersApi.update({
        id_user: customer.id_user,
        full_name,
        email,
        contracts: contracts.map((c) => c.contract_id),
        version: customer.version,
      });
      notify.success(T.updated);
      onSaved();
    } catch (failure) {
      setError(failureText(failure, T.updated));
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <FormDialog
        open
        title={`${T.editTitle}: ${customer.full_name}`}
        onClose={onClose}
        onSubmit={save}
        busy={saving}
        error={error}
        saveLabel={T.save}
        saveColorPalette="blue"
        cancelLabel={T.cancel}
        closeLabel={T.close}
        size="lg"
        gap="3"
      >
        <Field.Root required>
          <Field.Label>{T.fullName}</Field.Label>
          <Input autoComplete="off" {...register('full_name')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{T.email}</Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field.Root>
        <ContractPicker value={contracts} onChange={setContracts} canSearch={canSearchContracts} />
      </FormDialog>
      <ConfirmDialog
        open={confirmDisable}
        title={T.disableTitle}
        text={T.disableConfirm}
        confirmLabel={T.disable}
        tone="danger"
        onConfirm={disable}
        onCancel={() => setConfirmDisable(false)}
      />
    </>
  );
}
