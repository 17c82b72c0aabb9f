import type { ReactNode } from 'react';

export type GridColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'select' | 'boolean';

/** Same shape as Option of shared-api's contracts: a select value and the label shown for it. */
export type GridOption = { value: number | string; label: string };

export type GridField<Row> = Extract<keyof Row, string>;

export type GridColumn<Row> = {
  field: GridField<Row>;
  header: string;
  /** Pixels; without it the column shares the free width (at least 120 px). */
  width?: number;
  /** 'text' when not given. Money and number cells are right-aligned. */
  type?: GridColumnType;
  /**
   * The value - one value or a list of them (labels joined by ', ') - is shown, searched, sorted and
   * filtered by its labels; the column filter picks one option (a list matches when it holds it). A
   * 'select' column edits one value: a column of lists is read-only.
   */
  options?: GridOption[];
  /**
   * The text a cell shows when it is derived from the row rather than formatted from the value (days of
   * a list of numbers, a name looked up elsewhere): shown unless render is given, and search, filters and
   * sort use it.
   */
  text?: (row: Row) => string;
  /**
   * Custom view-mode content. Search, filters and sort use what the cell would show without it: `text`,
   * option labels or the value formatted by type - give `text` when render shows something else.
   */
  render?: (row: Row) => ReactNode;
  hidden?: boolean;
  /** true when not given. */
  sortable?: boolean;
  // Edit flags: each one that holds makes the cell editable (and the grid flag must allow it).
  /** Editable whenever the row is in edit mode. */
  editable?: boolean;
  /** Editable only while the row is new (not yet saved). */
  editableOnAdd?: boolean;
  /** Editable only on a row that already exists. */
  editableAfterAdd?: boolean;
  /** Editable only while the saved value is empty (null, undefined or blank text). */
  editableWithEmptyValue?: boolean;
  /** Editable only while the saved value is 'unknown'. */
  editableOnlyUnknown?: boolean;
};

export type GridFlags = { add?: boolean; modify?: boolean; remove?: boolean };

export type RowCommitContext = { isNew: boolean };

export type GridSort<Row> = { field: GridField<Row>; desc?: boolean };

export type DataGridProps<Row extends object> = {
  /** Names the saved search and column filters (localStorage 'gridFilter:<name>'). */
  name: string;
  /** Accessible name of the grid. */
  label?: string;
  rows: readonly Row[];
  columns: GridColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** Toolbar buttons and cell editing: add for new rows, modify for existing ones. */
  flags?: GridFlags;
  /**
   * Saves a row (the edited values over the row, or over createRow() for a new row). The row
   * leaves edit mode only when this resolves; a rejection keeps the typed values and shows the
   * error's message. Resolve with the saved row (with its id) to show it at once, or refresh rows.
   */
  onRowCommit?: (row: Row, context: RowCommitContext) => Promise<Row | void>;
  /** Called after the user confirms the deletion; a rejection shows the error's message. */
  onRowDelete?: (row: Row) => Promise<void>;
  /** Defaults of a new row. */
  createRow?: () => Partial<Row>;
  loading?: boolean;
  /** Pixels of the scrolling area, headers included. */
  height?: number;
  emptyText?: string;
  /** Extra toolbar content, after the standard buttons. */
  toolbar?: ReactNode;
  /** Replaces the double-click-to-edit behaviour when given. */
  onRowDoubleClick?: (row: Row) => void;
  initialSort?: GridSort<Row>;
  /** Server mode (see ServerGridOptions); without it the grid sorts, searches and filters `rows` itself. */
  server?: ServerGridOptions;
};

/** What a grid in server mode asks the server for: one page, its sort, the search text and the filters. */
export type ServerGridQuery = {
  offset: number;
  limit: number;
  /** The sorted column, when one is. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** The search text (sent 1000 ms after the user stops typing). */
  q: string;
  /** Column filters that hold a value, by field (an option's value as text). */
  filters: Record<string, string>;
};

/**
 * Server mode: paging, sort, search and column filters run on the server. `rows` is then the current
 * page; the grid reports each query it needs through `onQueryChange` (once on mount, again on every
 * change) and the page answers with the rows and the total count.
 */
export type ServerGridOptions = {
  /** Matching rows on the server; undefined until the first page came. */
  total: number | undefined;
  /** Rows per page; 50 when not given. */
  pageSize?: number;
  /** Fields the server sorts by; other columns are not sortable in server mode. */
  sortable: readonly string[];
  /** Fields the server filters by (exact values); other columns have no filter in server mode. */
  filterable?: readonly string[];
  onQueryChange: (query: ServerGridQuery) => void;
  /** Shown in place of the rows when a page failed to load (e.g. the error panel with 'Повторить'). */
  error?: ReactNode;
};
