import type { GridColumn } from './types';

// Fixed row heights let the virtualiser place 10,000 rows without measuring them.
export const ROW_HEIGHT = 40;
export const HEADER_ROW_HEIGHT = 40;
export const FILTER_ROW_HEIGHT = 44;
export const DEFAULT_GRID_HEIGHT = 480;
export const MIN_COLUMN_WIDTH = 120;
export const OVERSCAN_ROWS = 8;

/** One CSS grid template shared by the header, filter and body rows so the columns line up. */
export const gridTemplate = <Row>(columns: GridColumn<Row>[]): string =>
  columns
    .map((column) => (column.width ? `${column.width}px` : `minmax(${MIN_COLUMN_WIDTH}px, 1fr)`))
    .join(' ');

export const gridMinWidth = <Row>(columns: GridColumn<Row>[]): number =>
  columns.reduce((sum, column) => sum + (column.width ?? MIN_COLUMN_WIDTH), 0);

export const isNumericColumn = <Row>(column: GridColumn<Row>): boolean =>
  column.type === 'money' || column.type === 'number';
