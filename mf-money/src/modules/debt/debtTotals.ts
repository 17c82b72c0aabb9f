import { parseMoney } from '@school/shared-ui';

/** The server's total of one branch: the sum of positive balances of its matching contracts. */
export type BranchTotal = { location_id: number; currency: 'BYN' | 'GEL'; positive_balance: string };

function kopecks(amount: string): bigint {
  const parsed = parseMoney(amount);
  if (!parsed) return 0n;
  return parsed.negative ? -parsed.kopecks : parsed.kopecks;
}

/** Whole kopecks back to the API's decimal string: 123456n -> '1234.56'. */
export function kopecksToMoney(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Total remaining debt over every matching contract, from the server's per-branch totals (overpayments
 * are already left out there, DESIGN.md section 5), summed exactly to the kopeck - one figure per currency,
 * never adding rubles and lari; rubles first. No branch: a zero in rubles.
 */
export function totalsByCurrency(
  totals: readonly BranchTotal[],
): { currency: BranchTotal['currency']; amount: string }[] {
  const sums = new Map<BranchTotal['currency'], bigint>();
  for (const branch of totals)
    sums.set(branch.currency, (sums.get(branch.currency) ?? 0n) + kopecks(branch.positive_balance));
  if (sums.size === 0) return [{ currency: 'BYN', amount: '0.00' }];
  return (['BYN', 'GEL'] as const)
    .filter((currency) => sums.has(currency))
    .map((currency) => ({ currency, amount: kopecksToMoney(sums.get(currency) as bigint) }));
}
