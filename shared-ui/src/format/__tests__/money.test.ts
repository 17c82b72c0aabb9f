import { compareMoney, formatMoney, formatMoneyAbs, isNegativeMoney, parseMoney, toApiMoney } from '../money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['1234.5', `1${nbsp}234,50 р.`],
    ['1234.50', `1${nbsp}234,50 р.`],
    ['0.00', '0,00 р.'],
    ['0', '0,00 р.'],
    ['-10', '-10,00 р.'],
    ['-1234567.89', `-1${nbsp}234${nbsp}567,89 р.`],
    ['999', '999,00 р.'],
    ['1000', `1${nbsp}000,00 р.`],
    ['100000', `100${nbsp}000,00 р.`],
    ['0.1', '0,10 р.'],
    ['.5', '0,50 р.'],
    ['1234,5', `1${nbsp}234,50 р.`],
    [`1${nbsp}234,50`, `1${nbsp}234,50 р.`],
    ['+7', '7,00 р.'],
    ['-0.00', '0,00 р.'],
    ['007.10', '7,10 р.'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney('12345678901234567.89')).toBe(
      `12${nbsp}345${nbsp}678${nbsp}901${nbsp}234${nbsp}567,89 р.`,
    );
    expect(formatMoney('0.29')).toBe('0,29 р.');
    expect(formatMoney('1.15')).toBe('1,15 р.');
  });

  it('rounds more than two decimals half away from zero by digits, not floats', () => {
    expect(formatMoney('1.005')).toBe('1,01 р.');
    expect(formatMoney('1.004')).toBe('1,00 р.');
    expect(formatMoney('-2.675')).toBe('-2,68 р.');
    expect(formatMoney('0.999')).toBe('1,00 р.');
  });

  it('accepts numbers as roubles', () => {
    expect(formatMoney(111)).toBe('111,00 р.');
    expect(formatMoney(-0.5)).toBe('-0,50 р.');
    expect(formatMoney(1234.56)).toBe(`1${nbsp}234,56 р.`);
  });

  it('shows empty values as nothing and non-amounts as they are', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('1.2.3')).toBe('1.2.3');
    expect(formatMoney(Number.NaN)).toBe('NaN');
  });
});

describe('formatMoneyAbs and isNegativeMoney', () => {
  it('drops the sign', () => {
    expect(formatMoneyAbs('-1500.5')).toBe(`1${nbsp}500,50 р.`);
    expect(formatMoneyAbs('1500.5')).toBe(`1${nbsp}500,50 р.`);
  });

  it.each([
    ['-0.01', true],
    ['-10', true],
    [-3, true],
    ['0', false],
    ['-0.00', false],
    ['10', false],
    ['', false],
    [null, false],
    ['abc', false],
  ])('isNegativeMoney(%p) is %p', (input, expected) => {
    expect(isNegativeMoney(input)).toBe(expected);
  });
});

describe('parseMoney, toApiMoney, compareMoney', () => {
  it('reads whole kopecks', () => {
    expect(parseMoney('1234.5')).toEqual({ negative: false, kopecks: 123450n });
    expect(parseMoney('-0.07')).toEqual({ negative: true, kopecks: 7n });
    expect(parseMoney('.')).toBeNull();
    expect(parseMoney('-')).toBeNull();
  });

  it('writes the API form', () => {
    expect(toApiMoney('1 234,5')).toBe('1234.50');
    expect(toApiMoney('-0,5')).toBe('-0.50');
    expect(toApiMoney('x')).toBeNull();
  });

  it('orders amounts by value', () => {
    const sorted = ['10', '-5.5', '9.99', '100', '-100', '0'].sort(compareMoney);
    expect(sorted).toEqual(['-100', '-5.5', '0', '9.99', '10', '100']);
  });
});
