// Money travels as decimal strings ("1234.50"). It is formatted by string and BigInt arithmetic
// so that no amount ever passes through a binary float.

export type MoneyInput = string | number | null | undefined;

export type ParsedMoney = { negative: boolean; kopecks: bigint };

export const MONEY_SUFFIX = ' р.';
/** The suffix of each branch currency (DESIGN.md section 5): Belarus ' р.' as the spec shows, Georgia ' ₾'. */
export const CURRENCY_SUFFIX = { BYN: MONEY_SUFFIX, GEL: ' ₾' } as const;
export type MoneyCurrency = keyof typeof CURRENCY_SUFFIX;
const GROUP_SEPARATOR = '\u00a0';
const MONEY_PATTERN = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a decimal amount in roubles ('1234.5', '-10', '1 234,50', 99) into whole kopecks.
 * More than two decimals are rounded half away from zero. Returns null for anything that is
 * not an amount. A number is read through its shortest decimal form, as roubles.
 */
export const parseMoney = (value: MoneyInput): ParsedMoney | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).replace(/[\s\u00a0]/g, '');
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  let kopecks = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) kopecks += 1n;
  return { negative: sign === '-' && kopecks !== 0n, kopecks };
};

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);

const formatKopecks = (kopecks: bigint, currency: MoneyCurrency): string => {
  const whole = (kopecks / 100n).toString();
  const fraction = (kopecks % 100n).toString().padStart(2, '0');
  return `${groupThousands(whole)},${fraction}${CURRENCY_SUFFIX[currency]}`;
};

/**
 * '-1234.5' -> '-1 234,50 р.' (non-breaking space between thousands); in lari '1 234,50 ₾'. Not an amount:
 * returned as is.
 */
export const formatMoney = (value: MoneyInput, currency: MoneyCurrency = 'BYN'): string => {
  const parsed = parseMoney(value);
  if (!parsed) return value === null || value === undefined ? '' : String(value);
  return `${parsed.negative ? '-' : ''}${formatKopecks(parsed.kopecks, currency)}`;
};

/** Like formatMoney but without the sign: a negative balance is shown red instead. */
export const formatMoneyAbs = (value: MoneyInput, currency: MoneyCurrency = 'BYN'): string => {
  const parsed = parseMoney(value);
  if (!parsed) return value === null || value === undefined ? '' : String(value);
  return formatKopecks(parsed.kopecks, currency);
};

export const isNegativeMoney = (value: MoneyInput): boolean => parseMoney(value)?.negative ?? false;

/** The amount as the API expects it: '1234.50' ('-0,5' -> '-0.50'); null when not an amount. */
export const toApiMoney = (value: MoneyInput): string | null => {
  const parsed = parseMoney(value);
  if (!parsed) return null;
  const whole = (parsed.kopecks / 100n).toString();
  const fraction = (parsed.kopecks % 100n).toString().padStart(2, '0');
  return `${parsed.negative ? '-' : ''}${whole}.${fraction}`;
};

/** Orders two amounts without floats; amounts that do not parse sort first. */
export const compareMoney = (a: MoneyInput, b: MoneyInput): number => {
  const left = parseMoney(a);
  const right = parseMoney(b);
  if (!left || !right) return (left ? 1 : 0) - (right ? 1 : 0);
  const signed = (m: ParsedMoney) => (m.negative ? -m.kopecks : m.kopecks);
  const diff = signed(left) - signed(right);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
};
