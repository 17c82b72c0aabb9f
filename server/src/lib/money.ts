/**
 * Money in code is integer kopecks (exact in a JS number far beyond NUMERIC(12,2)), and decimal
 * strings with two decimals at the edges ("1234.50"); never binary floats in arithmetic.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function toKopecks(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: "${amount}"`);
  const [, minus, whole, fraction = ''] = match;
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kopecks)) throw new Error(`Money amount out of range: "${amount}"`);
  return minus ? -kopecks : kopecks;
}

export function formatKopecks(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) throw new Error(`Kopecks must be an integer, got ${kopecks}`);
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Splits a total into `parts` amounts that differ by at most one kopeck and add up exactly; earlier parts take the remainder. */
export function splitKopecks(total: number, parts: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new Error(`Total must be a non-negative integer of kopecks, got ${total}`);
  if (!Number.isInteger(parts) || parts < 1)
    throw new Error(`Parts must be a positive integer, got ${parts}`);
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}
