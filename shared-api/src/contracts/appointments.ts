import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { rowVersion } from './versions';

// The teachers' plan (learning.md sections 2.6, 2.7, 3 and 7; DESIGN.md section 5): appointments of a
// branch - a group's lesson at a time, with its teacher, subject and length, and a substitute who may stand
// in. The appointments page and the class schedule grid edit them; the lessons page records them.

/** The lengths of an appointment (learning.md section 9), in the spec's 'H:mm', with the labels the form shows. */
export const APPOINTMENT_DURATIONS = [
  { value: '0:45', label: '1x45', minutes: 45 },
  { value: '1:00', label: '1x60', minutes: 60 },
  { value: '1:30', label: '2x45', minutes: 90 },
  { value: '2:15', label: '3x45', minutes: 135 },
  { value: '3:00', label: '4x45', minutes: 180 },
] as const;
export type AppointmentDuration = (typeof APPOINTMENT_DURATIONS)[number]['value'];
/** The length a new appointment gets (learning.md section 9). */
export const DEFAULT_APPOINTMENT_DURATION: AppointmentDuration = '0:45';

/** Derived state of an appointment: still to come, begun with no lesson recorded, or recorded. */
export const APPOINTMENT_STATUSES = ['запланировано', 'просрочено', 'проведено'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The refusal of a substitution without its subject (learning.md section 5, exactly). */
export const SUBSTITUTE_SUBJECT_REQUIRED = 'Ошибка: Для замены необходимо указать предмет замены';
/** Removing a substitution: the value of is_substitute that says so (learning.md section 4). */
export const REMOVE_SUBSTITUTE = 'remove';

/** Longest subject text. */
export const APPOINTMENT_SUBJECT_MAX = 200;

/** 'YYYY-MM-DD HH:mm:ss' (seconds optional on input): the branch's wall time. */
export const appointmentDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .refine((text) => isoDate.safeParse(text.slice(0, 10)).success);

const durationField = z.enum(
  APPOINTMENT_DURATIONS.map((d) => d.value) as [AppointmentDuration, ...AppointmentDuration[]],
);
const subjectText = z.string().trim().max(APPOINTMENT_SUBJECT_MAX);

/** An appointment as the plan lists it (learning.md section 3, Appointment, with the derived fields). */
export const appointmentSchema = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD HH:mm:ss', the branch's wall time. */
  date: z.string(),
  /** The teacher. */
  user_id: z.number(),
  group_id: z.number(),
  subject: z.string(),
  duration: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The substitute teacher's id, or null without a substitution. */
  is_substitute: z.number().nullable(),
  subject_substitute: z.string(),
  /** Derived: the weekday in Russian ('понедельник'), 'HH:mm', the branch's name, the teacher's name. */
  day: z.string(),
  time: z.string(),
  place: z.string(),
  teacher: z.string(),
  /** The substitute's name; null when there is none or the user is gone (the page shows 'UNKNOWN/DELETED id'). */
  substitute: z.string().nullable(),
  name_group: z.string(),
  location_id: z.number(),
  /** The recorded lesson, or null. */
  lesson_id: z.number().nullable(),
  version: z.number(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /appointments/get: a branch's plan for a period (both ends included; by default this week and the next). */
export const appointmentQuerySchema = z.object({
  location: queryId,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

/** The longest period GET /appointments/get answers, in days. */
export const APPOINTMENT_PERIOD_MAX_DAYS = 93;

/** The fields of a new appointment (learning.md section 7). */
const appointmentFields = {
  date: appointmentDateTime,
  user_id: bodyId,
  group_id: bodyId,
  subject: subjectText,
  duration: durationField.default(DEFAULT_APPOINTMENT_DURATION),
};

/** is_substitute on input: a teacher's id, 'remove' (take the substitution away), or none (null, '', absent). */
const substituteField = z.union([z.literal(REMOVE_SUBSTITUTE), z.literal(''), z.null(), bodyId]).optional();

/** POST /appointment/add; a substitution may come with it (its subject then required). */
export const appointmentAddBodySchema = z.object({
  ...appointmentFields,
  is_substitute: substituteField,
  subject_substitute: subjectText.default(''),
});

/**
 * POST /appointment/update (learning.md section 7): date, duration, group_id, subject, user_id,
 * is_substitute, status, id - and the version it was read at. status is derived and ignored on input.
 */
export const appointmentUpdateBodySchema = z.object({
  id: bodyId,
  ...appointmentFields,
  is_substitute: substituteField,
  subject_substitute: subjectText.default(''),
  status: z.string().max(50).optional(),
  version: rowVersion,
});

/** POST /appointment/remove: by id (200 means removed); the version when the client knows it. */
export const appointmentRemoveBodySchema = z.object({ id: bodyId, version: rowVersion.optional() });
export const appointmentRemoveResponseSchema = z.object({ id: z.number() });

/**
 * POST /appointment/check: would this appointment clash with another (the form asks before saving)? The
 * same rule the add and update calls refuse by (409 with the first clash's message).
 */
export const appointmentCheckBodySchema = z.object({
  /** The appointment being edited (it does not clash with itself); absent for a new one. */
  id: bodyId.optional(),
  date: appointmentDateTime,
  duration: durationField.default(DEFAULT_APPOINTMENT_DURATION),
  user_id: bodyId,
  group_id: bodyId,
  is_substitute: substituteField,
});

/** Who clashes: the teacher (or the substitute who teaches), or the group. */
export const APPOINTMENT_CLASH_KINDS = ['teacher', 'group'] as const;

/** One clash, with the message naming who, where and when ('Учитель … уже ведёт … в … 24.11.2026 10:00–10:45'). */
export const appointmentClashSchema = z.object({
  kind: z.enum(APPOINTMENT_CLASH_KINDS),
  appointment_id: z.number(),
  message: z.string(),
});
export type AppointmentClash = z.infer<typeof appointmentClashSchema>;
export const appointmentCheckResponseSchema = z.object({ clashes: z.array(appointmentClashSchema) });

/** GET /appointments/copy?location: the branch's appointments of this week copied to the next. */
export const appointmentCopyQuerySchema = z.object({ location: queryId });
export const appointmentCopyResponseSchema = z.object({
  /** How many were copied. */
  copied: z.number(),
  /** Those left out because the copy would clash, each with its clash's message. */
  skipped: z.array(appointmentClashSchema),
});
export type AppointmentCopyAnswer = z.infer<typeof appointmentCopyResponseSchema>;

/** GET /schedule/slots: the time slots of the class schedule (the 'schedule' configuration), first '0:00'. */
export const scheduleSlotsResponseSchema = z.object({ slots: z.array(z.string()) });
