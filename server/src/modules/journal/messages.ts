/** The personal area's texts (Russian) beyond the contract's NO_CHILDREN_MESSAGE. */
export const JOURNAL_MESSAGES = {
  closeOnlyCompleted: 'Закрыть можно только обработанное обращение',
} as const;

/** The title of a support request's task on the task board: 'Обращение в техподдержку: Петрова Анна'. */
export const supportTaskTitle = (author: string) =>
  author.trim() === '' ? 'Обращение в техподдержку' : `Обращение в техподдержку: ${author.trim()}`;
