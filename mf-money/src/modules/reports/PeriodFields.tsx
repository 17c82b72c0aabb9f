import { Field, Input } from '@school/shared-ui/chakra';
import { PERIOD_MESSAGES as M } from './messages';

/** A period of the reports page's forms: two ISO dates ('YYYY-MM-DD'), '' while not given. */
export type Period = { from: string; to: string };

export const EMPTY_PERIOD: Period = { from: '', to: '' };

/** Both dates are given and the period does not end before it starts. */
export const isPeriodReady = ({ from, to }: Period) => from !== '' && to !== '' && to >= from;

export type PeriodFieldsProps = {
  value: Period;
  onChange: (period: Period) => void;
};

/**
 * 'Период с' and 'по' of the order and the student-hours forms, both required; an end before the start is
 * shown under 'по' (the form then sends nothing).
 */
export function PeriodFields({ value, onChange }: PeriodFieldsProps) {
  const backwards = value.from !== '' && value.to !== '' && value.to < value.from;
  return (
    <>
      <Field.Root required w={{ base: 'full', sm: '11rem' }}>
        <Field.Label>{M.from}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={value.from}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </Field.Root>
      <Field.Root required invalid={backwards} w={{ base: 'full', sm: '11rem' }}>
        <Field.Label>{M.to}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={value.to}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
        <Field.ErrorText>{M.toBeforeFrom}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
