import type { EndpointBody, Group, learningEndpoints } from '@school/shared-api';
import { toApiMoney } from '@school/shared-ui';
import { GROUPS_MESSAGES as M } from './messages';

/** Fields of the group form that the server may name in a refusal. */
export const GROUP_FIELDS = [
  'short_name',
  'course',
  'location',
  'teacher',
  'start_date',
  'day_of_the_week',
  'training_day',
  'weeks',
  'price_per_week',
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type GroupFieldErrors = Partial<Record<GroupField, string>>;

/** What the form holds: selects and inputs as text, days and teachers as lists. */
export type GroupFormValues = {
  short_name: string;
  location: string;
  course: string;
  teacher: number[];
  start_date: string;
  camp: boolean;
  day_of_the_week: number[];
  training_day: string[];
  weeks: string;
  price_per_week: string;
  timing: boolean;
};

export type GroupBody = EndpointBody<typeof learningEndpoints.groupAdd>;

/** The form's start: an empty school-year group (in the only branch when there is one), or the group's values. */
export function groupValuesOf(group: Group | null, onlyLocation?: number): GroupFormValues {
  if (!group) {
    return {
      short_name: '',
      location: onlyLocation === undefined ? '' : String(onlyLocation),
      course: '',
      teacher: [],
      start_date: '',
      camp: false,
      day_of_the_week: [],
      training_day: [],
      weeks: '',
      price_per_week: '',
      timing: false,
    };
  }
  return {
    short_name: group.short_name,
    location: String(group.location),
    course: String(group.course),
    teacher: [...group.teacher],
    start_date: group.start_date ?? '',
    camp: group.camp,
    day_of_the_week: [...group.day_of_the_week],
    training_day: [...group.training_day],
    weeks: String(group.weeks),
    price_per_week: group.price_per_week,
    timing: group.timing,
  };
}

export type GroupCheck =
  { ok: true; body: GroupBody } | { ok: false; message: string; errors: GroupFieldErrors; info?: true };

/**
 * The form's own checks before sending: weeks first (learning.md section 5 shows it as info), then the
 * required fields, the days of the group's kind, whole weeks and a price.
 */
export function checkGroupForm(values: GroupFormValues): GroupCheck {
  if (values.weeks.trim() === '')
    return { ok: false, message: M.weeksRequired, errors: { weeks: M.weeksRequired }, info: true };
  const errors: GroupFieldErrors = {};
  if (values.short_name.trim() === '') errors.short_name = M.nameRequired;
  if (values.location === '') errors.location = M.locationRequired;
  if (values.course === '') errors.course = M.courseRequired;
  if (!values.camp && values.day_of_the_week.length === 0) errors.day_of_the_week = M.daysRequired;
  if (values.camp && values.training_day.length === 0) errors.training_day = M.trainingDaysRequired;
  const weeks = Number(values.weeks.trim());
  if (!/^\d+$/.test(values.weeks.trim()) || weeks < 1 || weeks > 260) errors.weeks = M.weeksInvalid;
  const price = toApiMoney(values.price_per_week);
  if (price === null || price.startsWith('-')) errors.price_per_week = M.priceInvalid;
  const fields = Object.keys(errors);
  if (fields.length > 0)
    return { ok: false, message: errors[fields[0] as GroupField] ?? M.requiredFields, errors };
  return {
    ok: true,
    body: {
      short_name: values.short_name.trim(),
      location: Number(values.location),
      course: Number(values.course),
      teacher: values.teacher,
      start_date: values.start_date === '' ? null : values.start_date,
      camp: values.camp,
      day_of_the_week: values.camp ? [] : [...values.day_of_the_week].sort((a, b) => a - b),
      training_day: values.camp ? [...values.training_day].sort() : [],
      weeks,
      price_per_week: price as string,
      timing: values.timing,
    },
  };
}
