import { useState } from 'react';
import {
  ApiError,
  applyServerErrors,
  costEndpoints,
  postEndpoint,
  type Transaction,
  type TransactionOptions,
} from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import { checkCost, COST_FIELDS, costValuesOf, type CostFormValues } from '../costForm';
import { COST_MESSAGES as M } from '../messages';
import { CostFields, type CostFieldErrors } from './CostFields';

export type EditCostDialogProps = {
  /** The cost being edited. */
  cost: Transaction;
  options: TransactionOptions;
  onClose: () => void;
  /** After a save, and after a refusal because someone changed the cost meanwhile (the list reloads). */
  onChanged: () => void;
};

/**
 * Edits one cost with the add form's fields and checks (the operation follows the category) and its
 * requisite, from the version the grid showed: a cost changed meanwhile is refused (409), the message
 * says so and the list reloads. Mount it for the cost being edited (a new cost starts a fresh form).
 */
export function EditCostDialog({ cost, options, onClose, onChanged }: EditCostDialogProps) {
  const [values, setValues] = useState<CostFormValues>(() => costValuesOf(cost));
  const [errors, setErrors] = useState<CostFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const checked = checkCost(values, options.categories);
    if (!checked.ok) {
      setAlert(checked.message);
      setErrors(Object.fromEntries(checked.fields.map((field) => [field, ''])));
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      const body = { id: cost.id, ...checked.body, version: cost.version };
      await postEndpoint(costEndpoints.transactionUpdate, body, { silent: true });
      notify.success(M.updated);
      onChanged();
      onClose();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const placed: CostFieldErrors = {};
      const { message, statusCode } = applyServerErrors(
        error,
        (field, { message: text }) => (placed[field] = text),
        COST_FIELDS,
      );
      setErrors(placed);
      setAlert(message);
      if (statusCode === 409 || statusCode === 404) onChanged();
    }
  };

  return (
    <FormDialog
      open
      title={M.editTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={alert}
      saveLabel={M.save}
      cancelLabel={M.cancel}
      closeLabel={M.close}
      size={{ base: 'full', md: 'lg' }}
    >
      <CostFields
        values={values}
        errors={errors}
        options={options}
        onChange={setValues}
        disabled={saving}
        withRequisite
        columns={{ md: 2, lg: 2 }}
      />
    </FormDialog>
  );
}
