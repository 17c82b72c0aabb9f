import type { RemotePage } from '@school/shared-api';
import { customerEndpoints } from '@school/shared-api/people';

/**
 * /app/parents-create (sales-people-settings.md section 2): parents and children. Adding, editing, removing
 * (disabling) and the contract search are offered only after useCanCall, so they are not listed.
 */
export const customersPage: RemotePage = {
  path: 'parents-create',
  group: 'users',
  label: 'Родители и дети',
  permissions: ['user.view'],
  order: 20,
  calls: [customerEndpoints.customersGet],
};
