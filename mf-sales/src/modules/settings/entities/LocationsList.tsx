import { useMemo } from 'react';
import { fetchEndpoint, postEndpoint, putEndpoint, useEntitiesTypes, useSubmissionKey } from 'shared-api';
import {
  REFERENCE_STATUSES,
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type LocationRow,
} from 'shared-api/people';
import { DataGrid, ErrorPanel, notify, type GridColumn } from 'shared-ui';
import { isRemovableId, runChange } from './referenceCalls';
import { useReferenceList } from './useReferenceList';

const STATUS_OPTIONS = REFERENCE_STATUSES.map((status) => ({ value: status, label: status }));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const countryOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The Locations sub-tab: branches with city, address, status and country. A new one needs a name, a city
 * and a country id; its address is empty and its status active unless given. A removal of a branch that
 * contracts, groups or staff name sets it inactive (the server answers which was done).
 */
export function LocationsList() {
  const { data, error, isValidating, mutate } = useReferenceList(E.locationsGet, M.locationsLoadFailed);
  const { mutate: refreshLists } = useEntitiesTypes();
  const submission = useSubmissionKey();

  const columns = useMemo<GridColumn<LocationRow>[]>(
    () => [
      { field: 'id', header: 'ID', type: 'number', width: 80 },
      { field: 'name', header: 'Название', editable: true },
      { field: 'city', header: 'Город', editable: true, width: 160 },
      { field: 'address', header: 'Адрес', editable: true },
      {
        field: 'status',
        header: 'Статус',
        type: 'select',
        options: STATUS_OPTIONS,
        editable: true,
        width: 130,
      },
      { field: 'country_id', header: 'ID страны', type: 'number', editable: true, width: 120 },
    ],
    [],
  );

  const changed = async () => {
    await Promise.all([mutate(), refreshLists()]);
  };

  const commit = async (row: LocationRow, { isNew }: { isNew: boolean }) => {
    const name = text(row.name);
    const city = text(row.city);
    const country = countryOf(row.country_id);
    if (name === '' || city === '' || country === null) throw new Error(M.locationRequired);
    const values = {
      name,
      city,
      address: text(row.address),
      status: row.status ?? 'active',
      country_id: country,
    };
    if (isNew) {
      const saved = await runChange(
        () =>
          submission.submit(values, (idempotencyKey) =>
            postEndpoint(E.locationAdd, values, { idempotencyKey, silent: true }),
          ),
        M.locationAddFailed,
        M.locationAddAlert,
        notify.error,
      );
      notify.success(M.locationAdded);
      await changed();
      return saved;
    }
    const saved = await runChange(
      () => putEndpoint(E.locationUpdate, { ...values, id: row.id, version: row.version }, { silent: true }),
      M.locationUpdateFailed,
      M.locationUpdateFailed,
      notify.error,
    );
    notify.success(M.locationUpdated);
    await changed();
    return saved;
  };

  const remove = async (row: LocationRow) => {
    if (!isRemovableId(row.id)) throw new Error(M.badRemoveId);
    const answer = await runChange(
      () => fetchEndpoint(E.locationRemove, { id: String(row.id) }, { silent: true }),
      M.locationRemoveFailed,
      M.locationRemoveAlert,
      notify.error,
    );
    if (answer.outcome === 'deleted') notify.success(M.locationRemoved);
    else notify.info(M.locationDeactivated);
    await changed();
  };

  if (error !== undefined && !isValidating && data === undefined)
    return <ErrorPanel title={M.locationsLoadFailed} onRetry={() => void mutate()} />;
  return (
    <DataGrid
      name="settings-locations"
      label={M.locations}
      rows={data ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      flags={{ add: true, modify: true, remove: true }}
      loading={data === undefined}
      createRow={() => ({ name: '', city: '', address: '', status: 'active' as const })}
      onRowCommit={commit}
      onRowDelete={remove}
      height={520}
      initialSort={{ field: 'name' }}
    />
  );
}
