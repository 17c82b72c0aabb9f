import { type RemotePage } from '@school/shared-api';
import { makeupEndpoints } from '@school/shared-api/learning';

/** /app/unmarked-lessons/{locationId?} (learning.md section 2.10): a branch's lessons not yet recorded. */
export const unmarkedPage: RemotePage = {
  path: 'unmarked-lessons',
  group: 'learning',
  label: 'Неотмеченные уроки',
  permissions: ['lesson.view', 'group.view'],
  order: 80,
  calls: [makeupEndpoints.unmarkedClasses],
};
