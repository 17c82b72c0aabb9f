/**
 * The tuition instalments of a moved pupil at the new group's weekly price: every amount scaled by
 * new/old price. A per-week instalment (weeks x price) becomes weeks x new price exactly; other
 * calculations scale too. Rounding is to whole kopecks on the running total (half up), so the new rows add
 * up to the old total scaled and rounded once - no kopeck is lost or made between rows.
 */
export function repriceKopecks(amounts: readonly number[], oldPrice: number, newPrice: number): number[] {
  if (oldPrice <= 0) throw new Error(`The old weekly price must be positive, got ${oldPrice}`);
  const scaledRounded = (kopecks: bigint) => {
    const numerator = kopecks * BigInt(newPrice);
    const divisor = BigInt(oldPrice);
    return (numerator * 2n + divisor) / (divisor * 2n);
  };
  let running = 0n;
  let previous = 0n;
  return amounts.map((amount) => {
    running += BigInt(amount);
    const rounded = scaledRounded(running);
    const part = rounded - previous;
    previous = rounded;
    return Number(part);
  });
}
