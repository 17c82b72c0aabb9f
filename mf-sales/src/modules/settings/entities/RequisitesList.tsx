import { useMemo } from 'react';
import { fetchEndpoint, postEndpoint, putEndpoint, useEntitiesTypes, useSubmissionKey } from 'shared-api';
import {
  REFERENCE_STATUSES,
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type RequisiteRow,
} from 'shared-api/people';
import { DataGrid, ErrorPanel, notify, type GridColumn } from 'shared-ui';
import { isRemovableId, runChange } from './referenceCalls';
import { useReferenceList } from './useReferenceList';

const STATUS_OPTIONS = REFERENCE_STATUSES.map((status) => ({ value: status, label: status }));
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The Requisites sub-tab: the school's legal entities (short name, legal entity id, status). A removal of
 * one that contracts, costs or holidays name sets it inactive (the server answers which was done).
 */
export function RequisitesList() {
  const { data, error, isValidating, mutate } = useReferenceList(E.requisitesGet, M.requisitesLoadFailed);
  const { mutate: refreshLists } = useEntitiesTypes();
  const submission = useSubmissionKey();

  const columns = useMemo<GridColumn<RequisiteRow>[]>(
    () => [
      { field: 'id', header: 'ID', type: 'number', width: 80 },
      { field: 'short_name', header: 'Краткое название', editable: true },
      { field: 'legal_entity_id', header: 'ID юридического лица', editable: true, width: 200 },
      {
        field: 'status',
        header: 'Статус',
        type: 'select',
        options: STATUS_OPTIONS,
        editable: true,
        width: 130,
      },
    ],
    [],
  );

  const changed = async () => {
    await Promise.all([mutate(), refreshLists()]);
  };

  const commit = async (row: RequisiteRow, { isNew }: { isNew: boolean }) => {
    const values = {
      short_name: text(row.short_name),
      legal_entity_id: text(row.legal_entity_id),
      status: row.status ?? 'active',
    };
    if (values.short_name === '' || values.legal_entity_id === '') throw new Error(M.requisiteRequired);
    if (isNew) {
      const saved = await runChange(
        () =>
          submission.submit(values, (idempotencyKey) =>
            postEndpoint(E.requisiteAdd, values, { idempotencyKey, silent: true }),
          ),
        M.requisiteAddFailed,
        M.requisiteAddAlert,
        notify.error,
      );
      notify.success(M.requisiteAdded);
      await changed();
      return saved;
    }
    const saved = await runChange(
      () => putEndpoint(E.requisiteUpdate, { ...values, id: row.id, version: row.version }, { silent: true }),
      M.requisiteUpdateFailed,
      M.requisiteUpdateFailed,
      notify.error,
    );
    notify.success(M.requisiteUpdated);
    await changed();
    return saved;
  };

  const remove = async (row: RequisiteRow) => {
    if (!isRemovableId(row.id)) throw new Error(M.badRemoveId);
    const answer = await runChange(
      () => fetchEndpoint(E.requisiteRemove, { id: String(row.id) }, { silent: true }),
      M.requisiteRemoveFailed,
      M.requisiteRemoveAlert,
      notify.error,
    );
    if (answer.outcome === 'deleted') notify.success(M.requisiteRemoved);
    else notify.info(M.requisiteDeactivated);
    await changed();
  };

  if (error !== undefined && !isValidating && data === undefined)
    return <ErrorPanel title={M.requisitesLoadFailed} onRetry={() => void mutate()} />;
  return (
    <DataGrid
      name="settings-requisites"
      label={M.requisites}
      rows={data ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      flags={{ add: true, modify: true, remove: true }}
      loading={data === undefined}
      createRow={() => ({ short_name: '', legal_entity_id: '', status: 'active' as const })}
      onRowCommit={commit}
      onRowDelete={remove}
      height={520}
      initialSort={{ field: 'short_name' }}
    />
  );
}
