import { Field, NativeSelect } from '@school/shared-ui/chakra';
import type { Option } from '@school/shared-api';

type Props = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** The first choice, value '' (none or every). */
  emptyLabel?: string;
  invalid?: boolean;
};

/** A labelled native select of reference-list options (keyboard and phone friendly). */
export function OptionSelect({ label, value, options, onChange, emptyLabel, invalid }: Props) {
  return (
    <Field.Root w={{ base: 'full', sm: '14rem' }} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
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
