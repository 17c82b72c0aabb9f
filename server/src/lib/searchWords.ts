/**
 * Words of a list's search text, lower-cased, with LIKE's wildcards (\ % _) escaped: a row matches when
 * every word is found in it, in any order.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\\%_]/g, '\\$&'));
}

/** A LIKE pattern finding `text` anywhere, case-insensitively (against a lower-cased column), wildcards escaped. */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One LIKE pattern per word of the text, for `search_text LIKE ALL ($n::text[])`: every word must occur,
 * anywhere and in any order, so 'Петрова Вероника' finds 'Вероника Петрова'.
 */
export const likeEveryWord = (text: string): string[] => [
  ...new Set(text.split(/\s+/).filter(Boolean).map(likeContains)),
];

/** The text as typed, and its digits when it looks like a phone (at least 3 digits, nothing but phone characters). */
export function textFilter(text: string): { text: string; digits: string } {
  const digits = text.replace(/\D/g, '');
  return { text, digits: /^[\d\s()+\-.]+$/.test(text) && digits.length >= 3 ? digits : '' };
}
