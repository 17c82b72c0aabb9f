import type { ColumnDef, FilterFn } from '@tanstack/react-table';
import type { GridColumn } from '../types';
import { cellEquals, cellMatches, compareCells } from './cellValue';

/** Columns filtered by picking one value: select, boolean and any column with options. */
export const isChoiceColumn = <Row>(column: GridColumn<Row>): boolean =>
  column.type === 'select' || column.type === 'boolean' || column.options !== undefined;

/** TanStack column definitions: search, filters and sort on what the cell shows (compareCells). */
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
