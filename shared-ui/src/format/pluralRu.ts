export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian form for a count: pluralRu(1, ['год', 'года', 'лет']) -> 'год', 3 -> 'года',
 * 5, 11, 0 -> 'лет'. A fractional count takes the 'few' form ('1,5 года').
 */
export const pluralRu = (count: number, [one, few, many]: PluralForms): string => {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return few;
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
};
