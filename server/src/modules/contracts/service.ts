import type { ContractListRow } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { likeContains, textFilter } from '../../lib/searchWords';
import { contractList } from './repository';

/** The sales page's contracts table: the user's branches only. */
export async function listContracts(
  q: Queryable,
  auth: AuthContext,
  query: { q: string; limit: number },
): Promise<ContractListRow[]> {
  const filter = textFilter(query.q);
  const rows = await contractList(
    q,
    auth.locations,
    {
      pattern: query.q ? likeContains(query.q) : null,
      digits: filter.digits ? likeContains(filter.digits) : null,
    },
    query.limit,
  );
  return rows.map((row) => ({ ...row, date_of_create: row.date_of_create.toISOString() }));
}
