import type { DebtRow, PageAnswer, PageRequest, moneyEndpoints } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db } from '../../db/db';
import { searchWords } from '../../lib/searchWords';
import { debtPage, debtRows, refreshBalances, type DebtSqlRow } from './repository';

/** Link of a debt row to its contract page; `from=debt` is the origin marker of money.md section 2. */
export function contractUrl(row: { contract_id: number; number: string; full_name: string }): string {
  return `/app/contracts/${row.contract_id}/${encodeURIComponent(row.number)}/${encodeURIComponent(row.full_name)}?from=debt`;
}

function toDebtRow(row: DebtSqlRow): DebtRow {
  return {
    contract_id: row.contract_id,
    full_name: row.full_name,
    number: row.number,
    phone: row.phone,
    debt: row.debt,
    credit: row.credit,
    balance: row.balance,
    contract_url: contractUrl(row),
    location_id: row.location_id,
  };
}

/** The debt list of the user's branches: whole, or one page of it with the total and branch totals. */
export async function searchDebts(
  db: Db,
  auth: AuthContext,
  now: Date,
  page: PageRequest | null = null,
): Promise<DebtRow[] | PageAnswer<typeof moneyEndpoints.debtSearch>> {
  if (!page) {
    await refreshBalances(db, auth.locations, now);
    return (await debtRows(db, auth.locations)).map(toDebtRow);
  }
  // The branch filter narrows the user's branches; a branch the user does not have finds nothing.
  const filter = page.filters.location_id;
  const branches = typeof filter === 'number' ? auth.locations.filter((id) => id === filter) : auth.locations;
  const query = {
    limit: page.limit,
    offset: page.offset,
    sort: page.sort,
    order: page.order,
    words: searchWords(page.q),
  };
  let result = await debtPage(db, branches, query, now);
  if (result.stale) {
    await refreshBalances(db, branches, now);
    result = await debtPage(db, branches, query, now);
  }
  return {
    rows: result.rows.map(toDebtRow),
    total: result.total,
    offset: page.offset,
    limit: page.limit,
    totals: result.totals,
  };
}
