import { Button, Field, Flex, Input, NativeSelect } from '@school/shared-ui/chakra';
import { LuRotateCcw } from 'react-icons/lu';
import type { AttendanceFilters } from '@school/shared-api/learning';
import { ATTENDANCE_MESSAGES as M } from './messages';

/** The chosen filters: '' for any. Dates 'YYYY-MM-DD'. */
export type FilterState = { group: string; teacher: string; subject: string; from: string; to: string };

type Props = {
  value: FilterState;
  options: AttendanceFilters | undefined;
  onChange: (next: FilterState) => void;
  onReset: () => void;
};

type Choice = { value: string; label: string };

function Select({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  // A preselected value the choices do not hold yet (the route's group before the answer) stays shown.
  const known = value === '' || choices.some((choice) => choice.value === value);
  return (
    <Field.Root w={{ base: 'full', sm: '14rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{M.any}</option>
          {!known && <option value={value}>{value}</option>}
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

/** Filters of the attendance report (learning.md section 2.4): group, teacher, subject, period, reset. */
export function AttendanceFilterBar({ value, options, onChange, onReset }: Props) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const idChoices = (list: { id: number; name: string }[] = []) =>
    list.map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Flex role="search" gap="3" wrap="wrap" align="flex-end">
      <Select
        label={M.group}
        value={value.group}
        choices={idChoices(options?.groups)}
        onChange={(group) => set({ group })}
      />
      <Select
        label={M.teacher}
        value={value.teacher}
        choices={idChoices(options?.teachers)}
        onChange={(teacher) => set({ teacher })}
      />
      <Select
        label={M.subject}
        value={value.subject}
        choices={(options?.subjects ?? []).map((subject) => ({ value: subject, label: subject }))}
        onChange={(subject) => set({ subject })}
      />
      <Field.Root w={{ base: 'full', sm: '10rem' }}>
        <Field.Label>{M.from}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={value.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '10rem' }}>
        <Field.Label>{M.to}</Field.Label>
        <Input size="sm" type="date" value={value.to} onChange={(event) => set({ to: event.target.value })} />
      </Field.Root>
      <Button size="sm" variant="outline" onClick={onReset}>
        <LuRotateCcw /> {M.reset}
      </Button>
    </Flex>
  );
}
