import { learningEndpoints, type RemotePage } from '@school/shared-api';
import { boardEndpoints } from '@school/shared-api/learning';

/** /app/edit-groups (learning.md): the user's groups to choose from, their pupils, and the moves. */
export const boardPage: RemotePage = {
  path: 'edit-groups',
  group: 'learning',
  label: 'Редактирование групп',
  permissions: ['group.view', 'group.modify'],
  order: 40,
  calls: [learningEndpoints.groupGet, boardEndpoints.boardGroupsGet, boardEndpoints.studentsUpdate],
};
