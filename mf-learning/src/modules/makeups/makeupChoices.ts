import type { Makeup } from '@school/shared-api/learning';

export type Choice = { value: string; label: string };

/** The groups a makeup may move to: its list_group, and its own group when that is not among them. */
export function groupChoices(makeup: Makeup): Choice[] {
  const choices = makeup.list_group.map((option) => ({
    value: String(option.group_for_temporary_arrangement),
    label: option.name_group,
  }));
  const own = String(makeup.group_for_temporary_arrangement);
  return choices.some((choice) => choice.value === own)
    ? choices
    : [{ value: own, label: makeup.name_group }, ...choices];
}

/**
 * The dates of the chosen group: its lesson days of the next four weeks, and the makeup's own date when the
 * group is its own (so that only the group or only the status may change). null: a group without a
 * timetable, any date.
 */
export function dateChoices(makeup: Makeup, groupId: string): string[] | null {
  const option = makeup.list_group.find((each) => String(each.group_for_temporary_arrangement) === groupId);
  const own = groupId === String(makeup.group_for_temporary_arrangement);
  if (option && option.date.length === 0) return null;
  const dates = option?.date ?? [];
  if (own && !dates.includes(makeup.date)) return [makeup.date, ...dates].sort();
  return dates;
}
