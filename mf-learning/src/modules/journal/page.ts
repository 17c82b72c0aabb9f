import { type RemotePage } from '@school/shared-api';
import { journalEndpoints } from '@school/shared-api/learning';

/**
 * /app/journal (learning.md 2.9): the personal area of a parent or a child - diary, balance (only with
 * personal_balance.view, after useCanCall), support requests, video-meeting links. A top-level menu item.
 */
export const journalPage: RemotePage = {
  path: 'journal',
  label: 'Личный кабинет',
  permissions: ['personal_area.view'],
  order: 10,
  calls: [journalEndpoints.personalArea, journalEndpoints.supportGet, journalEndpoints.zoomCheck],
};
