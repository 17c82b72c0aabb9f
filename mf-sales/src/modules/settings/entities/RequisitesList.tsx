import { fetchEndpoint, postEndpoint, putEndpoint } from '@school/shared-api';
import {
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type RequisiteRow,
} from '@school/shared-api/people';
import { ReferenceList, type ReferenceTable } from './ReferenceList';
import { STATUS_COLUMN, trimmed } from './referenceFields';

/**
 * The school's legal entities (short name, legal entity id, status). A removal of one that contracts,
 * costs or holidays name sets it inactive (the server answers which was done).
 */
const REQUISITES: ReferenceTable<typeof E.requisitesGet, Omit<RequisiteRow, 'id' | 'version'>> = {
  name: 'settings-requisites',
  list: E.requisitesGet,
  columns: [
    { field: 'id', header: 'ID', type: 'number', width: 80 },
    { field: 'short_name', header: 'Краткое название', editable: true },
    { field: 'legal_entity_id', header: 'ID юридического лица', editable: true, width: 200 },
    { field: 'status', ...STATUS_COLUMN },
  ],
  newRow: () => ({ short_name: '', legal_entity_id: '', status: 'active' }),
  sortBy: 'short_name',
  values: (row) => {
    const values = {
      short_name: trimmed(row.short_name),
      legal_entity_id: trimmed(row.legal_entity_id),
      status: row.status ?? 'active',
    };
    return values.short_name === '' || values.legal_entity_id === '' ? null : values;
  },
  add: (values, options) => postEndpoint(E.requisiteAdd, values, options),
  update: (values, row, options) =>
    putEndpoint(E.requisiteUpdate, { ...values, id: row.id, version: row.version }, options),
  remove: (row, options) => fetchEndpoint(E.requisiteRemove, { id: String(row.id) }, options),
  texts: {
    label: M.requisites,
    loadFailed: M.requisitesLoadFailed,
    required: M.requisiteRequired,
    added: M.requisiteAdded,
    addFailed: M.requisiteAddFailed,
    addAlert: M.requisiteAddAlert,
    updated: M.requisiteUpdated,
    updateFailed: M.requisiteUpdateFailed,
    removed: M.requisiteRemoved,
    removeFailed: M.requisiteRemoveFailed,
    removeAlert: M.requisiteRemoveAlert,
    deactivated: M.requisiteDeactivated,
  },
};

/** The Requisites sub-tab. */
export function RequisitesList() {
  return <ReferenceList table={REQUISITES} />;
}
