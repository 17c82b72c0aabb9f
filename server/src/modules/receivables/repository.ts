import type { ReceivableByMonth } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

/**
 * The receivables of the branches summed by month of due date, type and branch (DESIGN.md section 5), with
 * the branch's currency; void receivables (those of a cancelled contract due after its cancellation, those
 * of a removed contract or of an extended one after the extension: migrations 006-012 keep them, marked)
 * are not counted. A sum that comes to nothing - a balance an extension carried from one contract to
 * its successor in the same branch and month - is not a cell. Newest month first. `branches` null: every
 * branch; `location` narrows to one. One pass over the receivables (no index serves a sum of all of them):
 * about 200 ms for half a million on PostgreSQL (npm run bench -w server); a month is truncated before the
 * grouping and formatted after it, which saves a to_char per receivable.
 */
export function receivablesByMonth(
  q: Queryable,
  branches: readonly number[] | null,
  location: number | null,
): Promise<ReceivableByMonth[]> {
  return q.query<ReceivableByMonth>(
    `SELECT to_char(s.month, 'YYYY-MM') AS month, s.type, s.amount::numeric(16, 2)::text AS amount, s.location_id,
            CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency
       FROM (SELECT date_trunc('month', r.due_date::timestamp)::date AS month, r.type, c.location_id, SUM(r.amount) AS amount
               FROM receivables r JOIN contracts c ON c.id = r.contract_id
              WHERE NOT r.void
                AND ($1::int[] IS NULL OR c.location_id = ANY($1::int[]))
                AND ($2::int IS NULL OR c.location_id = $2)
              GROUP BY 1, 2, 3
             HAVING SUM(r.amount) <> 0) s
       JOIN locations l ON l.id = s.location_id
       JOIN countries co ON co.id = l.country_id
      ORDER BY s.month DESC, s.location_id, s.type`,
    [branches, location],
  );
}
