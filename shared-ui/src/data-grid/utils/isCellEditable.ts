import type { GridColumn, GridFlags } from '../types';
import { getCellValue, isEmptyValue } from './cellValue';

export type CellEditContext = { isNew: boolean; flags: GridFlags };

/**
 * A cell is editable when the grid allows editing this row (add for a new row, modify for an
 * existing one) and at least one of the column's edit flags holds. The value conditions are
 * checked on the saved row, so a cell does not lock itself while the user types.
 */
export const isCellEditable = <Row>(
  column: GridColumn<Row>,
  savedRow: Row,
  { isNew, flags }: CellEditContext,
): boolean => {
  if (column.hidden) return false;
  if (!(isNew ? flags.add : flags.modify)) return false;
  const value = getCellValue(column, savedRow);
  return Boolean(
    column.editable ||
    (column.editableOnAdd && isNew) ||
    (column.editableAfterAdd && !isNew) ||
    (column.editableWithEmptyValue && isEmptyValue(value)) ||
    (column.editableOnlyUnknown && value === 'unknown'),
  );
};
