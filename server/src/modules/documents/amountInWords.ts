/**
 * Amounts in Russian words, as a contract writes them: 'одна тысяча шестьсот двадцать рублей 00 копеек'.
 * The whole units in words (in the unit's grammatical gender), the fraction in figures, each noun in the
 * form its number asks for. Works on integer kopecks (tetri), never on floats.
 */

export type CurrencyCode = 'BYN' | 'GEL';

type Gender = 'masculine' | 'feminine';
/** The noun after 1, after 2-4, after 0 and 5-20 (один рубль, два рубля, пять рублей). */
type Forms = readonly [one: string, few: string, many: string];
type Noun = { forms: Forms; gender: Gender };

const CURRENCIES: Record<CurrencyCode, { unit: Noun; cents: Noun }> = {
  BYN: {
    unit: { forms: ['рубль', 'рубля', 'рублей'], gender: 'masculine' },
    cents: { forms: ['копейка', 'копейки', 'копеек'], gender: 'feminine' },
  },
  // лари and тетри do not decline; both are masculine (один лари, один тетри).
  GEL: {
    unit: { forms: ['лари', 'лари', 'лари'], gender: 'masculine' },
    cents: { forms: ['тетри', 'тетри', 'тетри'], gender: 'masculine' },
  },
};

const ONES: Record<Gender, readonly string[]> = {
  masculine: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  feminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Thousands, millions, billions: NUMERIC(12,2) holds up to 9 999 999 999.99. */
const SCALES: readonly Noun[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
];

/** The form of a noun after the number n (Russian agreement: 1, 21 one; 2-4, 22-24 few; 0, 5-20, 11-14 many). */
export function pluralForm(n: number, forms: Forms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 1-999 in words. */
function triadWords(n: number, gender: Gender): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], ONES[gender][rest % 10]);
  return words.filter(Boolean);
}

/** A whole number (0 to 999 999 999 999) in words, agreeing with a noun of `gender`. */
export function integerInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new Error(`Cannot write ${n} in words`);
  if (n === 0) return 'ноль';
  const words: string[] = [];
  const triads: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) triads.push(rest % 1000);
  for (let i = triads.length - 1; i >= 0; i -= 1) {
    const triad = triads[i];
    if (triad === 0) continue;
    if (i === 0) {
      words.push(...triadWords(triad, gender));
    } else {
      const scale = SCALES[i - 1];
      words.push(...triadWords(triad, scale.gender), pluralForm(triad, scale.forms));
    }
  }
  return words.join(' ');
}

/**
 * An amount of integer kopecks (tetri) in words: the whole units in words with their noun, the fraction as
 * two figures with its noun. 162000 BYN: 'одна тысяча шестьсот двадцать рублей 00 копеек'.
 */
export function amountInWords(kopecks: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(kopecks)) throw new Error(`Kopecks must be an integer, got ${kopecks}`);
  const { unit, cents } = CURRENCIES[currency];
  const sign = kopecks < 0 ? 'минус ' : '';
  const abs = Math.abs(kopecks);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return (
    `${sign}${integerInWords(whole, unit.gender)} ${pluralForm(whole, unit.forms)} ` +
    `${String(fraction).padStart(2, '0')} ${pluralForm(fraction, cents.forms)}`
  );
}
