import '../client/zodWithoutEval';
import { z } from 'zod';
import { makeupOptionSchema } from './contractActions';
import { bodyId, isoDate, queryId } from './fields';
import { rowVersion } from './versions';

// Makeup sessions (learning.md section 3, "temporary arrangement") and unmarked lessons (section 3,
// "Unmarked lesson"): the makeups page (/app/working-out) and the unmarked lessons page.

/** A makeup's status (learning.md section 4): assigned, done, missed. */
export const MAKEUP_STATUSES = ['new', 'done', 'gap'] as const;
export const makeupStatusSchema = z.enum(MAKEUP_STATUSES);
export type MakeupStatus = z.infer<typeof makeupStatusSchema>;

/**
 * A makeup as the makeups page shows it: the child (name) of the contract (number), the group they come
 * from (current_group) and the group they come to (group_for_temporary_arrangement, its name name_group) on
 * a date, with the groups it may move to (list_group: the contract's course in its branch, each with its
 * lesson days of the next four weeks).
 */
export const makeupSchema = z.object({
  id_temporary_arrangement: z.number(),
  contract_id: z.number(),
  /** The child. */
  name: z.string(),
  /** The contract's number. */
  number: z.string(),
  /** The name of the child's own group when the makeup was assigned ('' when none). */
  current_group: z.string(),
  current_group_id: z.number().nullable(),
  /** The group the child comes to. */
  group_for_temporary_arrangement: z.number(),
  name_group: z.string(),
  location_id: z.number(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  status: makeupStatusSchema,
  list_group: z.array(makeupOptionSchema),
  /** The row's version: an update or a removal sends it back (409 when changed meanwhile). */
  version: z.number(),
});
export type Makeup = z.infer<typeof makeupSchema>;

/** POST /update/temporary_arrangement: the group and the date (both required), and the status if it changes. */
export const makeupUpdateBodySchema = z.object({
  id_temporary_arrangement: bodyId,
  group_for_temporary_arrangement: bodyId,
  date: isoDate,
  status: makeupStatusSchema.optional(),
  version: rowVersion,
});
export type MakeupUpdateBody = z.input<typeof makeupUpdateBodySchema>;

/** POST /delete/temporary_arrangement: the makeup, and the version it was read at when the client knows it. */
export const makeupDeleteBodySchema = z.object({
  id_temporary_arrangement: bodyId,
  version: rowVersion.optional(),
});
export const makeupDeleteResponseSchema = z.object({ status: z.literal('OK') });

/** GET /unmarked/classes?id=<location>. */
export const unmarkedQuerySchema = z.object({ id: queryId });

/**
 * An unmarked lesson: an appointment of the plan that has begun with no lesson recorded for it. teacher is
 * who records it (the substitute when there is one), date the start in the branch's time zone.
 */
export const unmarkedLessonSchema = z.object({
  id_appointment: z.number(),
  teacher: z.string(),
  subject: z.string(),
  group_id: z.number(),
  group_name: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', the branch's wall time. */
  date: z.string(),
});
export type UnmarkedLesson = z.infer<typeof unmarkedLessonSchema>;
