import type { RemotePage } from 'shared-api';

/** /app/schedule-view (learning.md): the page's declaration; its owner lists the calls it makes. */
export const scheduleViewPage: RemotePage = {
  path: 'schedule-view',
  group: 'learning',
  label: 'Темы и даты занятий',
  permissions: ['lesson.view'],
  order: 50,
  calls: [],
};
