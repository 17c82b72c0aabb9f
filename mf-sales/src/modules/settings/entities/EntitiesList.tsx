import { useMemo } from 'react';
import { postEndpoint, useEntitiesTypes, useSubmissionKey } from 'shared-api';
import {
  EDITABLE_ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type EditableEntity,
} from 'shared-api/people';
import { DataGrid, ErrorPanel, notify, type GridColumn } from 'shared-ui';
import { isRemovableId, runChange } from './referenceCalls';
import { useReferenceList } from './useReferenceList';

const TYPE_OPTIONS = EDITABLE_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/** The Entities sub-tab: the editable reference lists (type and value), added, edited and removed in place. */
export function EntitiesList() {
  const { data, error, isValidating, mutate } = useReferenceList(E.entitiesGet, M.entitiesLoadFailed);
  const { mutate: refreshLists } = useEntitiesTypes();
  const submission = useSubmissionKey();

  const columns = useMemo<GridColumn<EditableEntity>[]>(
    () => [
      { field: 'type', header: 'Тип', type: 'select', options: TYPE_OPTIONS, width: 220, editable: true },
      { field: 'value', header: 'Значение', editable: true },
    ],
    [],
  );

  const changed = async () => {
    await Promise.all([mutate(), refreshLists()]);
  };

  const commit = async (row: EditableEntity, { isNew }: { isNew: boolean }) => {
    const value = (row.value ?? '').trim();
    if (!row.type || value === '') throw new Error(M.entityFillAll);
    if (isNew) {
      const body = { type: row.type, value };
      const answer = await runChange(
        () =>
          submission.submit(body, (idempotencyKey) =>
            postEndpoint(E.entityAdd, body, { idempotencyKey, silent: true }),
          ),
        M.entityAddFailed,
        M.entityAddFailed,
        notify.error,
      );
      notify.success(M.entityAdded);
      await changed();
      return answer.data;
    }
    const saved = await runChange(
      () =>
        postEndpoint(
          E.entityModify,
          { id: row.id, type: row.type, value, version: row.version },
          { silent: true },
        ),
      M.entityUpdateFailed,
      M.entityUpdateFailed,
      notify.error,
    );
    notify.success(M.entityUpdated);
    await changed();
    return saved;
  };

  const remove = async (row: EditableEntity) => {
    if (!isRemovableId(row.id)) throw new Error(M.badRemoveId);
    await runChange(
      () => postEndpoint(E.entityRemove, { id: row.id, version: row.version }, { silent: true }),
      M.entityRemoveFailed,
      M.entityRemoveFailed,
      notify.error,
    );
    notify.success(M.entityRemoved);
    await changed();
  };

  if (error !== undefined && !isValidating && data === undefined)
    return <ErrorPanel title={M.entitiesLoadFailed} onRetry={() => void mutate()} />;
  return (
    <DataGrid
      name="settings-entities"
      label={M.entities}
      rows={data ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      flags={{ add: true, modify: true, remove: true }}
      loading={data === undefined}
      createRow={() => ({ type: undefined, value: '' })}
      onRowCommit={commit}
      onRowDelete={remove}
      height={520}
      initialSort={{ field: 'type' }}
    />
  );
}
