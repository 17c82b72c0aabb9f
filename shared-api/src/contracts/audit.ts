import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE } from './auditValues';
import { isoDate, queryId, queryInt } from './fields';

// The audit journal (/app/audit): every change the server recorded (server/src/db/audit.ts), newest first,
// filtered by the changed row, the user, the kind of change and a period; paged, and exported as XLSX.

export * from './auditValues';

/** The filters of the journal and of its export; the period's days are days of AUDIT_TIME_ZONE, both included. */
const auditFilters = {
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: queryId.optional(),
  actor: queryId.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};

/** GET /audit/export: the filters. */
export const auditExportQuerySchema = z.object(auditFilters);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

/** GET /audit/get: the filters and the page (the journal only grows, so it is never answered whole). */
export const auditQuerySchema = z.object({
  ...auditFilters,
  limit: queryInt(1, AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  offset: queryInt(0, 100_000_000).default(0),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One recorded change: who, when, which row, what was done, the stored row before and after. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  /** The moment, ISO 8601 in UTC. */
  at: z.string(),
  /** The user; null for a change made by the system (a migration, a seed). */
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  /** An AuditEntity or AuditAction, or a value recorded before these lists knew it. */
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  /** The stored row before the change (null for a creation) and after it (null for a deletion). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.output<typeof auditRowSchema>;

/**
 * A page of the journal, without a total: the journal only grows, and counting every matching row would cost
 * in proportion to it. `has_more` says whether a next page exists.
 */
export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  offset: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type AuditPage = z.output<typeof auditPageSchema>;
