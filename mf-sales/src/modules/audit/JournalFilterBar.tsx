import { Button, Field, Flex, HStack, Input, NativeSelect } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuX } from 'react-icons/lu';
import type { Option } from '@school/shared-api';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@school/shared-api/people';
import { JOURNAL_MESSAGES as M } from './messages';
import type { JournalFilterName, JournalFilters } from './useJournalFilters';

export type JournalFilterBarProps = {
  filters: JournalFilters;
  /** Staff to filter by (the reference list 'user'); undefined while it loads. */
  users: readonly Option[] | undefined;
  onFilter: (name: JournalFilterName, value: string | undefined) => void;
  onReset: () => void;
};

type SelectProps = {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
};

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm" width="56">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{M.all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {value !== undefined && !options.some((option) => option.value === value) && (
            <option value={value}>{value}</option>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'ru'));

/**
 * The journal's filters: the changed row (its entity and number), the user, the kind of change and the
 * period. A select or a day applies at once; the number applies on Enter or when the field is left.
 */
export function JournalFilterBar({ filters, users, onFilter, onReset }: JournalFilterBarProps) {
  // What is typed in the number field belongs to the number the address held then: a new one (a reset, the
  // back button) replaces it.
  const [draft, setDraft] = useState({ of: filters.entity_id, text: filters.entity_id ?? '' });
  const entityId = draft.of === filters.entity_id ? draft.text : (filters.entity_id ?? '');
  const setEntityId = (text: string) => setDraft({ of: filters.entity_id, text });
  const applyEntityId = () => {
    const digits = entityId.trim();
    if (digits !== (filters.entity_id ?? ''))
      onFilter('entity_id', /^[1-9]\d{0,9}$/.test(digits) ? digits : undefined);
  };
  const userOptions = (users ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="group" aria-label={M.filtersLabel}>
      <FilterSelect
        label={M.entity}
        value={filters.entity}
        options={ENTITY_OPTIONS}
        onChange={(value) => onFilter('entity', value)}
      />
      <Field.Root width="auto">
        <Field.Label fontSize="xs">{M.entityId}</Field.Label>
        <Input
          size="sm"
          width="32"
          inputMode="numeric"
          title={M.entityIdHint}
          value={entityId}
          onChange={(event) => setEntityId(event.target.value.replace(/\D/g, ''))}
          onBlur={applyEntityId}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyEntityId();
          }}
        />
      </Field.Root>
      <FilterSelect
        label={M.actor}
        value={filters.actor}
        options={userOptions}
        onChange={(value) => onFilter('actor', value)}
      />
      <FilterSelect
        label={M.action}
        value={filters.action}
        options={ACTION_OPTIONS}
        onChange={(value) => onFilter('action', value)}
      />
      <Field.Root width="auto">
        <Field.Label fontSize="xs" id="audit-period">
          {M.period}
        </Field.Label>
        <HStack gap="1" role="group" aria-labelledby="audit-period">
          <Input
            type="date"
            size="sm"
            width="40"
            aria-label={`${M.period}: ${M.from}`}
            value={filters.date_from ?? ''}
            max={filters.date_to}
            onChange={(event) => onFilter('date_from', event.target.value || undefined)}
          />
          <Input
            type="date"
            size="sm"
            width="40"
            aria-label={`${M.period}: ${M.to}`}
            value={filters.date_to ?? ''}
            min={filters.date_from}
            onChange={(event) => onFilter('date_to', event.target.value || undefined)}
          />
        </HStack>
      </Field.Root>
      <Button size="sm" variant="ghost" disabled={!filtered} onClick={onReset}>
        <LuX /> {M.reset}
      </Button>
    </Flex>
  );
}
