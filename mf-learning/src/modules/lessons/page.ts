import type { RemotePage } from 'shared-api';

/** /app/lessons (learning.md): the page's declaration; its owner lists the calls it makes. */
export const lessonsPage: RemotePage = {
  path: 'lessons',
  group: 'learning',
  label: 'Расписание уроков',
  permissions: ['lesson.view'],
  order: 20,
  calls: [],
};
