import { Alert, Box, Button, Flex, Heading, Stack } from '@school/shared-ui/chakra';
import { DateTime } from 'luxon';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  applyServerErrors,
  costEndpoints,
  postEndpoint,
  useSubmissionKey,
  type Transaction,
  type TransactionOptions,
} from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { checkCost, COST_FIELDS, emptyCostValues, type CostField, type CostFormValues } from '../costForm';
import { COST_MESSAGES as M } from '../messages';
import { CostFields, type CostFieldErrors } from './CostFields';

/** The fields the add form shows (a server message about another one goes to the form's alert). */
const FORM_FIELDS = COST_FIELDS.filter((field) => field !== 'type');

const today = () => DateTime.local().toFormat('yyyy-MM-dd');

/** A user of one open branch enters costs there: the branch is chosen for them. */
function defaultLocation(options: TransactionOptions): string {
  const open = options.locations.filter((location) => location.active);
  return open.length === 1 ? String(open[0].value) : '';
}

export type AddCostFormProps = {
  options: TransactionOptions;
  /** After a cost was recorded (the list reloads). */
  onAdded: (cost: Transaction) => void;
};

/**
 * The add form above the costs grid (money.md sections 2 and 5): date, category, operation, amount, branch;
 * Enter saves. After a save the category, operation and amount empty (the date and branch stay, for the next
 * bill of the day) and the category has the focus. One Idempotency-Key per filled form: a double press or a
 * retried request records one cost.
 */
export function AddCostForm({ options, onAdded }: AddCostFormProps) {
  const [values, setValues] = useState<CostFormValues>(() =>
    emptyCostValues(today(), defaultLocation(options)),
  );
  const [errors, setErrors] = useState<CostFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Set at once (the state shows only after a render): a second press in between sends nothing.
  const inFlight = useRef(false);
  const categoryRef = useRef<HTMLSelectElement>(null);
  // The category takes the focus once the saved form is enabled again.
  const focusCategory = useRef(false);
  const submission = useSubmissionKey();

  useEffect(() => {
    if (!focusCategory.current || sending) return;
    focusCategory.current = false;
    categoryRef.current?.focus();
  });

  const change = (next: CostFormValues) => {
    setValues(next);
    // A field's message goes once the field changes; the form's message once every field is fine again.
    const cleared = Object.fromEntries(
      Object.entries(errors).filter(([field]) => next[field as CostField] === values[field as CostField]),
    ) as CostFieldErrors;
    setErrors(cleared);
    if (Object.keys(cleared).length === 0) setAlert(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkCost(values, options.categories);
    if (!checked.ok) {
      setAlert(checked.message);
      setErrors(Object.fromEntries(checked.fields.map((field) => [field, ''])));
      return;
    }
    // The add form has the spec's five fields; the requisite is set when editing.
    const { date_transaction, category, operation, amount, location_id } = checked.body;
    const body = { date_transaction, category, operation, amount, location_id };
    inFlight.current = true;
    setSending(true);
    setAlert(null);
    try {
      const cost = await submission.submit(body, (idempotencyKey) =>
        postEndpoint(costEndpoints.transactionAdd, body, { idempotencyKey, silent: true }),
      );
      notify.success(M.updated);
      setValues({ ...values, category: '', operation: '', amount: '' });
      setErrors({});
      onAdded(cost);
      focusCategory.current = true;
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const placed: CostFieldErrors = {};
      const { message } = applyServerErrors(
        error,
        (field, { message: text }) => (placed[field] = text),
        FORM_FIELDS,
      );
      setErrors(placed);
      setAlert(message);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form aria-label={M.formTitle} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {M.formTitle}
          </Heading>
          <CostFields
            values={values}
            errors={errors}
            options={options}
            onChange={change}
            disabled={sending}
            firstRef={categoryRef}
          />
          {alert && (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" size="sm" loading={sending}>
              {M.add}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
