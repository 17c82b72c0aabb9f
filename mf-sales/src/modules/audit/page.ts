import { referenceEndpoints, type RemotePage } from '@school/shared-api';
import { AUDIT_PERMISSIONS, auditEndpoints } from '@school/shared-api/people';

/**
 * /app/audit: the journal of every recorded change (not in the specification; docs/decisions.md). Top level,
 * after the settings; the head administrator's by default.
 */
export const auditPage: RemotePage = {
  path: 'audit',
  label: 'Журнал изменений',
  permissions: AUDIT_PERMISSIONS,
  order: 30,
  calls: [auditEndpoints.auditGet, auditEndpoints.auditExport, referenceEndpoints.entitiesTypes],
};
