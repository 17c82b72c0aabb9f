import type { ColumnDef, FilterFn } from '@tanstack/react-table';
import type { GridColumn } from '../types';
import { cellEquals, cellMatches, compareCells } from './cellValue';

export const isChoiceColumn = <Row>(column: GridColumn<Row>): boolean =>
  column.type === 'select' || column.type === 'boolean';

/** TanStack column definitions: sorting by value, filters on what the cell shows. */
export const buildColumnDefs = <Row>(columns: GridColumn<Row>[]): ColumnDef<Row>[] =>
  columns.map((column) => ({
    id: column.field,
    accessorFn: (row) => row[column.field],
    header: column.header,
    enableSorting: column.sortable ?? true,
    sortingFn: (left, right) => compareCells(column, left.original, right.original),
    filterFn: (row, _columnId, wanted: string) =>
      isChoiceColumn(column)
        ? cellEquals(column, row.original, wanted)
        : cellMatches(column, row.original, wanted),
  }));

/** The search box: a row matches when any visible column's shown text contains the query. */
export const createGlobalFilter = <Row>(columns: GridColumn<Row>[]): FilterFn<Row> => {
  const byField = new Map(columns.map((column) => [column.field as string, column]));
  return (row, columnId, query: string) => {
    const column = byField.get(columnId);
    return column ? cellMatches(column, row.original, query) : false;
  };
};
