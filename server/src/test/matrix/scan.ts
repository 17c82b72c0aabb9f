// The answer scan of the access matrix: finds rows outside the user's reach in any JSON answer by the
// names of its fields, so that a new route's answer is covered without a new test, as long as it names
// its ids the way the specification does.
import type { ScopedEntity } from '@school/shared-api/contracts';
import type { OutOfScope } from './scope';

/**
 * Answer fields that carry a branch or a row id, and the kind of row. A field's value may be
 * - an id (a number, or a string of digits; 0 and '0' mean none): a row, reported when out of reach;
 * - an array of ids (a user's `location` list): the branches of one row, reported when none is in reach;
 * - an array of options `{value, label}` (the reference lists of /entities-types/get): one row per
 *   option, each reported when out of reach.
 * Anything else under these names (a branch's name in `location`, a comment's text in `comment`) is not an
 * id and is only searched further. A plain `id` says nothing of its kind and is not read; a new answer
 * should name its ids (`contract_id`, `id_contact`, ...) or add its field here.
 */
export const ID_FIELDS: Readonly<Record<string, ScopedEntity>> = {
  location_id: 'location',
  id_location: 'location',
  location: 'location',
  contract_id: 'contract',
  id_contract: 'contract',
  contact_id: 'contact',
  id_contact: 'contact',
  lead_id: 'lead',
  id_lead: 'lead',
  comment_id: 'comment',
  id_comment: 'comment',
  group_id: 'group',
  id_group: 'group',
  group: 'group',
  // Tasks (a support request of the personal area).
  id_task: 'task',
  task_id: 'task',
  // The parent and child accounts of /entities-types/get.
  customers: 'user',
};

/** One out-of-reach row found in an answer: where, which kind, which id. */
export type Finding = { path: string; kind: ScopedEntity; id: number };

function asId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return null;
}

function isOption(value: unknown): value is { value: unknown; label: unknown } {
  return typeof value === 'object' && value !== null && 'value' in value && 'label' in value;
}

/** Every row of `outOfScope` that the answer names in one of the ID_FIELDS, at any depth. */
export function scanAnswer(answer: unknown, outOfScope: OutOfScope): Finding[] {
  const findings: Finding[] = [];
  const out = (kind: ScopedEntity, id: number | null) => id !== null && outOfScope[kind].has(id);

  const visitField = (path: string, kind: ScopedEntity, value: unknown) => {
    const id = asId(value);
    if (id !== null) {
      if (out(kind, id)) findings.push({ path, kind, id });
      return;
    }
    if (!Array.isArray(value) || value.length === 0) return;
    if (value.every(isOption)) {
      value.forEach((option, index) => {
        const optionId = asId(option.value);
        if (optionId !== null && out(kind, optionId))
          findings.push({ path: `${path}[${index}]`, kind, id: optionId });
      });
      return;
    }
    const ids = value.map(asId);
    if (ids.every((each) => each !== null) && ids.every((each) => out(kind, each))) {
      findings.push({ path, kind, id: ids[0] as number });
    }
  };

  const visit = (path: string, value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(`${path}[${index}]`, item));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, field] of Object.entries(value)) {
      const fieldPath = path ? `${path}.${key}` : key;
      const kind = ID_FIELDS[key];
      if (kind) visitField(fieldPath, kind, field);
      visit(fieldPath, field);
    }
  };

  visit('', answer);
  return findings;
}

/** The texts of `forbidden` that occur in the answer's strings (names, e-mails). */
export function findTexts(answer: unknown, forbidden: readonly string[]): string[] {
  const strings: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') strings.push(value.toLowerCase());
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(answer);
  return forbidden.filter((text) => {
    const needle = text.toLowerCase();
    return strings.some((value) => value.includes(needle));
  });
}
