/**
 * Texts of the header's notification bell (sales-people-settings.md: Notifications). 'Статус обновлен' is
 * TASK_MESSAGES.statusUpdated of 'shared-api/sales'; 'невозможно перейти в данный лид' is the search's
 * TOASTS.leadNotFound.
 */
export const NOTIFICATION_TEXTS = {
  title: 'Уведомления',
  /** The bell's name: the badge's count is part of it. */
  bell: (count: number) => (count > 0 ? `Уведомления, новых: ${count}` : 'Уведомления'),
  close: 'Закрыть уведомления',
  newTasks: 'Новые задачи',
  newLeads: 'Новые лиды',
  overdue: 'Просроченные задачи',
  none: 'Нет',
  toWork: 'В работу',
  toWorkLabel: (title: string) => `В работу: ${title}`,
  openTask: (title: string) => `Задача: ${title}`,
  openLead: (name: string) => `Лид: ${name}`,
  due: (date: string) => `Срок: ${date}`,
  executor: (name: string) => `Исполнитель: ${name}`,
  author: (name: string) => `Автор: ${name}`,
  loadFailed: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  statusFailed: 'Статус не обновлен',
  loading: 'Загрузка…',
} as const;
