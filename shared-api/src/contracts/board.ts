import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, MAX_ID } from './fields';

// The pupil-group board (learning.md 2.2, 3 and 7): groups with their pupils, and the moves between them.
// A pupil is a contract's child, so a pupil's id is the contract's id.

/** Most groups the board shows at once. */
export const BOARD_GROUPS_MAX = 20;

/** A pupil card of the board form (learning.md 3: students (id, name)); id is the contract's id. */
export const boardStudentSchema = z.object({ id: z.number(), name: z.string() });
export type BoardStudent = z.infer<typeof boardStudentSchema>;

/** A group in the board form: id, short_name, students. */
export const boardGroupSchema = z.object({
  id: z.number(),
  short_name: z.string(),
  students: z.array(boardStudentSchema),
});
export type BoardGroup = z.infer<typeof boardGroupSchema>;

/** GET /group/students?ids=1,2: the groups to show, their ids separated by commas. */
export const boardGroupsQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(MAX_ID)).min(1).max(BOARD_GROUPS_MAX)),
});

/** One column of the board as the user left it: the group and the pupils now in it. */
export const studentsUpdateItemSchema = z.object({
  /** 'preview' answers the moves without changing anything; 'commit' applies them. */
  show: z.enum(['preview', 'commit']),
  /** The group's id. */
  id: bodyId,
  /** The pupils now in the column (id = contract id). */
  students: z.array(z.object({ id: bodyId, name: z.string().max(300).optional() })).max(500),
  /** The group's name, as shown (not stored). */
  name: z.string().max(300).optional(),
});

/** POST /students/update. */
export const studentsUpdateBodySchema = z.object({
  students_update: z.array(studentsUpdateItemSchema).min(1).max(BOARD_GROUPS_MAX),
});
export type StudentsUpdateBody = z.input<typeof studentsUpdateBodySchema>;

/** Student move record (learning.md 3): old_group and new_group are group ids, name_group the new group's name. */
export const studentMoveSchema = z.object({
  id_students: z.number(),
  student_name: z.string(),
  old_group: z.number().nullable(),
  new_group: z.number(),
  name_group: z.string(),
});
export type StudentMove = z.infer<typeof studentMoveSchema>;

/** The answer: the moves (previewed, or applied on commit). */
export const studentsUpdateResponseSchema = z.object({ show: z.array(studentMoveSchema) });
export type StudentsUpdateResponse = z.infer<typeof studentsUpdateResponseSchema>;
