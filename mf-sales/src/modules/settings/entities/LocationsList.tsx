import { fetchEndpoint, postEndpoint, putEndpoint } from '@school/shared-api';
import {
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type LocationRow,
} from '@school/shared-api/people';
import { ReferenceList, type ReferenceTable } from './ReferenceList';
import { STATUS_COLUMN, trimmed } from './referenceFields';

const countryOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * Branches with city, address, status and country. A new one needs a name, a city and a country id; its
 * address is empty and its status active unless given. A removal of a branch that contracts, groups or
 * staff name sets it inactive (the server answers which was done).
 */
const LOCATIONS: ReferenceTable<typeof E.locationsGet, Omit<LocationRow, 'id' | 'version'>> = {
  name: 'settings-locations',
  list: E.locationsGet,
  columns: [
    { field: 'id', header: 'ID', type: 'number', width: 80 },
    { field: 'name', header: 'Название', editable: true },
    { field: 'city', header: 'Город', editable: true, width: 160 },
    { field: 'address', header: 'Адрес', editable: true },
    { field: 'status', ...STATUS_COLUMN },
    { field: 'country_id', header: 'ID страны', type: 'number', editable: true, width: 120 },
  ],
  newRow: () => ({ name: '', city: '', address: '', status: 'active' }),
  sortBy: 'name',
  values: (row) => {
    const name = trimmed(row.name);
    const city = trimmed(row.city);
    const country = countryOf(row.country_id);
    if (name === '' || city === '' || country === null) return null;
    return { name, city, address: trimmed(row.address), status: row.status ?? 'active', country_id: country };
  },
  add: (values, options) => postEndpoint(E.locationAdd, values, options),
  update: (values, row, options) =>
    putEndpoint(E.locationUpdate, { ...values, id: row.id, version: row.version }, options),
  remove: (row, options) => fetchEndpoint(E.locationRemove, { id: String(row.id) }, options),
  texts: {
    label: M.locations,
    loadFailed: M.locationsLoadFailed,
    required: M.locationRequired,
    added: M.locationAdded,
    addFailed: M.locationAddFailed,
    addAlert: M.locationAddAlert,
    updated: M.locationUpdated,
    updateFailed: M.locationUpdateFailed,
    removed: M.locationRemoved,
    removeFailed: M.locationRemoveFailed,
    removeAlert: M.locationRemoveAlert,
    deactivated: M.locationDeactivated,
  },
};

/** The Locations sub-tab. */
export function LocationsList() {
  return <ReferenceList table={LOCATIONS} />;
}
