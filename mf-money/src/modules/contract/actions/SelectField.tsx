import { Field, NativeSelect } from '@school/shared-ui/chakra';

export type Choice = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  disabled?: boolean;
};

/** A labelled native select with an empty first choice (the placeholder): keyboard and phone friendly. */
export function SelectField({ label, placeholder, value, onChange, choices, disabled }: SelectFieldProps) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
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
