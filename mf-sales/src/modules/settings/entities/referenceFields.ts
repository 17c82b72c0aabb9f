import { REFERENCE_STATUSES } from '@school/shared-api/people';
import type { GridColumn } from '@school/shared-ui';

/** A text cell's value as a save sends it: trimmed, '' when empty. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The status column of a location or a requisite (active or inactive), but its field. */
export const STATUS_COLUMN = {
  header: 'Статус',
  type: 'select',
  options: REFERENCE_STATUSES.map((status) => ({ value: status, label: status })),
  editable: true,
  width: 130,
} satisfies Omit<GridColumn<unknown>, 'field'>;
