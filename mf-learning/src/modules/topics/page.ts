import { type RemotePage } from '@school/shared-api';
import { topicEndpoints } from '@school/shared-api/learning';

/**
 * /app/schedule-view (learning.md): the page's declaration. It calls the schedule and the topics list
 * (lesson.view); adding, changing and removing topics are offered only after useCanCall.
 */
export const scheduleViewPage: RemotePage = {
  path: 'schedule-view',
  group: 'learning',
  label: 'Темы и даты занятий',
  permissions: ['lesson.view'],
  order: 50,
  calls: [topicEndpoints.schedule, topicEndpoints.topicGet],
};
