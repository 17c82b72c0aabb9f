import {
  RECEIVABLE_TYPES,
  type Currency,
  type ReceivableByMonth,
  type ReceivableType,
} from '@school/shared-api';
import { parseMoney } from '@school/shared-ui';
import { kopecksToMoney } from '../debtTotals';

/** One currency's pivot: months newest first (rows), the types that occur (columns), and the totals. */
export type CurrencyPivot = {
  currency: Currency;
  types: ReceivableType[];
  rows: { month: string; amounts: Partial<Record<ReceivableType, string>>; total: string }[];
  totals: { amounts: Partial<Record<ReceivableType, string>>; total: string };
};

function kopecks(amount: string): bigint {
  const parsed = parseMoney(amount);
  if (!parsed) return 0n;
  return parsed.negative ? -parsed.kopecks : parsed.kopecks;
}

function toMoney(sums: Map<ReceivableType, bigint>): Partial<Record<ReceivableType, string>> {
  return Object.fromEntries([...sums].map(([type, sum]) => [type, kopecksToMoney(sum)]));
}

const sumOf = (sums: Map<ReceivableType, bigint>) => [...sums.values()].reduce((a, b) => a + b, 0n);

/**
 * The server's cells (month x type x branch, each in its branch's currency) as one pivot per currency, rubles
 * first: the branches' cells of a month and type added exactly to the kopeck, never adding rubles and lari.
 */
export function pivotReceivables(cells: readonly ReceivableByMonth[]): CurrencyPivot[] {
  const byCurrency = new Map<Currency, Map<string, Map<ReceivableType, bigint>>>();
  for (const cell of cells) {
    const months = byCurrency.get(cell.currency) ?? new Map<string, Map<ReceivableType, bigint>>();
    byCurrency.set(cell.currency, months);
    const sums = months.get(cell.month) ?? new Map<ReceivableType, bigint>();
    months.set(cell.month, sums);
    sums.set(cell.type, (sums.get(cell.type) ?? 0n) + kopecks(cell.amount));
  }
  return (['BYN', 'GEL'] as const)
    .filter((currency) => byCurrency.has(currency))
    .map((currency) => {
      const months = byCurrency.get(currency) as Map<string, Map<ReceivableType, bigint>>;
      const totals = new Map<ReceivableType, bigint>();
      for (const sums of months.values())
        for (const [type, sum] of sums) totals.set(type, (totals.get(type) ?? 0n) + sum);
      return {
        currency,
        types: RECEIVABLE_TYPES.filter((type) => totals.has(type)),
        rows: [...months.keys()]
          .sort((a, b) => b.localeCompare(a))
          .map((month) => {
            const sums = months.get(month) as Map<ReceivableType, bigint>;
            return { month, amounts: toMoney(sums), total: kopecksToMoney(sumOf(sums)) };
          }),
        totals: { amounts: toMoney(totals), total: kopecksToMoney(sumOf(totals)) },
      };
    });
}
