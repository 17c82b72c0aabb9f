import type { RemotePage } from '@school/shared-api';
import { settingsEntityEndpoints } from '@school/shared-api/people';

/**
 * /app/reports-links (sales-people-settings.md section 2): the external links and the order generator. The
 * order (report.view) and the branch list it reads are used only after useCanCall, so they are not listed.
 */
export const reportsLinksPage: RemotePage = {
  path: 'reports-links',
  group: 'reports',
  label: 'Ссылки и приказы',
  permissions: ['links.view'],
  order: 40,
  calls: [settingsEntityEndpoints.reportLinksGet],
};
