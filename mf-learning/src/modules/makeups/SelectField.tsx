import { Field, NativeSelect } from '@school/shared-ui/chakra';
import type { Choice } from './makeupChoices';

type SelectFieldProps = {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  disabled?: boolean;
};

/** A labelled native select (keyboard and phone friendly); an empty first choice when a placeholder is given. */
export function SelectField({ label, placeholder, value, onChange, choices, disabled }: SelectFieldProps) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
