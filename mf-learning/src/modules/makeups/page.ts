import type { RemotePage } from 'shared-api';

/** /app/working-out (learning.md): the page's declaration; its owner lists the calls it makes. */
export const makeupsPage: RemotePage = {
  path: 'working-out',
  group: 'learning',
  label: 'Отработки',
  permissions: ['group.view'],
  order: 60,
  calls: [],
};
