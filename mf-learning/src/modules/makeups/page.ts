import { type RemotePage } from '@school/shared-api';
import { makeupEndpoints } from '@school/shared-api/learning';

/**
 * /app/working-out (learning.md section 2.5): the makeups list; changing and removing them are offered to
 * holders of group.modify only (useCanCall), so they are not listed here.
 */
export const makeupsPage: RemotePage = {
  path: 'working-out',
  group: 'learning',
  label: 'Отработки',
  permissions: ['group.view'],
  order: 60,
  calls: [makeupEndpoints.makeupGet],
};
