import type { GridColumn } from '@school/shared-ui';
import { HEADER_SEARCH_MESSAGES as M } from '../messages';
import type { SearchRow } from './searchRows';

/** The widest the results panel gets (pixels); narrower windows give it their width less a margin. */
export const SEARCH_PANEL_MAX_WIDTH = 1100;

/** Columns the hide/show toggle hides, leaving type, name and phone. */
const SECONDARY: (keyof SearchRow)[] = ['email', 'city', 'status', 'manager', 'date_created'];

// Name, e-mail and manager share the free width (at least 120 px each); the rest are as wide as their usual
// content. On a phone, with type, name and phone only, the phone shares the width too, so they fit 336 px.
const KIND_OPTIONS = [
  { value: 'contact', label: M.kind.contact },
  { value: 'lead', label: M.kind.lead },
];

const columnsFor = (compact: boolean): GridColumn<SearchRow>[] => [
  { field: 'kind', header: M.columns.kind, width: compact ? 84 : 96, type: 'select', options: KIND_OPTIONS },
  { field: 'name', header: M.columns.name },
  { field: 'phone', header: M.columns.phone, width: compact ? undefined : 165 },
  { field: 'email', header: M.columns.email },
  { field: 'city', header: M.columns.city, width: 120 },
  { field: 'status', header: M.columns.status, width: 140 },
  { field: 'manager', header: M.columns.manager },
  { field: 'date_created', header: M.columns.date_created, width: 150, type: 'datetime' },
];

/** The results' columns, all of them or only type, name and phone; compact on a phone. */
export const searchColumns = (all: boolean, compact = false): GridColumn<SearchRow>[] =>
  columnsFor(compact).map((column) => ({ ...column, hidden: !all && SECONDARY.includes(column.field) }));
