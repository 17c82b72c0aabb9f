import { z } from 'zod';
import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '../audit';
import { AUDIT_PERMISSIONS } from '../auditValues';
import { endpoint, type Endpoint } from '../endpoint';

/** The audit journal (/app/audit): read only; the database refuses any change of audit_log (migration 031). */
export const auditEndpoints = {
  auditGet: endpoint({
    method: 'GET',
    path: '/audit/get',
    effect: 'reads',
    summary:
      'Журнал изменений: записанные изменения с фильтрами по записи, пользователю, действию и периоду, новые первыми, постранично',
    tag: 'people',
    permissions: AUDIT_PERMISSIONS,
    scope: 'all',
    query: auditQuerySchema,
    response: auditPageSchema,
    example: { query: { entity: 'contract', entity_id: '1', limit: '50', offset: '0' } },
  }),
  auditExport: endpoint({
    method: 'GET',
    path: '/audit/export',
    effect: 'reads',
    summary: 'Журнал изменений с теми же фильтрами в XLSX (не больше 10 000 последних изменений)',
    tag: 'people',
    permissions: AUDIT_PERMISSIONS,
    scope: 'all',
    query: auditExportQuerySchema,
    response: z.string().describe('Файл XLSX'),
    answer: 'file',
    example: { query: { entity: 'contract', entity_id: '1' } },
  }),
} satisfies Record<string, Endpoint>;
