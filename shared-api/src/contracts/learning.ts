import { z } from 'zod';
import { bodyId, isoDate } from './fields';
import { optionSchema } from './entities';
import { CURRENCIES, moneySchema } from './money';
import { rowVersion } from './versions';

/** A group of GET /group/get (learning.md section 3). Dates are YYYY-MM-DD. */
export const groupSchema = z.object({
  id: z.number(),
  short_name: z.string(),
  course: z.number(),
  location: z.number(),
  teacher: z.array(z.number()),
  start_date: z.string().nullable(),
  students_count: z.number(),
  camp: z.boolean(),
  /** Weekday digits 0-6, Monday = 0. */
  day_of_the_week: z.array(z.number()),
  /** Dates of a camp's training days. */
  training_day: z.array(z.string()),
  weeks: z.number(),
  price_per_week: moneySchema,
  /** The branch's currency: the price is in it. */
  currency: z.enum(CURRENCIES),
  /** The group records when adaptation pupils came and left. */
  timing: z.boolean(),
  /** The row's version: an update or a removal sends it back (409 when someone changed the group meanwhile). */
  version: z.number(),
});
export type Group = z.infer<typeof groupSchema>;

/** Longest group name. */
export const GROUP_NAME_MAX = 100;
/** Most weeks a group runs. */
export const GROUP_WEEKS_MAX = 260;
/** Most teachers and training days a group lists. */
export const GROUP_LIST_MAX = 100;

/** The price per week as the form sends it: a decimal of up to 2 places, zero allowed (a free group). */
const pricePerWeek = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/));

/** The fields of the group form (learning.md section 3); the server checks the days against `camp`. */
const groupFields = {
  short_name: z.string().trim().min(1).max(GROUP_NAME_MAX),
  course: bodyId,
  location: bodyId,
  teacher: z.array(bodyId).max(GROUP_LIST_MAX),
  start_date: isoDate.nullable(),
  camp: z.boolean(),
  day_of_the_week: z.array(z.number().int().min(0).max(6)).max(7),
  training_day: z.array(isoDate).max(GROUP_LIST_MAX),
  /** Required (learning.md section 5): 'Необходимо заполнить поле 'Кол-во недель''. */
  weeks: z.number().int().min(1).max(GROUP_WEEKS_MAX),
  price_per_week: pricePerWeek,
  timing: z.boolean().optional(),
};

/** POST /group/add. */
export const groupAddBodySchema = z.object(groupFields);

/** POST /group/update: the group with its id and the version it was read at. */
export const groupUpdateBodySchema = z.object({ id: bodyId, ...groupFields, version: rowVersion });

/**
 * POST /group/remove: the group, the version it was read at when known, and where its pupils go when it has
 * any (a group of the same course and branch).
 */
export const groupRemoveBodySchema = z.object({
  id: bodyId,
  version: rowVersion.optional(),
  move_to: bodyId.optional(),
});
export const groupRemoveResponseSchema = z.object({ status: z.literal('OK'), moved: z.number() });

/**
 * GET /group/options/get: what the group form offers per branch of the user - the branch's currency, the
 * courses offered in its country and its active teachers.
 */
export const groupOptionsSchema = z.object({
  locations: z.array(
    z.object({
      value: z.number(),
      label: z.string(),
      currency: z.enum(CURRENCIES),
      courses: z.array(optionSchema),
      teachers: z.array(optionSchema),
    }),
  ),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;
