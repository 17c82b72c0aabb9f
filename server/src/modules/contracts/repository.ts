import type { ContractListRow } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import type { ScopeResolver } from '../../http/scope';

type ContractListSqlRow = Omit<ContractListRow, 'date_of_create'> & { date_of_create: Date };

/**
 * Contracts of the given branches, newest first, optionally those whose client, child, number or
 * phone contain the text. doc_name is '' for a closed contract (download disabled).
 */
export function contractList(
  q: Queryable,
  locations: readonly number[],
  filter: { pattern: string | null; digits: string | null },
  limit: number,
): Promise<ContractListSqlRow[]> {
  return q.query<ContractListSqlRow>(
    `SELECT c.id AS id_contract, c.number, c.full_name,
            CASE WHEN c.status = 'closed' THEN '' ELSE COALESCE(c.doc_name, '') END AS doc_name,
            c.phone, c.date_created AS date_of_create, l.name AS location, c.location_id,
            c.full_price::text AS full_price, c.kid_name, k.name AS course, c.group_id, c.status
     FROM contracts c
     JOIN locations l ON l.id = c.location_id
     JOIN courses k ON k.id = c.course_id
     WHERE c.location_id = ANY($1::int[])
       AND ($2::text IS NULL
            OR lower(c.full_name) LIKE $2 OR lower(c.kid_name) LIKE $2 OR lower(c.number) LIKE $2
            OR ($3::text IS NOT NULL AND regexp_replace(c.phone, '\\D', '', 'g') LIKE $3))
     ORDER BY c.date_created DESC, c.id DESC
     LIMIT $4`,
    [locations, filter.pattern, filter.digits, limit],
  );
}

/** Scope check (http/scope.ts): a contract by its branch; for a family, linked to the customer's account. */
export const contractScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM contracts k WHERE k.id = $1 AND ($2::int[] IS NULL OR k.location_id = ANY($2::int[]))',
      [id, branches],
    ),
  family: (q, id, userId) =>
    rowExists(q, 'SELECT 1 FROM customer_contracts cc WHERE cc.contract_id = $1 AND cc.user_id = $2', [
      id,
      userId,
    ]),
};
