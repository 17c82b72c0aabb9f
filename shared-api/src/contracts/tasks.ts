import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, queryId } from './fields';
import { rowVersion } from './versions';

// The task board (sales-people-settings.md sections 2, 3, 4, 5, 8 and 9): tasks between staff, with
// comments, deadlines, executors, attachments and their history; support requests of the personal area are
// tasks too (source 'support'). Notifications of the header read new tasks, new leads and overdue tasks.

export const TASK_STATUSES = ['new', 'in_work', 'completed', 'denied_execution', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The board's column titles. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  new: 'Новые',
  in_work: 'В работе',
  completed: 'Выполнены',
  denied_execution: 'Отказано в выполнении',
  closed: 'Закрыты',
};

/** Statuses in which a passed due date is not overdue (sales-people-settings.md section 2). */
export const TASK_DONE_STATUSES: readonly TaskStatus[] = ['closed', 'denied_execution', 'completed'];

/** Executor role groups of the create form; 'metodist' (the spec's other spelling) is accepted as methodist. */
export const TASK_ROLE_GROUPS = ['methodist', 'administrator', 'teacher', 'sales'] as const;
export type TaskRoleGroup = (typeof TASK_ROLE_GROUPS)[number];
export const TASK_ROLE_LABELS: Record<TaskRoleGroup, string> = {
  methodist: 'Методист',
  administrator: 'Администратор',
  teacher: 'Учитель',
  sales: 'Отдел продаж',
};
const roleGroupField = z
  .enum([...TASK_ROLE_GROUPS, 'metodist'])
  .transform((value): TaskRoleGroup => (value === 'metodist' ? 'methodist' : value));

/** The spec's messages (section 8) and refusals (section 4), exactly. */
export const TASK_MESSAGES = {
  updated: 'Задача обновлена',
  statusUpdated: 'Статус обновлен',
  added: 'Задача добавлена',
  fileUploaded: 'Файл успешно загружен',
  onlyAuthorCloses: 'Задачу может закрыть только ее создатель(автор)',
  closedCannotMove: 'Запрещенное действие. Задача уже закрыта',
  executorRequired: 'Пожалуйста, выберите исполнителя!',
  denialTooShort: 'Не менее 6 символов',
} as const;

/** The denial reason's least length (section 9), and the wording its comment starts with (section 4). */
export const DENIAL_REASON_MIN = 6;
export const DENIAL_REASON_PREFIX = 'Причина отказа: ';

export const TASK_TITLE_MAX = 200;
export const TASK_TEXT_MAX = 5000;

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
