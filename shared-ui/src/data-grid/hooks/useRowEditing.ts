import { useCallback, useState } from 'react';
import { messages } from '../../messages';
import type { GridColumn, GridFlags, RowCommitContext } from '../types';
import { parseEditorValue, toEditorValue } from '../utils/editorValue';
import { errorMessage } from '../utils/errorMessage';
import { isCellEditable } from '../utils/isCellEditable';

export type RowEdit<Row> = {
  /** The row's id, or NEW_ROW_ID for a row being added. */
  rowId: string;
  isNew: boolean;
  /** The row as saved (or the defaults of a new row): the edit flags look at these values. */
  saved: Row;
  editableFields: ReadonlySet<string>;
  /** Editor text by field, kept as typed until the commit succeeds. */
  values: Record<string, string>;
  saving: boolean;
  error: string | null;
};

export type RowEditingOptions<Row> = {
  columns: GridColumn<Row>[];
  flags: GridFlags;
  onRowCommit?: (row: Row, context: RowCommitContext) => Promise<Row | void>;
  /** Called once the commit resolved: what onRowCommit returned, and the row it was given. */
  onCommitted: (result: RowCommitResult<Row>) => void;
};

export type RowCommitResult<Row> = { returned: Row | undefined; sent: Row; isNew: boolean; rowId: string };

export type RowEditing<Row> = {
  edit: RowEdit<Row> | null;
  start: (rowId: string, saved: Row, isNew: boolean) => void;
  cancel: () => void;
  setValue: (field: string, text: string) => void;
  save: () => Promise<void>;
};

export const NEW_ROW_ID = '\u0000new-row';

type BuiltRow<Row> = { ok: true; row: Row } | { ok: false; error: string };

const buildRow = <Row>(columns: GridColumn<Row>[], edit: RowEdit<Row>): BuiltRow<Row> => {
  const row = { ...edit.saved } as Record<string, unknown>;
  for (const column of columns) {
    if (!edit.editableFields.has(column.field)) continue;
    const parsed = parseEditorValue(column, edit.values[column.field] ?? '');
    if (!parsed.ok) return parsed;
    row[column.field] = parsed.value;
  }
  return { ok: true, row: row as Row };
};

/** One row at a time in edit mode; leaving it through save needs the commit to succeed. */
export const useRowEditing = <Row>({
  columns,
  flags,
  onRowCommit,
  onCommitted,
}: RowEditingOptions<Row>): RowEditing<Row> => {
  const [edit, setEdit] = useState<RowEdit<Row> | null>(null);

  const start = (rowId: string, saved: Row, isNew: boolean) => {
    const editable = columns.filter((column) => isCellEditable(column, saved, { isNew, flags }));
    setEdit({
      rowId,
      isNew,
      saved,
      editableFields: new Set(editable.map((column) => column.field)),
      values: Object.fromEntries(
        editable.map((column) => [column.field, toEditorValue(column, saved[column.field])]),
      ),
      saving: false,
      error: null,
    });
  };

  const cancel = () => setEdit(null);

  // Stable, so typing re-renders only the edited row.
  const setValue = useCallback(
    (field: string, text: string) =>
      setEdit((current) => current && { ...current, values: { ...current.values, [field]: text } }),
    [],
  );

  const save = async () => {
    if (!edit || edit.saving || !onRowCommit) return;
    const built = buildRow(columns, edit);
    if (!built.ok) {
      setEdit({ ...edit, error: built.error });
      return;
    }
    setEdit({ ...edit, saving: true, error: null });
    try {
      const returned = await onRowCommit(built.row, { isNew: edit.isNew });
      setEdit(null);
      onCommitted({ returned: returned ?? undefined, sent: built.row, isNew: edit.isNew, rowId: edit.rowId });
    } catch (error) {
      setEdit(
        (current) =>
          current && { ...current, saving: false, error: errorMessage(error, messages.saveFailed) },
      );
    }
  };

  return { edit, start, cancel, setValue, save };
};
