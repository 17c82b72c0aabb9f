import { Box, Input, NativeSelect } from '@school/shared-ui/chakra';
import { messages } from '../../messages';
import { FILTER_ROW_HEIGHT } from '../layout';
import type { GridColumn } from '../types';
import { isChoiceColumn } from '../utils/buildColumnDefs';

export type GridFilterRowProps<Row> = {
  columns: GridColumn<Row>[];
  template: string;
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  /** Fields that have a filter (server mode); every column when not given. */
  filterable?: readonly string[];
};

/** Text filters ('contains') per column; select, boolean and option columns pick one value. */
export const GridFilterRow = <Row,>({
  columns,
  template,
  values,
  onChange,
  filterable,
}: GridFilterRowProps<Row>) => (
  <Box
    role="row"
    aria-rowindex={2}
    display="grid"
    gridTemplateColumns={template}
    height={`${FILTER_ROW_HEIGHT}px`}
  >
    {columns.map((column) => {
      const label = messages.columnFilter(column.header);
      const value = values[column.field] ?? '';
      const handleChange = (next: string) => onChange(column.field, next);
      if (filterable && !filterable.includes(column.field))
        return <Box key={column.field} role="gridcell" px="2" minWidth="0" />;
      const choices =
        column.type === 'boolean'
          ? [
              { value: 'true', label: messages.yes },
              { value: 'false', label: messages.no },
            ]
          : isChoiceColumn(column)
            ? (column.options ?? []).map((option) => ({ value: String(option.value), label: option.label }))
            : null;
      return (
        <Box key={column.field} role="gridcell" px="2" display="flex" alignItems="center" minWidth="0">
          {choices ? (
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
                aria-label={label}
                value={value}
                onChange={(event) => handleChange(event.currentTarget.value)}
              >
                <option value="">{messages.all}</option>
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : (
            <Input
              size="xs"
              aria-label={label}
              value={value}
              onChange={(event) => handleChange(event.currentTarget.value)}
            />
          )}
        </Box>
      );
    })}
  </Box>
);
