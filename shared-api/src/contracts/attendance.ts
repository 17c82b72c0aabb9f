import '../client/zodWithoutEval';
import { z } from 'zod';
import { isoDate, queryId } from './fields';

// The attendance report (learning.md sections 2.4, 3 and 7: GET /get/attendance). One table per group: a
// row per pupil (the contract's child: id is the contract), a column per recorded lesson.

/**
 * GET /get/attendance?group&teacher&subject&date_start&date_end: every filter optional; the period's days
 * are both included. teacher is the user who gave the lesson (the appointment's teacher or the substitute).
 */
export const attendanceQuerySchema = z
  .object({
    group: queryId.optional(),
    teacher: queryId.optional(),
    subject: z.string().trim().min(1).max(200).optional(),
    date_start: isoDate.optional(),
    date_end: isoDate.optional(),
  })
  .refine((q) => !q.date_start || !q.date_end || q.date_start <= q.date_end, {
    path: ['date_end'],
    error: 'Дата окончания раньше даты начала',
  });
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;

/** A makeup's status (learning.md section 4): new, done, gap. */
export const ATTENDANCE_STATUSES = ['new', 'done', 'gap'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * A pupil in a lesson. isPresence false and empty texts for a pupil without a journal row in the lesson;
 * attendance_status and attendance_date name the makeup that brought the pupil to this lesson (null when
 * the pupil is there as a pupil of the group). description_admin is the group note of the lesson.
 */
export const attendanceStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  review: z.string(),
  description: z.string(),
  description_admin: z.string(),
  isPresence: z.boolean(),
  attendance_status: z.enum(ATTENDANCE_STATUSES).nullable(),
  attendance_date: z.string().nullable(),
});
export type AttendanceStudent = z.infer<typeof attendanceStudentSchema>;

/** A recorded lesson of the group, with the pupils of its journal and those on a makeup to it. */
export const attendanceLessonSchema = z.object({
  lesson_id: z.number(),
  date: z.string(),
  subject: z.string(),
  teacher: z.string(),
  topic: z.string(),
  home_work: z.string(),
  students: z.array(attendanceStudentSchema),
});
export type AttendanceLesson = z.infer<typeof attendanceLessonSchema>;

/**
 * A pupil row of a group's table: the pupils in the group now (in_group) and every pupil with a journal row
 * or a makeup in its lessons (moved on since, or there on a makeup), those in the group first, by name.
 */
export const attendanceRowStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  in_group: z.boolean(),
});
export type AttendanceRowStudent = z.infer<typeof attendanceRowStudentSchema>;

export const attendanceGroupSchema = z.object({
  group_id: z.number(),
  name_group: z.string(),
  default_list_students: z.array(attendanceRowStudentSchema),
  /** By date, then lesson id. */
  lessons: z.array(attendanceLessonSchema),
});
export type AttendanceGroup = z.infer<typeof attendanceGroupSchema>;

const optionSchema = z.object({ id: z.number(), name: z.string() });

/** The choices of the filters, within the caller's reach. */
export const attendanceFiltersSchema = z.object({
  groups: z.array(optionSchema),
  teachers: z.array(optionSchema),
  subjects: z.array(z.string()),
});
export type AttendanceFilters = z.infer<typeof attendanceFiltersSchema>;

export const attendanceReportSchema = z.object({
  report: z.array(attendanceGroupSchema),
  filters: attendanceFiltersSchema,
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;
