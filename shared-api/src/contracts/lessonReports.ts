import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { pivotSchema } from './reports';

// Reports read from the lesson journal (money.md, Reports page and calls): camp attendance by group, first
// visits, the student-hours spreadsheet. The two report tabs answer like the other tabs: the rows as the
// specification names them (`report`) and the pivot the server laid out from figures the database computed.

/**
 * A row of GET /report/camp/get (money.md section 3, camp): a child's presence in a camp group on a day (a
 * day with two lessons counts once: present at either). student_id is the contract (two children of one
 * name stay apart).
 */
export const campAttendanceRowSchema = z.object({
  date: z.string(),
  group_id: z.number(),
  group_name: z.string(),
  children_name: z.string(),
  isPresence: z.boolean(),
  student_id: z.number(),
});
export type CampAttendanceRow = z.infer<typeof campAttendanceRowSchema>;

/**
 * A row of GET /report/first_visit/get (money.md section 3, first visit): how many pupils came to their
 * first lesson of a course on a day - the first lesson they attended in any group of the course.
 */
export const firstVisitRowSchema = z.object({
  date: z.string(),
  course_id: z.number(),
  count_new: z.number(),
});
export type FirstVisitRow = z.infer<typeof firstVisitRowSchema>;

export const campAttendanceReportSchema = z.object({
  report: z.array(campAttendanceRowSchema),
  pivot: pivotSchema,
});
export type CampAttendanceReport = z.infer<typeof campAttendanceReportSchema>;

export const firstVisitReportSchema = z.object({
  report: z.array(firstVisitRowSchema),
  pivot: pivotSchema,
});
export type FirstVisitReport = z.infer<typeof firstVisitReportSchema>;

/**
 * POST /report/student/hours (money.md section 7): the group, the pupil (student_id is the contract's id:
 * the pupil of a contract is its child) and the period, both days included.
 */
export const studentHoursBodySchema = z
  .object({
    group_id: bodyId,
    student_id: bodyId,
    date_start: isoDate,
    date_end: isoDate,
  })
  .refine((body) => body.date_start <= body.date_end, {
    path: ['date_end'],
    error: 'Дата окончания раньше даты начала',
  });
export type StudentHoursBody = z.input<typeof studentHoursBodySchema>;

/** GET /report/student/get: the pupils of a group, for the student-hours form. */
export const groupStudentsQuerySchema = z.object({ group_id: queryId });

/**
 * A pupil of a group: the contract (id, number) and its child - those now in the group (in_group) and those
 * who had lessons in it (moved to another group since, or there on a makeup).
 */
export const groupStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  number: z.string(),
  in_group: z.boolean(),
});
export type GroupStudent = z.infer<typeof groupStudentSchema>;
