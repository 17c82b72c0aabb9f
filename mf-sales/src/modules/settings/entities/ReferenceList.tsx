import {
  useEntitiesTypes,
  useSubmissionKey,
  type Endpoint,
  type EndpointResponse,
  type RequestOptions,
} from '@school/shared-api';
import { SETTINGS_ENTITY_MESSAGES as M } from '@school/shared-api/people';
import { DataGrid, ErrorPanel, notify, type GridColumn, type GridField } from '@school/shared-ui';
import { isRemovableId, runChange } from './referenceCalls';
import { useReferenceList } from './useReferenceList';

type ListEndpoint = Endpoint & { method: 'GET' };
type SavedRow = { id: number; version: number };
/** A removal's answer: the row deleted, or (outcome 'deactivated') kept as inactive because it is in use. */
type RemoveAnswer = { id: number; outcome?: 'deleted' | 'deactivated' };

/** A row of a table's list: what its GET entry answers an array of. */
export type RowOf<L extends ListEndpoint> =
  EndpointResponse<L> extends readonly (infer Row extends SavedRow)[] ? Row : never;

/** The spec's messages of one table: toasts (`...Failed`) and the grid's alerts (`...Alert`). */
export type ReferenceTexts = {
  label: string;
  loadFailed: string;
  /** Shown in the grid when a required field is empty; nothing is sent. */
  required: string;
  added: string;
  addFailed: string;
  addAlert: string;
  updated: string;
  updateFailed: string;
  removed: string;
  removeFailed: string;
  removeAlert: string;
  /** For a table whose used rows the server keeps as inactive instead of deleting them. */
  deactivated?: string;
};

/**
 * One reference table of the Adding entities tab: its list, grid columns, the values a save sends, its
 * calls (each made with the options given, which keep the client's own toast off) and its texts.
 */
export type ReferenceTable<L extends ListEndpoint, Values> = {
  /** Names the grid's saved search and filters. */
  name: string;
  list: L;
  columns: GridColumn<RowOf<L>>[];
  newRow: () => Partial<RowOf<L>>;
  sortBy: GridField<RowOf<L>>;
  /** The values a save sends from the edited row, or null when a required one is missing. */
  values: (row: RowOf<L>) => Values | null;
  add: (values: Values, options: RequestOptions) => Promise<RowOf<L>>;
  update: (values: Values, row: RowOf<L>, options: RequestOptions) => Promise<RowOf<L>>;
  remove: (row: RowOf<L>, options: RequestOptions) => Promise<RemoveAnswer>;
  texts: ReferenceTexts;
};

export type ReferenceListProps<L extends ListEndpoint, Values> = { table: ReferenceTable<L, Values> };

const SILENT = { silent: true } as const;

/**
 * A reference table edited in place: added, updated and removed (or deactivated) rows, each announced by
 * the spec's toast. A change refreshes the list and the reference lists (GET /entities-types/get) that
 * every open form reads.
 */
export function ReferenceList<L extends ListEndpoint, Values>({ table }: ReferenceListProps<L, Values>) {
  const { texts } = table;
  const { data, error, isValidating, mutate } = useReferenceList(table.list, texts.loadFailed);
  // The list entry answers RowOf<L>[] (that is how RowOf reads it); TypeScript cannot follow a generic entry.
  const rows = data as readonly RowOf<L>[] | undefined;
  const { mutate: refreshLists } = useEntitiesTypes();
  const submission = useSubmissionKey();

  const changed = async () => {
    await Promise.all([mutate(), refreshLists()]);
  };

  const commit = async (row: RowOf<L>, { isNew }: { isNew: boolean }) => {
    const values = table.values(row);
    if (values === null) throw new Error(texts.required);
    if (isNew) {
      const saved = await runChange(
        () => submission.submit(values, (idempotencyKey) => table.add(values, { ...SILENT, idempotencyKey })),
        texts.addFailed,
        texts.addAlert,
        notify.error,
      );
      notify.success(texts.added);
      await changed();
      return saved;
    }
    const saved = await runChange(
      () => table.update(values, row, SILENT),
      texts.updateFailed,
      texts.updateFailed,
      notify.error,
    );
    notify.success(texts.updated);
    await changed();
    return saved;
  };

  const remove = async (row: RowOf<L>) => {
    if (!isRemovableId(row.id)) throw new Error(M.badRemoveId);
    const answer = await runChange(
      () => table.remove(row, SILENT),
      texts.removeFailed,
      texts.removeAlert,
      notify.error,
    );
    if (answer.outcome === 'deactivated' && texts.deactivated !== undefined) notify.info(texts.deactivated);
    else notify.success(texts.removed);
    await changed();
  };

  if (error !== undefined && !isValidating && rows === undefined)
    return <ErrorPanel title={texts.loadFailed} onRetry={() => void mutate()} />;
  return (
    <DataGrid
      name={table.name}
      label={texts.label}
      rows={rows ?? []}
      columns={table.columns}
      getRowId={(row) => row.id}
      flags={{ add: true, modify: true, remove: true }}
      loading={rows === undefined}
      createRow={table.newRow}
      onRowCommit={commit}
      onRowDelete={remove}
      height={520}
      initialSort={{ field: table.sortBy }}
    />
  );
}
