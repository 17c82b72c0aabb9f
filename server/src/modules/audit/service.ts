import { DateTime } from 'luxon';
import {
  AUDIT_EXPORT_MAX,
  AUDIT_MESSAGES as M,
  AUDIT_TIME_ZONE,
  auditActionLabel,
  auditDifference,
  auditEntityLabel,
  type AuditPage,
  type AuditRow,
} from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import type { FileAnswer } from '../../http/route';
import { XLSX_CONTENT_TYPE, xlsxSheet, xlsxWorkbook } from '../../lib/xlsxTable';
import { printDate } from '../documents/documentData';
import { auditRows, userName, type AuditFilters } from './repository';

/** GET /audit/get: one page of the matching changes, newest first, and whether another page follows. */
export async function listAudit(
  q: Queryable,
  query: AuditFilters & { limit: number; offset: number },
): Promise<AuditPage> {
  // One row more than the page says whether a next page exists, without counting every matching row.
  const rows = await auditRows(q, query, query.limit + 1, query.offset);
  return {
    rows: rows.slice(0, query.limit),
    offset: query.offset,
    limit: query.limit,
    has_more: rows.length > query.limit,
  };
}

const moment = (at: string) =>
  DateTime.fromISO(at, { zone: AUDIT_TIME_ZONE }).toFormat('dd.MM.yyyy HH:mm:ss');

/** The filters used, as the export's caption names them. */
async function filtersText(q: Queryable, filters: AuditFilters): Promise<string> {
  const parts: string[] = [];
  if (filters.entity) parts.push(`${M.entity}: ${auditEntityLabel(filters.entity)}`);
  if (filters.entity_id !== undefined) parts.push(`${M.entityId}: ${filters.entity_id}`);
  if (filters.actor !== undefined)
    parts.push(`${M.actor}: ${(await userName(q, filters.actor)) ?? filters.actor}`);
  if (filters.action) parts.push(`${M.action}: ${auditActionLabel(filters.action)}`);
  if (filters.date_from || filters.date_to)
    parts.push(`${M.period}: ${printDate(filters.date_from) || '…'} – ${printDate(filters.date_to) || '…'}`);
  return parts.join('; ');
}

/** A row of the sheet: one changed field of a change (or the change alone when no field differs). */
type SheetRow = { change: AuditRow; kind: string; field: string; before: string; after: string };

function sheetRows(change: AuditRow): SheetRow[] {
  const difference = auditDifference(change.before, change.after);
  const kind = difference.kind === 'created' ? M.created : difference.kind === 'deleted' ? M.deleted : '';
  if (difference.fields.length === 0) return [{ change, kind, field: M.noChanges, before: '', after: '' }];
  return difference.fields.map((field) => ({
    change,
    kind,
    field: field.field,
    before: field.before ?? '',
    after: field.after ?? '',
  }));
}

/**
 * GET /audit/export: the matching changes, newest first, at most AUDIT_EXPORT_MAX of them (the caption says
 * when there were more), one sheet row per changed field; named with the day of the export.
 */
export async function exportAudit(q: Queryable, filters: AuditFilters, now: Date): Promise<FileAnswer> {
  const rows = await auditRows(q, filters, AUDIT_EXPORT_MAX + 1, 0);
  const caption = [M.title, M.filters(await filtersText(q, filters))];
  if (rows.length > AUDIT_EXPORT_MAX) caption.push(M.cut(AUDIT_EXPORT_MAX));
  const body = await xlsxWorkbook([
    xlsxSheet<SheetRow>({
      name: M.title,
      caption,
      rows: rows.slice(0, AUDIT_EXPORT_MAX).flatMap(sheetRows),
      columns: [
        { header: M.at, value: (row) => moment(row.change.at), width: 20 },
        { header: M.actor, value: (row) => row.change.actor_name ?? M.system, width: 24 },
        { header: M.entity, value: (row) => auditEntityLabel(row.change.entity), width: 22 },
        { header: M.entityId, value: (row) => row.change.entity_id, width: 12 },
        { header: M.action, value: (row) => auditActionLabel(row.change.action), width: 22 },
        { header: M.changes, value: (row) => row.kind, width: 12 },
        { header: M.field, value: (row) => row.field, width: 20 },
        { header: M.before, value: (row) => row.before, width: 30 },
        { header: M.after, value: (row) => row.after, width: 30 },
      ],
    }),
  ]);
  const day = DateTime.fromJSDate(now, { zone: AUDIT_TIME_ZONE }).toISODate();
  return { body, contentType: XLSX_CONTENT_TYPE, fileName: `audit_${day}.xlsx` };
}
