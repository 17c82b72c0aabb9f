import type { DebtRow } from 'shared-api';
import { parseMoney } from 'shared-ui';

/** Kopecks of a positive balance (a debt); overpayments and zero count as nothing. */
function debtKopecks(balance: string): bigint {
  const parsed = parseMoney(balance);
  return parsed && !parsed.negative ? parsed.kopecks : 0n;
}

/** Whole kopecks back to the API's decimal string: 123456n -> '1234.56'. */
export function kopecksToMoney(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Total remaining debt: the sum of positive balances, overpayments left out (DESIGN.md section 5). */
export function totalDebt(rows: readonly DebtRow[]): string {
  return kopecksToMoney(rows.reduce((sum, row) => sum + debtKopecks(row.balance), 0n));
}

export type BranchDebt = { location_id: number; total: string };

/** The same total per branch, in the order the branches first appear. */
export function debtByBranch(rows: readonly DebtRow[]): BranchDebt[] {
  const sums = new Map<number, bigint>();
  for (const row of rows)
    sums.set(row.location_id, (sums.get(row.location_id) ?? 0n) + debtKopecks(row.balance));
  return [...sums].map(([location_id, kopecks]) => ({ location_id, total: kopecksToMoney(kopecks) }));
}
