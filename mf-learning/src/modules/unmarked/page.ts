import type { RemotePage } from 'shared-api';

/** /app/unmarked-lessons (learning.md): the page's declaration; its owner lists the calls it makes. */
export const unmarkedPage: RemotePage = {
  path: 'unmarked-lessons',
  group: 'learning',
  label: 'Неотмеченные уроки',
  permissions: ['lesson.view', 'group.view'],
  order: 80,
  calls: [],
};
