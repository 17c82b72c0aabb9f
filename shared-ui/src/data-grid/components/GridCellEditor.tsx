import { Checkbox, HStack, Input, NativeSelect, VisuallyHidden } from '@school/shared-ui/chakra';
import { TimeSelect } from '../../components/TimeSelect';
import { messages } from '../../messages';
import type { GridColumn } from '../types';

export type GridCellEditorProps<Row> = {
  column: GridColumn<Row>;
  value: string;
  disabled: boolean;
  onChange: (field: string, text: string) => void;
};

/** Edit-mode input of a cell, chosen by the column type; named by the column header. */
export const GridCellEditor = <Row,>({ column, value, disabled, onChange }: GridCellEditorProps<Row>) => {
  const handleChange = (text: string) => onChange(column.field, text);

  switch (column.type) {
    case 'boolean':
      return (
        <Checkbox.Root
          size="sm"
          checked={value === 'true'}
          disabled={disabled}
          onCheckedChange={(details) => handleChange(details.checked === true ? 'true' : 'false')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <VisuallyHidden>{column.header}</VisuallyHidden>
        </Checkbox.Root>
      );
    case 'select':
      return (
        <NativeSelect.Root size="xs" disabled={disabled}>
          <NativeSelect.Field
            aria-label={column.header}
            value={value}
            onChange={(event) => handleChange(event.currentTarget.value)}
          >
            <option value="" />
            {column.options?.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'datetime': {
      // The date and a 24-hour time (a browser's datetime-local shows AM/PM in an English browser).
      const date = value.slice(0, 10);
      const time = value.slice(11, 16);
      const join = (nextDate: string, nextTime: string) =>
        handleChange(nextDate === '' && nextTime === '' ? '' : `${nextDate}T${nextTime || '00:00'}`);
      return (
        <HStack gap="1">
          <Input
            size="xs"
            type="date"
            aria-label={column.header}
            value={date}
            disabled={disabled}
            onChange={(event) => join(event.currentTarget.value, time)}
          />
          <TimeSelect
            size="xs"
            aria-label={messages.timeOf(column.header)}
            value={time}
            disabled={disabled}
            onChange={(next) => join(date, next)}
          />
        </HStack>
      );
    }
    default:
      return (
        <Input
          size="xs"
          aria-label={column.header}
          type={column.type === 'date' ? 'date' : 'text'}
          inputMode={column.type === 'number' || column.type === 'money' ? 'decimal' : undefined}
          textAlign={column.type === 'number' || column.type === 'money' ? 'end' : undefined}
          value={value}
          disabled={disabled}
          onChange={(event) => handleChange(event.currentTarget.value)}
        />
      );
  }
};
