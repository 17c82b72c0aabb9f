import '../client/zodWithoutEval';
import { z } from 'zod';
import { attachmentSchema } from './files';
import { bodyId, isoDate, queryId, queryInt } from './fields';

// The teacher's lessons (learning.md sections 2.1, 3 and 7; DESIGN.md section 5): the appointments of the
// plan of a day, each with its recorded lesson when there is one.

/** Longest lesson topic, homework or note. */
export const LESSON_TEXT_MAX = 2000;
/** The refusal of a lesson without a topic (learning.md section 5). */
export const LESSON_TOPIC_REQUIRED = 'Введите тему занятия';
/** The refusal of a lesson without a subject. */
export const LESSON_SUBJECT_REQUIRED = 'Укажите предмет занятия';

/** 'HH:mm' on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Время указано неверно' });
const text = z.string().max(LESSON_TEXT_MAX);

/** A pupil of a lesson (learning.md: Lesson student). */
export const lessonStudentSchema = z.object({
  /** The contract whose child the pupil is. */
  id: z.number(),
  /** The name written in this lesson's journal (the contract's child name unless the teacher corrected it). */
  name: z.string(),
  isPresence: z.boolean(),
  /** The teacher's note. */
  description: z.string(),
  /** The review parents see. */
  review: z.string(),
  /** An adaptation pupil: the lesson records from and to times when the group has timing. */
  adaptation: z.boolean(),
  from: clockTime.nullable(),
  to: clockTime.nullable(),
  /** There on a makeup (a pupil of another group): the makeup's id, else null. */
  id_temporary_arrangement: z.number().nullable(),
  makeup: z.boolean(),
});
export type LessonStudent = z.infer<typeof lessonStudentSchema>;

/** A lesson of a day (learning.md section 3, "Lesson (per date)"): an appointment and its record. */
export const lessonSchema = z.object({
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** The recorded lesson, or null while it is not recorded yet (the spec's 'None'). */
  lesson_id: z.number().nullable(),
  /** The recorded lesson's version (sent back on update), null while not recorded. */
  version: z.number().nullable(),
  id_appointment: z.number(),
  id_group: z.number(),
  name_group: z.string(),
  /** Group info: the branch, and the topic and homework of the group's last recorded lesson before this one. */
  group: z.object({
    id: z.number(),
    short_name: z.string(),
    location_id: z.number(),
    location: z.string(),
    last_topic: z.string(),
    last_home_work: z.string(),
  }),
  /** The teacher who gives it (the substitute when there is one), and whether it is a substitution. */
  teacher: z.string(),
  substitute: z.boolean(),
  students: z.array(lessonStudentSchema),
  completed: z.boolean(),
  topic: z.string(),
  /** The group note. */
  message: z.string(),
  home_work: z.string(),
  /** The methodist's topic: the group's planned topic of that date ('' when none). */
  default_topic: z.string(),
  subject: z.string(),
  /** Start 'HH:mm' in the branch's zone, and the length in minutes. */
  time: z.string(),
  duration: z.number(),
  /** The group records when adaptation pupils came and left. */
  timing: z.boolean(),
  /** The group's video-meeting link (configuration zoom_params), null when there is none. */
  zoom: z.string().nullable(),
  id_attachments: z.array(z.number()),
  attachments: z.array(attachmentSchema),
  /** The makeups of the pupils there on a makeup. */
  id_temporary_arrangement: z.array(z.number()),
  temporary_arrangement: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** Most days one GET /lesson reads. */
export const LESSON_DAYS_MAX = 7;

/** GET /lesson: the lessons of `date` (and the `days` - 1 following days), for a teacher or a branch. */
export const lessonQuerySchema = z.object({
  date: isoDate,
  days: queryInt(1, LESSON_DAYS_MAX).optional(),
  /** Branch roles: one branch, one teacher (a teacher always sees only their own lessons). */
  location_id: queryId.optional(),
  teacher_id: queryId.optional(),
});

/** A pupil of a saved lesson. */
export const lessonStudentInputSchema = z.object({
  id: bodyId,
  name: z.string().trim().max(200).optional(),
  isPresence: z.boolean(),
  description: text.optional(),
  review: text.optional(),
  from: clockTime.nullable().optional(),
  to: clockTime.nullable().optional(),
});
export type LessonStudentInput = z.input<typeof lessonStudentInputSchema>;

const lessonFields = {
  id_appointment: bodyId,
  date: isoDate,
  /** The group's id (the appointment's group). */
  group: bodyId.optional(),
  /** Required: an empty one is refused with LESSON_TOPIC_REQUIRED (checked by the server, not the schema). */
  topic: text.optional(),
  default_topic: text.optional(),
  message: text.optional(),
  home_work: text.optional(),
  /** Required too (LESSON_SUBJECT_REQUIRED). */
  subject: z.string().max(200).optional(),
  students: z.array(lessonStudentInputSchema).max(200),
  completed: z.boolean().optional(),
  /** Files uploaded by the user for this lesson (POST /image/upload). */
  id_attachments: z.array(bodyId).max(50).optional(),
};

// The spec's user_id, id_temporary_arrangement and temporary_arrangement are accepted and not read: the teacher
// is the appointment's (or its substitute), the makeups are those of the lesson's group and date.

/** POST /lesson/add: records an appointment's lesson (lesson_id 'None' or null: not recorded yet). */
export const lessonAddBodySchema = z.object({
  ...lessonFields,
  lesson_id: z.union([z.literal('None'), z.null()]).optional(),
});
export type LessonAddBody = z.input<typeof lessonAddBodySchema>;

/** POST /lesson/update: changes a recorded lesson read at `version`. */
export const lessonUpdateBodySchema = z.object({
  ...lessonFields,
  lesson_id: bodyId,
  version: z.number().int().positive(),
});
export type LessonUpdateBody = z.input<typeof lessonUpdateBodySchema>;
