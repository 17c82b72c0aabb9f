import type { Queryable } from '../../db/db';

/**
 * The next contract number of the branch's series ('МН-00042'): the series counter moves on in the caller's
 * transaction (the row lock serialises two creations), so a number is never given twice nor reused after a
 * removal. A series used for the first time starts after the highest number its contracts already have.
 */
export async function allocateContractNumber(tx: Queryable, locationId: number): Promise<string> {
  const [location] = await tx.query<{ prefix: string }>(
    `SELECT COALESCE(NULLIF(contract_prefix, ''), 'Д' || id) AS prefix FROM locations WHERE id = $1`,
    [locationId],
  );
  if (!location) throw new Error(`no location ${locationId}`);
  const [series] = await tx.query<{ last_value: number }>(
    `INSERT INTO contract_number_series (prefix, last_value)
     VALUES ($1, COALESCE((SELECT max(substring(number FROM '-(\\d+)$')::int) FROM contracts
                            WHERE number LIKE $1 || '-%' AND number ~ '-\\d+$'), 0) + 1)
     ON CONFLICT (prefix) DO UPDATE SET last_value = contract_number_series.last_value + 1
     RETURNING last_value`,
    [location.prefix],
  );
  return `${location.prefix}-${String(series.last_value).padStart(5, '0')}`;
}
