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
