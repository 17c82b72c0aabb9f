/** Settings of the leads import, from the environment. */

/** Rows after the header one imported file may have (IMPORT_MAX_ROWS). */
export const DEFAULT_IMPORT_MAX_ROWS = 50_000;

type Env = Record<string, string | undefined>;

/** IMPORT_MAX_ROWS: a whole number of rows, 50,000 unless set. */
export function importMaxRowsFromEnv(env: Env): number {
  const raw = env.IMPORT_MAX_ROWS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_IMPORT_MAX_ROWS;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`IMPORT_MAX_ROWS must be a positive whole number, got "${raw}"`);
  return value;
}
