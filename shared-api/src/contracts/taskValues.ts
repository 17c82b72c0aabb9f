// The task board's values (sales-people-settings.md sections 4, 5, 8 and 9), apart from the schemas in
// tasks.ts: the pages import these, and a module without zod keeps zod out of the sales header's first load.

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
