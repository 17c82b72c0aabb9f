import { Field, Grid, GridItem, Heading, Input, NativeSelect, Stack } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADAPTATION_NONE, ADAPTATION_YES, LESSON_DURATIONS, type Option } from '@school/shared-api';
import type { FormField } from './contractForm';
import { CREATE_MESSAGES as M, FIELD_LABELS } from './messages';

type Choice = { value: string | number; label: string };

/** One labelled field of the forms; `field` names it for the first-empty-field rule's focus. */
export function TextField({
  label,
  registration,
  type = 'text',
  inputMode,
  span,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
  span?: number;
}) {
  return (
    <GridItem colSpan={span ? { base: 1, md: span } : 1}>
      <Field.Root>
        <Field.Label fontSize="sm">{label}</Field.Label>
        <Input size="sm" type={type} inputMode={inputMode} autoComplete="off" {...registration} />
      </Field.Root>
    </GridItem>
  );
}

export function SelectField({
  label,
  registration,
  choices,
  placeholder = M.choose,
  disabled,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  choices: readonly Choice[];
  placeholder?: string;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <GridItem>
      <Field.Root disabled={disabled}>
        <Field.Label fontSize="sm">{label}</Field.Label>
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field {...registration}>
            <option value="">{placeholder}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={String(choice.value)}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {hint && <Field.HelperText>{hint}</Field.HelperText>}
      </Field.Root>
    </GridItem>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap="3"
      >
        {children}
      </Grid>
    </Stack>
  );
}

export const ADAPTATION_CHOICES: Choice[] = [
  { value: ADAPTATION_NONE, label: M.adaptationNone },
  { value: ADAPTATION_YES, label: M.adaptationYes },
];

export const DURATION_CHOICES: Choice[] = LESSON_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: String(minutes),
}));

/** Reference options sent by their label (nutrition, schedule, source): the document shows the words. */
export const byLabel = (options: Option[] | undefined): Choice[] =>
  (options ?? []).map((option) => ({ value: option.label, label: option.label }));

export const label = (field: FormField) => FIELD_LABELS[field];
