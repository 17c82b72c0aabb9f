import { Alert, Box, Button, HStack, Spinner, Text } from '@school/shared-ui/chakra';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { DeleteConfirmDialog } from '../components/DeleteConfirmDialog';
import { messages } from '../messages';
import { GridBodyRow } from './components/GridBodyRow';
import { GridFilterRow } from './components/GridFilterRow';
import { GridHeaderRow } from './components/GridHeaderRow';
import { GridToolbar } from './components/GridToolbar';
import { useRowEditing, NEW_ROW_ID, type RowCommitResult } from './hooks/useRowEditing';
import { useSavedGridFilter } from './hooks/useSavedGridFilter';
import { useServerQuery } from './hooks/useServerQuery';
import {
  DEFAULT_GRID_HEIGHT,
  FILTER_ROW_HEIGHT,
  gridMinWidth,
  gridTemplate,
  HEADER_ROW_HEIGHT,
  OVERSCAN_ROWS,
  ROW_HEIGHT,
} from './layout';
import type { DataGridProps, GridColumn } from './types';
import { buildColumnDefs, createGlobalFilter } from './utils/buildColumnDefs';
import { errorMessage } from './utils/errorMessage';

/** Local changes after a commit or delete, valid until the page passes new rows. */
type RowsOverlay<Row> = { source: readonly Row[]; rows: readonly Row[] };

type GridItem<Row> = { id: string; row: Row };

const NO_FLAGS = {};

const StatusRow = ({ columnCount, children }: { columnCount: number; children: ReactNode }) => (
  <Box role="row">
    <Box
      role="gridcell"
      aria-colspan={columnCount}
      display="flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      py="10"
      color="fg.muted"
      fontSize="sm"
    >
      {children}
    </Box>
  </Box>
);

/**
 * The grid of every area: sorting, search and per-column filters (saved per grid name), one row
 * at a time in edit mode, add/modify/remove by flags, and row virtualisation for large lists.
 */
export const DataGrid = <Row extends object>({
  name,
  label,
  rows,
  columns,
  getRowId,
  flags = NO_FLAGS,
  onRowCommit,
  onRowDelete,
  createRow,
  loading = false,
  height = DEFAULT_GRID_HEIGHT,
  emptyText = messages.emptyGrid,
  toolbar,
  onRowDoubleClick,
  initialSort,
  server,
}: DataGridProps<Row>) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  // A row to focus once it is rendered (after keyboard moves, save and cancel).
  const pendingFocusRef = useRef<string | null>(null);

  // In server mode a column sorts only when the server sorts by it.
  const serverSortable = server?.sortable;
  const modeColumns = useMemo<GridColumn<Row>[]>(
    () =>
      serverSortable
        ? columns.map((column) => ({
            ...column,
            sortable: (column.sortable ?? true) && serverSortable.includes(column.field),
          }))
        : columns,
    [columns, serverSortable],
  );
  const visibleColumns = useMemo(() => modeColumns.filter((column) => !column.hidden), [modeColumns]);
  const template = useMemo(() => gridTemplate(visibleColumns), [visibleColumns]);
  const minWidth = gridMinWidth(visibleColumns);
  const rowKey = (row: Row) => String(getRowId(row));

  const [overlay, setOverlay] = useState<RowsOverlay<Row> | null>(null);
  const currentRows = overlay?.source === rows ? overlay.rows : rows;
  const changeRows = (change: (list: readonly Row[]) => readonly Row[]) =>
    setOverlay({ source: rows, rows: change(currentRows) });

  const filter = useSavedGridFilter(name);
  // Only visible columns filter: a saved filter of a column that is now hidden or gone would hide
  // rows with no way for the user to see or clear it.
  const serverMode = server !== undefined;
  const filterableList = server?.filterable;
  const serverFilterable = useMemo(
    () => (serverMode ? (filterableList ?? []) : null),
    [serverMode, filterableList],
  );
  const columnFilters = useMemo(
    () =>
      visibleColumns
        .filter((column) => serverFilterable === null || serverFilterable.includes(column.field))
        .filter((column) => (filter.columns[column.field] ?? '') !== '')
        .map((column) => ({ id: column.field, value: filter.columns[column.field] })),
    [visibleColumns, filter.columns, serverFilterable],
  );
  // A restored column filter hides rows: show the filter row so the user sees why.
  const [filtersShown, setFiltersShown] = useState(() => columnFilters.length > 0);
  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSort ? [{ id: initialSort.field, desc: initialSort.desc ?? false }] : [],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);

  const canAdd = Boolean(flags.add && onRowCommit);
  const canModify = Boolean(flags.modify && onRowCommit);
  const canRemove = Boolean(flags.remove && onRowDelete);

  const handleCommitted = ({ returned, sent, isNew, rowId }: RowCommitResult<Row>) => {
    if (isNew) {
      // Without a returned row the new row has no id yet: the page shows it by refreshing rows.
      if (!returned) return;
      changeRows((list) => [returned, ...list]);
      setSelectedId(rowKey(returned));
      pendingFocusRef.current = rowKey(returned);
      return;
    }
    const shown = returned ?? sent;
    changeRows((list) => list.map((row) => (rowKey(row) === rowId ? shown : row)));
    setSelectedId(rowKey(shown));
    pendingFocusRef.current = rowKey(shown);
  };

  const editing = useRowEditing({
    columns: visibleColumns,
    flags,
    onRowCommit,
    onCommitted: handleCommitted,
  });
  const { edit } = editing;

  const columnDefs = useMemo(() => buildColumnDefs(modeColumns), [modeColumns]);
  const globalFilterFn = useMemo(() => createGlobalFilter(modeColumns), [modeColumns]);
  const columnVisibility = useMemo(
    () =>
      Object.fromEntries(columns.filter((column) => column.hidden).map((column) => [column.field, false])),
    [columns],
  );

  // TanStack Table keeps its own memoised row models; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: currentRows as Row[],
    columns: columnDefs,
    getRowId: rowKey,
    state: { sorting, globalFilter: filter.search, columnFilters, columnVisibility },
    onSortingChange: setSorting,
    // TanStack sorts non-text columns descending first; a header click here always starts ascending.
    sortDescFirst: false,
    // Server mode: the rows come sorted and filtered; the grid only shows the page.
    manualSorting: server !== undefined,
    manualFiltering: server !== undefined,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.getIsVisible(),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const modelRows = table.getRowModel().rows;

  const serverQuery = useServerQuery({
    server,
    sorting,
    search: filter.search,
    columnFilters: columnFilters as { id: string; value: string }[],
  });
  const pageStart = serverQuery?.offset ?? 0;

  // A row being added is shown first, whatever the sorting and filters.
  const newRow = edit?.isNew ? edit.saved : null;
  const leading = newRow ? 1 : 0;
  const itemCount = modelRows.length + leading;
  const itemAt = (index: number): GridItem<Row> => {
    if (newRow && index === 0) return { id: NEW_ROW_ID, row: newRow };
    const modelRow = modelRows[index - leading];
    return { id: modelRow.id, row: modelRow.original };
  };
  const indexOf = (id: string): number =>
    id === NEW_ROW_ID ? 0 : modelRows.findIndex((modelRow) => modelRow.id === id) + leading;

  const headerHeight = HEADER_ROW_HEIGHT + (filtersShown ? FILTER_ROW_HEIGHT : 0);
  const virtualizer = useVirtualizer({
    count: itemCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => itemAt(index).id,
    // The rows start below the sticky header; scrolling to a row keeps it clear of the header.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    // The height is fixed: use it until the browser has laid the grid out (and under jsdom).
    initialRect: { width: 0, height },
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height })),
  });
  const virtualItems = virtualizer.getVirtualItems();

  const rowById = useMemo(
    () => new Map(currentRows.map((row) => [String(getRowId(row)), row])),
    [currentRows, getRowId],
  );
  const selectedRow = selectedId === null ? undefined : rowById.get(selectedId);
  const renderedIds = virtualItems.map((item) => itemAt(item.index).id);
  const tabbableId = selectedId !== null && renderedIds.includes(selectedId) ? selectedId : renderedIds[0];

  useEffect(() => {
    const wanted = pendingFocusRef.current;
    if (wanted === null) return;
    const element = Array.from(scrollRef.current?.querySelectorAll<HTMLElement>('[data-row-id]') ?? []).find(
      (candidate) => candidate.dataset.rowId === wanted,
    );
    if (element) {
      element.focus();
      pendingFocusRef.current = null;
    }
  });

  const editingRowId = edit?.rowId ?? null;
  useEffect(() => {
    if (editingRowId === null) return;
    scrollRef.current
      ?.querySelector<HTMLElement>('[data-editing] input:not([type=hidden]), [data-editing] select')
      ?.focus();
  }, [editingRowId]);

  const startEditing = (id: string) => {
    const row = rowById.get(id);
    if (!row || !canModify) return;
    setSelectedId(id);
    setActionError(null);
    editing.start(id, row, false);
  };

  const handleSelect = (id: string) => {
    if (edit && edit.rowId !== id) {
      if (edit.saving) return;
      // Selecting another row leaves edit mode: a new row is discarded, an edit is abandoned.
      editing.cancel();
    }
    setSelectedId(id);
  };

  const handleAdd = () => {
    setActionError(null);
    editing.start(NEW_ROW_ID, { ...createRow?.() } as Row, true);
    setSelectedId(NEW_ROW_ID);
    virtualizer.scrollToOffset(0);
  };

  const handleCancel = () => {
    if (!edit || edit.saving) return;
    editing.cancel();
    if (edit.isNew) setSelectedId(null);
    else pendingFocusRef.current = edit.rowId;
  };

  const handleDoubleClick = (id: string) => {
    if (id === NEW_ROW_ID || edit?.rowId === id) return;
    const row = rowById.get(id);
    if (!row) return;
    if (onRowDoubleClick) onRowDoubleClick(row);
    else startEditing(id);
  };

  const moveFocus = (id: string, key: string) => {
    const last = itemCount - 1;
    const index = indexOf(id);
    const next =
      key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : key === 'Home'
            ? 0
            : last;
    const nextId = itemAt(next).id;
    handleSelect(nextId);
    virtualizer.scrollToIndex(next);
    pendingFocusRef.current = nextId;
  };

  const handleRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: string) => {
    const editingThis = edit?.rowId === id;
    const onRow = event.target === event.currentTarget;
    if (event.key === 'Enter' && editingThis) {
      event.preventDefault();
      void editing.save();
    } else if (event.key === 'Enter' && onRow && !edit) {
      event.preventDefault();
      handleDoubleClick(id);
    } else if (event.key === 'Escape' && editingThis) {
      event.preventDefault();
      handleCancel();
    } else if (onRow && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      moveFocus(id, event.key);
    }
  };

  const handleConfirmDelete = async () => {
    const row = pendingDelete;
    if (!row || !onRowDelete) return;
    try {
      await onRowDelete(row);
      const id = rowKey(row);
      changeRows((list) => list.filter((item) => rowKey(item) !== id));
      setSelectedId(null);
    } catch (error) {
      setActionError(errorMessage(error, messages.deleteFailed));
    }
    setPendingDelete(null);
  };

  // Rows are memoised, so they get stable handlers that call the latest ones of this render.
  const rowHandlers = { select: handleSelect, doubleClick: handleDoubleClick, keyDown: handleRowKeyDown };
  const rowHandlersRef = useRef(rowHandlers);
  useLayoutEffect(() => {
    rowHandlersRef.current = rowHandlers;
  });
  const stableRowHandlers = useMemo(
    () => ({
      onSelect: (id: string) => rowHandlersRef.current.select(id),
      onDoubleClick: (id: string) => rowHandlersRef.current.doubleClick(id),
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>, id: string) =>
        rowHandlersRef.current.keyDown(event, id),
    }),
    [],
  );

  const handleSort = useCallback((field: string) => table.getColumn(field)?.toggleSorting(), [table]);

  const goToPage = (offset: number) => {
    if (!serverQuery) return;
    if (edit) editing.cancel();
    setSelectedId(null);
    serverQuery.setOffset(offset);
    virtualizer.scrollToOffset(0);
  };

  const notice = edit?.error ?? actionError;
  const headerRowCount = filtersShown ? 2 : 1;

  return (
    <Box data-grid-name={name}>
      <GridToolbar
        canAdd={canAdd}
        canModify={canModify}
        canRemove={canRemove}
        hasSelection={selectedRow !== undefined}
        editing={edit !== null}
        saving={edit?.saving ?? false}
        busy={loading}
        search={filter.search}
        filtersShown={filtersShown}
        filtersActive={columnFilters.length > 0}
        extra={toolbar}
        onAdd={handleAdd}
        onModify={() => selectedId !== null && startEditing(selectedId)}
        onRemove={() => selectedRow && setPendingDelete(selectedRow)}
        onSave={() => void editing.save()}
        onCancel={handleCancel}
        onSearchChange={filter.setSearch}
        onToggleFilters={() => setFiltersShown((shown) => !shown)}
      />
      {notice && (
        <Alert.Root role="alert" status="error" size="sm" mb="2">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <Box
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={headerRowCount + (server ? (server.total ?? -1) + leading : itemCount)}
        aria-colcount={visibleColumns.length}
        aria-busy={loading || serverQuery?.pending}
        height={`${height}px`}
        overflow="auto"
        position="relative"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
      >
        <Box
          role="rowgroup"
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg.subtle"
          borderBottomWidth="1px"
          borderColor="border"
          minWidth={`${minWidth}px`}
        >
          <GridHeaderRow columns={visibleColumns} template={template} sorting={sorting} onSort={handleSort} />
          {filtersShown && (
            <GridFilterRow
              columns={visibleColumns}
              template={template}
              values={filter.columns}
              onChange={filter.setColumnFilter}
              filterable={serverFilterable ?? undefined}
            />
          )}
        </Box>
        <Box
          role="rowgroup"
          position="relative"
          minWidth={`${minWidth}px`}
          height={loading || itemCount === 0 || server?.error ? undefined : `${virtualizer.getTotalSize()}px`}
        >
          {server?.error ? (
            <StatusRow columnCount={visibleColumns.length}>
              <Box width="full" px="4">
                {server.error}
              </Box>
            </StatusRow>
          ) : loading ? (
            <StatusRow columnCount={visibleColumns.length}>
              <Spinner size="sm" color="brand.solid" />
              {messages.loading}
            </StatusRow>
          ) : itemCount === 0 ? (
            <StatusRow columnCount={visibleColumns.length}>{emptyText}</StatusRow>
          ) : (
            virtualItems.map((virtualItem) => {
              const item = itemAt(virtualItem.index);
              return (
                <GridBodyRow
                  key={item.id}
                  rowId={item.id}
                  row={item.row}
                  columns={visibleColumns}
                  template={template}
                  ariaRowIndex={headerRowCount + pageStart + virtualItem.index + 1}
                  offset={virtualItem.start - headerHeight}
                  selected={item.id === selectedId}
                  tabbable={item.id === tabbableId}
                  edit={edit?.rowId === item.id ? edit : null}
                  onSelect={stableRowHandlers.onSelect}
                  onDoubleClick={stableRowHandlers.onDoubleClick}
                  onKeyDown={stableRowHandlers.onKeyDown}
                  onValueChange={editing.setValue}
                />
              );
            })
          )}
        </Box>
      </Box>
      {serverQuery ? (
        <HStack justify="flex-end" mt="1" gap="2" wrap="wrap" role="group" aria-label={messages.pager}>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
            {/* Until the total came the rows say 'Загрузка…'; the count says nothing yet. */}
            {server?.total === undefined
              ? null
              : messages.pageRows(
                  Math.min(pageStart + 1, server.total),
                  Math.min(pageStart + serverQuery.limit, server.total),
                  server.total,
                )}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={pageStart === 0}
            onClick={() => goToPage(Math.max(pageStart - serverQuery.limit, 0))}
          >
            {messages.previousPage}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={server?.total === undefined || pageStart + serverQuery.limit >= server.total}
            onClick={() => goToPage(pageStart + serverQuery.limit)}
          >
            {messages.nextPage}
          </Button>
        </HStack>
      ) : (
        <HStack justify="flex-end" mt="1">
          <Text fontSize="xs" color="fg.muted">
            {messages.rowCount(modelRows.length, currentRows.length)}
          </Text>
        </HStack>
      )}
      <DeleteConfirmDialog
        open={pendingDelete !== null}
        onConfirm={handleConfirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Box>
  );
};
