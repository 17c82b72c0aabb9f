import { Field, NativeSelect } from '@school/shared-ui/chakra';
import type { Option } from '@school/shared-api';

export type ChoiceFieldProps = {
  label: string;
  /** The empty first option, shown until a choice is made. */
  placeholder: string;
  options: readonly Option[];
  /** The chosen option's value as a string; '' while none is chosen. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A required select of the reports page's forms (the order's location, the student hours' group): the
 * placeholder first, its text red until an option is chosen (sales-people-settings.md, /reports-links).
 */
export function ChoiceField({ label, placeholder, options, value, onChange }: ChoiceFieldProps) {
  return (
    <Field.Root required w={{ base: 'full', sm: '14rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          color={value === '' ? 'fg.error' : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
