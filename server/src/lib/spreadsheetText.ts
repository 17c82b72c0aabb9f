/**
 * Formula injection ("CSV injection"): a spreadsheet program opening a file treats text that starts with
 * = + - @ (and, after some programs' trimming, a tab or a carriage return) as a formula. Every text cell of
 * a spreadsheet or CSV the server produces goes through `spreadsheetText`, which puts a single quote in
 * front of such text, as the OWASP guidance says: the cell shows the text and nothing is evaluated.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text safe to put in a spreadsheet or CSV cell the server writes. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The reverse, for a file read back: a cell a server (or a person following the same rule) neutralised by
 * a leading quote gives the original text, so a downloaded file imports as it was.
 */
export function fromSpreadsheetText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
