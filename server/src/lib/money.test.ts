import { formatKopecks, splitKopecks, toKopecks } from './money';

describe('money in kopecks', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toKopecks('1234.50')).toBe(123450);
    expect(toKopecks('0.1')).toBe(10);
    expect(toKopecks('-3.07')).toBe(-307);
    expect(formatKopecks(123450)).toBe('1234.50');
    expect(formatKopecks(-307)).toBe('-3.07');
    expect(formatKopecks(5)).toBe('0.05');
    expect(() => toKopecks('1.234')).toThrow();
  });

  it('splits a total into parts that add up to it', () => {
    expect(splitKopecks(100000, 10)).toEqual(Array(10).fill(10000));
    const parts = splitKopecks(145357, 10);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(145357);
    expect(parts[0]).toBe(14536);
    expect(parts[9]).toBe(14535);
  });
});
