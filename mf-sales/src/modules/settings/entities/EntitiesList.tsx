import { postEndpoint } from '@school/shared-api';
import {
  EDITABLE_ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  SETTINGS_ENTITY_MESSAGES as M,
  settingsEntityEndpoints as E,
  type EditableEntity,
} from '@school/shared-api/people';
import { ReferenceList, type ReferenceTable } from './ReferenceList';

const TYPE_OPTIONS = EDITABLE_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/** The editable reference lists (type and value); a removal deletes the value. */
const ENTITIES: ReferenceTable<typeof E.entitiesGet, Pick<EditableEntity, 'type' | 'value'>> = {
  name: 'settings-entities',
  list: E.entitiesGet,
  columns: [
    { field: 'type', header: 'Тип', type: 'select', options: TYPE_OPTIONS, width: 220, editable: true },
    { field: 'value', header: 'Значение', editable: true },
  ],
  newRow: () => ({ type: undefined, value: '' }),
  sortBy: 'type',
  values: (row) => {
    const value = (row.value ?? '').trim();
    // The type is unset on a new row until one is picked.
    return !row.type || value === '' ? null : { type: row.type, value };
  },
  add: async (values, options) => (await postEndpoint(E.entityAdd, values, options)).data,
  update: (values, row, options) =>
    postEndpoint(E.entityModify, { id: row.id, ...values, version: row.version }, options),
  remove: (row, options) => postEndpoint(E.entityRemove, { id: row.id, version: row.version }, options),
  texts: {
    label: M.entities,
    loadFailed: M.entitiesLoadFailed,
    required: M.entityFillAll,
    added: M.entityAdded,
    addFailed: M.entityAddFailed,
    addAlert: M.entityAddFailed,
    updated: M.entityUpdated,
    updateFailed: M.entityUpdateFailed,
    removed: M.entityRemoved,
    removeFailed: M.entityRemoveFailed,
    removeAlert: M.entityRemoveFailed,
  },
};

/** The Entities sub-tab. */
export function EntitiesList() {
  return <ReferenceList table={ENTITIES} />;
}
