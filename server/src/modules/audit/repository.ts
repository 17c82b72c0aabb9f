import { AUDIT_TIME_ZONE, type AuditRow } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

// SQL of the audit journal. audit_log only takes rows (migration 031); these statements only read it.

/** The filters of a journal request, as validated by the entry's query schema. */
export type AuditFilters = {
  entity?: string;
  entity_id?: number;
  actor?: number;
  action?: string;
  date_from?: string;
  date_to?: string;
};

// A period's days are days of AUDIT_TIME_ZONE, both included: from the first day's midnight there to the
// midnight after the last day.
const WHERE = `
  WHERE ($1::text IS NULL OR a.entity = $1)
    AND ($2::text IS NULL OR a.entity_id = $2)
    AND ($3::int IS NULL OR a.actor_id = $3)
    AND ($4::text IS NULL OR a.action = $4)
    AND ($5::date IS NULL OR a.at >= $5::date::timestamp AT TIME ZONE $7)
    AND ($6::date IS NULL OR a.at < ($6::date + 1)::timestamp AT TIME ZONE $7)`;

const filterParams = (filters: AuditFilters) => [
  filters.entity ?? null,
  filters.entity_id === undefined ? null : String(filters.entity_id),
  filters.actor ?? null,
  filters.action ?? null,
  filters.date_from ?? null,
  filters.date_to ?? null,
  AUDIT_TIME_ZONE,
];

/**
 * Matching changes, newest first; two of the same moment by their id, newest first too, so that pages
 * neither repeat nor skip a row. The id is exact as a double up to 2^53.
 */
export function auditRows(
  q: Queryable,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  return q.query<AuditRow>(
    `SELECT a.id::float8 AS id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            a.actor_id, u.short_name AS actor_name, a.entity, a.entity_id, a.action, a.before, a.after
     FROM audit_log a
     LEFT JOIN users u ON u.id = a.actor_id
     ${WHERE}
     ORDER BY a.at DESC, a.id DESC
     LIMIT $8 OFFSET $9`,
    [...filterParams(filters), limit, offset],
  );
}

/** The short name of a user, for the export's caption; null when there is none. */
export async function userName(q: Queryable, id: number): Promise<string | null> {
  const [row] = await q.query<{ short_name: string }>('SELECT short_name FROM users WHERE id = $1', [id]);
  return row?.short_name ?? null;
}
