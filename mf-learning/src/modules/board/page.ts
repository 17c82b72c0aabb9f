import type { RemotePage } from 'shared-api';

/** /app/edit-groups (learning.md): the page's declaration; its owner lists the calls it makes. */
export const boardPage: RemotePage = {
  path: 'edit-groups',
  group: 'learning',
  label: 'Редактирование групп',
  permissions: ['group.modify'],
  order: 40,
  calls: [],
};
