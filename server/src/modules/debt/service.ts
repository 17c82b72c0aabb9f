import type { DebtRow } from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { debtRows } from './repository';

/** Link of a debt row to its contract page; `from=debt` is the origin marker of money.md section 2. */
export function contractUrl(row: { contract_id: number; number: string; full_name: string }): string {
  return `/app/contracts/${row.contract_id}/${encodeURIComponent(row.number)}/${encodeURIComponent(row.full_name)}?from=debt`;
}

export async function searchDebts(q: Queryable, auth: AuthContext, now: Date): Promise<DebtRow[]> {
  const rows = await debtRows(q, auth.locations, now);
  return rows.map((row) => ({
    contract_id: row.contract_id,
    full_name: row.full_name,
    number: row.number,
    phone: row.phone,
    debt: row.debt,
    credit: row.credit,
    balance: row.balance,
    contract_url: contractUrl(row),
    location_id: row.location_id,
  }));
}
