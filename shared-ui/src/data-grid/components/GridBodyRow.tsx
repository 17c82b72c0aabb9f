import { Box } from '@school/shared-ui/chakra';
import { memo, type KeyboardEvent } from 'react';
import type { RowEdit } from '../hooks/useRowEditing';
import { isNumericColumn, ROW_HEIGHT } from '../layout';
import type { GridColumn } from '../types';
import { GridCellEditor } from './GridCellEditor';
import { GridCellView } from './GridCellView';

export type GridBodyRowProps<Row> = {
  rowId: string;
  row: Row;
  columns: GridColumn<Row>[];
  template: string;
  /** 1-based position among all rows of the grid, headers included (aria-rowindex). */
  ariaRowIndex: number;
  /** Pixels from the top of the body. */
  offset: number;
  selected: boolean;
  /** The one row in the page's tab order. */
  tabbable: boolean;
  /** Set while this row is in edit mode. */
  edit: RowEdit<Row> | null;
  onSelect: (rowId: string) => void;
  onDoubleClick: (rowId: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, rowId: string) => void;
  onValueChange: (field: string, text: string) => void;
};

const GridBodyRowView = <Row,>({
  rowId,
  row,
  columns,
  template,
  ariaRowIndex,
  offset,
  selected,
  tabbable,
  edit,
  onSelect,
  onDoubleClick,
  onKeyDown,
  onValueChange,
}: GridBodyRowProps<Row>) => (
  <Box
    role="row"
    aria-rowindex={ariaRowIndex}
    aria-selected={selected}
    data-row-id={rowId}
    data-editing={edit ? '' : undefined}
    tabIndex={tabbable ? 0 : -1}
    position="absolute"
    top="0"
    left="0"
    width="100%"
    height={`${ROW_HEIGHT}px`}
    transform={`translateY(${offset}px)`}
    display="grid"
    gridTemplateColumns={template}
    alignItems="center"
    borderBottomWidth="1px"
    borderColor="border.muted"
    fontSize="sm"
    cursor="default"
    bg={edit ? 'brand.muted' : selected ? 'brand.subtle' : undefined}
    _hover={edit || selected ? undefined : { bg: 'bg.muted' }}
    outline="none"
    _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-brand-focus-ring)' }}
    onClick={() => onSelect(rowId)}
    onDoubleClick={() => onDoubleClick(rowId)}
    onKeyDown={(event) => onKeyDown(event, rowId)}
  >
    {columns.map((column) => {
      const editing = edit?.editableFields.has(column.field) ?? false;
      return (
        <Box
          key={column.field}
          role="gridcell"
          px={editing ? '2' : '3'}
          minWidth="0"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent={isNumericColumn(column) ? 'flex-end' : 'flex-start'}
          fontVariantNumeric={isNumericColumn(column) ? 'tabular-nums' : undefined}
          whiteSpace="nowrap"
        >
          {edit && editing ? (
            <GridCellEditor
              column={column}
              value={edit.values[column.field] ?? ''}
              disabled={edit.saving}
              onChange={onValueChange}
            />
          ) : (
            <GridCellView column={column} row={row} />
          )}
        </Box>
      );
    })}
  </Box>
);

/**
 * Memoised: typing in an edited cell or moving the selection re-renders only the rows it changes,
 * which keeps a window of 30 rows of Chakra components responsive.
 */
export const GridBodyRow = memo(GridBodyRowView) as typeof GridBodyRowView;
