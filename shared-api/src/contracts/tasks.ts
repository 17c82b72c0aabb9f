import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, queryId } from './fields';
import { rowVersion } from './versions';
import {
  TASK_ROLE_GROUPS,
  TASK_STATUSES,
  TASK_TEXT_MAX,
  TASK_TITLE_MAX,
  type TaskRoleGroup,
} from './taskValues';

// The task board (sales-people-settings.md sections 2, 3, 4, 5, 8 and 9): tasks between staff, with
// comments, deadlines, executors, attachments and their history; support requests of the personal area are
// tasks too (source 'support'). Notifications of the header read new tasks, new leads and overdue tasks.

export * from './taskValues';

const roleGroupField = z
  .enum([...TASK_ROLE_GROUPS, 'metodist'])
  .transform((value): TaskRoleGroup => (value === 'metodist' ? 'methodist' : value));

/** 'YYYY-MM-DD HH:mm:ss', the wall time a task is due (section 9). */
export const taskDueDate = z.string().regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

export const taskAttachmentSchema = z.object({ id: z.number(), file_name: z.string() });
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

/** A task as the board lists it (section 3, Task). */
export const taskSchema = z.object({
  id_task: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  /** ISO timestamp. */
  date_created: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  date_due: z.string().nullable(),
  /** Due date passed and the status not closed, denied_execution or completed (at the answer's time). */
  overdue: z.boolean(),
  author_id: z.number(),
  author: z.string(),
  executor_id: z.number().nullable(),
  executor: z.string().nullable(),
  type: z.enum(TASK_ROLE_GROUPS).nullable(),
  /** 'staff' or a personal-area 'support' request. */
  source: z.enum(['staff', 'support']),
  contact_id: z.number().nullable(),
  contact_name: z.string().nullable(),
  id_attachments: z.array(taskAttachmentSchema),
  version: z.number(),
});
export type Task = z.infer<typeof taskSchema>;

export const TASK_HISTORY_TYPES = ['created', 'comment', 'status', 'deadline', 'executor'] as const;
/** One history entry (section 3): a comment's text, or a change from old to new, by whom and when. */
export const taskHistoryEntrySchema = z.object({
  id: z.number(),
  type: z.enum(TASK_HISTORY_TYPES),
  /** ISO timestamp. */
  date: z.string(),
  creator: z.string().nullable(),
  /** The comment's text (type comment). */
  info: z.string().nullable(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntrySchema>;

/** GET /task/get: one task with its history, oldest first. */
export const taskDetailSchema = taskSchema.extend({ history: z.array(taskHistoryEntrySchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** GET /tasks/get: the board, optionally of one executor. */
export const tasksQuerySchema = z.object({ executor: queryId.optional() });
export const taskIdQuerySchema = z.object({ id_task: queryId });

/** GET /users_role/get: the active staff of each role group the caller may give tasks to. */
export const usersRoleResponseSchema = z.object({
  methodist: z.array(z.object({ id: z.number(), name: z.string() })),
  administrator: z.array(z.object({ id: z.number(), name: z.string() })),
  teacher: z.array(z.object({ id: z.number(), name: z.string() })),
  sales: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type UsersRole = z.infer<typeof usersRoleResponseSchema>;

const titleField = z.string().trim().min(1).max(TASK_TITLE_MAX);
const textField = z.string().trim().max(TASK_TEXT_MAX);

/** POST /task/add (section 7), keyed. */
export const taskAddBodySchema = z.object({
  title: titleField,
  description: textField.default(''),
  type: roleGroupField,
  executor: bodyId,
  date_due: taskDueDate,
  new_comment: textField.default(''),
  id_attachments: z.array(bodyId).max(20).default([]),
  /** The contact the task is about (the contact dialog's create-task button). */
  contact_id: bodyId.optional(),
});

/** POST /task/update (section 7) from the version shown; an executor change sets the status back to new. */
export const taskUpdateBodySchema = z.object({
  id_task: bodyId,
  title: titleField,
  description: textField.default(''),
  type: roleGroupField,
  executor: bodyId,
  date_due: taskDueDate,
  new_comment: textField.default(''),
  id_attachments: z.array(bodyId).max(20).default([]),
  status: z.enum(TASK_STATUSES),
  version: rowVersion,
});

/** POST /task/add_comment: answers 'ok'. */
export const taskCommentBodySchema = z.object({
  id_task: bodyId,
  comment: z.string().trim().min(1).max(TASK_TEXT_MAX),
});
export const taskCommentResponseSchema = z.literal('ok');

/** POST /task/status_update, from the version shown when the client knows it. */
export const taskStatusBodySchema = z.object({
  id_task: bodyId,
  status: z.enum(TASK_STATUSES),
  version: rowVersion.optional(),
});

/** A new lead as the bell lists it. */
export const notificationLeadSchema = z.object({
  id_lead: z.number(),
  name: z.string(),
  date_created: z.string(),
  date_due: z.string().nullable(),
});
/** GET /notification/get: the caller's new tasks, new leads of their reach and their overdue tasks. */
export const notificationResponseSchema = z.object({
  tasks: z.array(taskSchema),
  leads: z.array(notificationLeadSchema),
  overdue: z.array(taskSchema),
});
export type Notifications = z.infer<typeof notificationResponseSchema>;
