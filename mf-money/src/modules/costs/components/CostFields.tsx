import { Field, Grid, Input, NativeSelect } from '@school/shared-ui/chakra';
import type { Ref } from 'react';
import type { TransactionOptions } from '@school/shared-api';
import { CURRENCY_SUFFIX } from '@school/shared-ui';
import { operationsOf, type CostField, type CostFormValues } from '../costForm';
import { COST_MESSAGES as M } from '../messages';

/** A field's message; '' marks the field invalid when the form's alert says why (e.g. 'заполните все поля'). */
export type CostFieldErrors = Partial<Record<CostField, string>>;

export type CostFieldsProps = {
  values: CostFormValues;
  errors: CostFieldErrors;
  options: TransactionOptions;
  onChange: (values: CostFormValues) => void;
  disabled?: boolean;
  /** The edit form also offers the requisite. */
  withRequisite?: boolean;
  /** Columns from the medium screen up (one column on a phone). */
  columns?: { md: number; lg: number };
  /** The first field, for the focus after a save. */
  firstRef?: Ref<HTMLSelectElement>;
};

type Choice = { value: string; label: string };

/** A saved value no longer offered (an old cost's category, a closed branch) stays selectable for its row. */
function withCurrent(choices: Choice[], current: string, label = current): Choice[] {
  return current === '' || choices.some((choice) => choice.value === current)
    ? choices
    : [{ value: current, label }, ...choices];
}

type SelectProps = {
  field: CostField;
  label: string;
  placeholder: string;
  choices: Choice[];
  value: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (value: string) => void;
};

function SelectField({
  field,
  label,
  placeholder,
  choices,
  value,
  error,
  disabled,
  required = true,
  selectRef,
  onChange,
}: SelectProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          ref={selectRef}
          name={field}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The fields of a cost (money.md section 5): date, category, operation, amount, branch (and the requisite
 * when editing). The operation offers the chosen category's operations and stays disabled until a category
 * with operations is chosen; changing the category clears it. Only the user's open branches are offered.
 */
export function CostFields({
  values,
  errors,
  options,
  onChange,
  disabled = false,
  withRequisite = false,
  columns = { md: 2, lg: 5 },
  firstRef,
}: CostFieldsProps) {
  const set = (field: CostField, value: string) => onChange({ ...values, [field]: value });
  const operations = operationsOf(options.categories, values.category);
  const operationChoices = withCurrent(
    operations.map((operation) => ({ value: operation, label: operation })),
    values.operation,
  );
  const location = options.locations.find((item) => String(item.value) === values.location_id);
  const requisites = options.requisites.filter(
    (requisite) =>
      requisite.active && (requisite.currency === null || requisite.currency === location?.currency),
  );

  const changeCategory = (category: string) =>
    onChange({ ...values, category, operation: category === values.category ? values.operation : '' });
  const changeLocation = (locationId: string) => {
    const next = options.locations.find((item) => String(item.value) === locationId);
    const requisite = options.requisites.find((item) => String(item.value) === values.type);
    // A requisite of another country does not follow the cost to this branch.
    const keepsRequisite = !requisite || requisite.currency === null || requisite.currency === next?.currency;
    onChange({ ...values, location_id: locationId, type: keepsRequisite ? values.type : '' });
  };

  return (
    <Grid
      templateColumns={{ base: '1fr', md: `repeat(${columns.md}, 1fr)`, lg: `repeat(${columns.lg}, 1fr)` }}
      gap="3"
    >
      <Field.Root required invalid={errors.date_transaction !== undefined} disabled={disabled}>
        <Field.Label>
          {M.date}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          size="sm"
          type="date"
          name="date_transaction"
          value={values.date_transaction}
          onChange={(event) => set('date_transaction', event.currentTarget.value)}
        />
        {errors.date_transaction && <Field.ErrorText>{errors.date_transaction}</Field.ErrorText>}
      </Field.Root>
      <SelectField
        field="category"
        label={M.category}
        placeholder={M.chooseCategory}
        choices={withCurrent(
          options.categories.map(({ category }) => ({ value: category, label: category })),
          values.category,
        )}
        value={values.category}
        error={errors.category}
        disabled={disabled}
        selectRef={firstRef}
        onChange={changeCategory}
      />
      <SelectField
        field="operation"
        label={M.operation}
        placeholder={
          values.category !== '' && operationChoices.length === 0 ? M.noOperations : M.chooseOperation
        }
        choices={operationChoices}
        value={values.operation}
        error={errors.operation}
        // Disabled until a category with operations is chosen (money.md section 5).
        disabled={disabled || operationChoices.length === 0}
        required={operationChoices.length > 0}
        onChange={(value) => set('operation', value)}
      />
      <Field.Root required invalid={errors.amount !== undefined} disabled={disabled}>
        <Field.Label>
          {M.amount}
          {location && ` (${CURRENCY_SUFFIX[location.currency].trim()})`}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          size="sm"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={M.amountHint}
          textAlign="end"
          value={values.amount}
          onChange={(event) => set('amount', event.currentTarget.value)}
        />
        {errors.amount && <Field.ErrorText>{errors.amount}</Field.ErrorText>}
      </Field.Root>
      <SelectField
        field="location_id"
        label={M.location}
        placeholder={M.chooseLocation}
        choices={withCurrent(
          options.locations
            .filter((item) => item.active)
            .map((item) => ({ value: String(item.value), label: item.label })),
          values.location_id,
          location?.label,
        )}
        value={values.location_id}
        error={errors.location_id}
        disabled={disabled}
        onChange={changeLocation}
      />
      {withRequisite && (
        <SelectField
          field="type"
          label={M.requisite}
          placeholder={M.noRequisite}
          choices={withCurrent(
            requisites.map((item) => ({ value: String(item.value), label: item.label })),
            values.type,
            options.requisites.find((item) => String(item.value) === values.type)?.label,
          )}
          value={values.type}
          error={errors.type}
          disabled={disabled}
          required={false}
          onChange={(value) => set('type', value)}
        />
      )}
    </Grid>
  );
}
