import { repriceKopecks } from './reprice';

describe('repriceKopecks', () => {
  it('makes weekly instalments weeks x new price exactly', () => {
    expect(repriceKopecks([4 * 4000, 10 * 4000], 4000, 4550)).toEqual([4 * 4550, 10 * 4550]);
  });

  it('rounds on the running total so the rows add up to the scaled total', () => {
    const amounts = [3333, 3333, 3334];
    const result = repriceKopecks(amounts, 3000, 1000);
    expect(result.reduce((a, b) => a + b, 0)).toBe(3333);
    expect(result).toEqual([1111, 1111, 1111]);
    const odd = repriceKopecks([1, 1, 1], 2, 3);
    expect(odd).toEqual([2, 1, 2]);
  });

  it('refuses an old price of zero (nothing to scale from)', () => {
    expect(() => repriceKopecks([100], 0, 100)).toThrow();
  });
});
