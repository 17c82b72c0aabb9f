import type { KnownConfigName } from '@school/shared-api/people';
import { CONFIG_TEXTS as T } from '../messages';

/** The reference lists (GET /entities-types/get) a field chooses from. */
export type OptionsList = 'group' | 'active_users' | 'location' | 'requisites';

/** One field of a configuration's item: what the form edits and how the item shows it. */
export type FieldSpec =
  | { key: string; label: string; kind: 'text' | 'date' }
  | { key: string; label: string; kind: 'select'; options: OptionsList }
  /** A list of names, edited as text separated by commas. */
  | { key: string; label: string; kind: 'names' };

/**
 * A section of the Configurations tab (sales-people-settings.md section 2): a list configuration shows its
 * items with edit and delete and an add form; a single one (one user) shows one item to edit.
 */
export type SectionSpec = {
  name: Exclude<KnownConfigName, 'schedule'>;
  title: string;
  single: boolean;
  fields: FieldSpec[];
};

const locationUser: FieldSpec[] = [
  { key: 'location', label: T.fields.location, kind: 'select', options: 'location' },
  { key: 'user', label: T.fields.user, kind: 'select', options: 'active_users' },
];
const oneUser: FieldSpec[] = [
  { key: 'user_id', label: T.fields.user_id, kind: 'select', options: 'active_users' },
];

/** The sections in the spec's order. */
export const SECTIONS: SectionSpec[] = [
  {
    name: 'zoom_params',
    title: T.sections.zoom_params,
    single: false,
    fields: [
      { key: 'link', label: T.fields.link, kind: 'text' },
      { key: 'group_id', label: T.fields.group_id, kind: 'select', options: 'group' },
    ],
  },
  { name: 'responsibility', title: T.sections.responsibility, single: false, fields: locationUser },
  { name: 'support', title: T.sections.support, single: true, fields: oneUser },
  {
    name: 'holidays',
    title: T.sections.holidays,
    single: false,
    fields: [
      { key: 'requisite_id', label: T.fields.requisite_id, kind: 'select', options: 'requisites' },
      { key: 'name', label: T.fields.name, kind: 'text' },
      { key: 'date_from', label: T.fields.date_from, kind: 'date' },
      { key: 'date_to', label: T.fields.date_to, kind: 'date' },
    ],
  },
  {
    name: 'category',
    title: T.sections.category,
    single: false,
    fields: [
      { key: 'category', label: T.fields.category, kind: 'text' },
      { key: 'operations', label: T.fields.operations, kind: 'names' },
    ],
  },
  { name: 'default_teacher', title: T.sections.default_teacher, single: true, fields: oneUser },
  { name: 'administration', title: T.sections.administration, single: false, fields: locationUser },
];

/** The form's text of an item's field. */
export function fieldText(field: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.kind === 'names') return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return String(value);
}

/** The item's field from the form's text: ids as numbers, names as a list; null when it is left empty. */
export function fieldValue(field: FieldSpec, text: string): unknown {
  const trimmed = text.trim();
  if (field.kind === 'names') {
    return trimmed
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
  }
  if (trimmed === '') return null;
  return field.kind === 'select' ? Number(trimmed) : trimmed;
}

/** The items of a configuration's data as the section lists them. */
export function itemsOf(section: SectionSpec, data: unknown): Record<string, unknown>[] {
  if (section.single) {
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? [data as Record<string, unknown>]
      : [];
  }
  return Array.isArray(data)
    ? data.filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    : [];
}
