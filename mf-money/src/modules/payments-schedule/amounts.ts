import { parseMoney } from '@school/shared-ui';

/** An amount of the API ('12.50') above zero: an overdue to mark. */
export function isPositive(amount: string): boolean {
  const parsed = parseMoney(amount);
  return parsed !== null && !parsed.negative && parsed.kopecks > 0n;
}
