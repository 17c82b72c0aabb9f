import type { Queryable } from '../db/db';

/** One stored key (table idempotency_keys, migration 005). */
export type IdempotencyRecord = {
  fingerprint: string;
  claim: string;
  state: 'running' | 'done';
  /** The final answer's status once done; null while running. */
  statusCode: number | null;
  /** The final answer's JSON body once done; null while running. */
  response: string | null;
  createdAt: Date;
};

/** A request that wants to hold a key: `claim` is its own random id. */
export type KeyClaim = {
  userId: number;
  key: string;
  fingerprint: string;
  claim: string;
  at: Date;
};

/**
 * Claims an absent key in one statement: atomic across connections and processes, since of two
 * concurrent INSERTs of one (user, key) only one inserts. True when this request now holds the key.
 */
export async function insertClaim(q: Queryable, claim: KeyClaim): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, claim, state, created_at)
     VALUES ($1, $2, $3, $4, 'running', $5)
     ON CONFLICT (user_id, key) DO NOTHING
     RETURNING claim`,
    [claim.userId, claim.key, claim.fingerprint, claim.claim, claim.at],
  );
  return rows.length > 0;
}

export async function findKey(q: Queryable, userId: number, key: string): Promise<IdempotencyRecord | null> {
  const [row] = await q.query<{
    fingerprint: string;
    claim: string;
    state: 'running' | 'done';
    status_code: number | null;
    response: string | null;
    created_at: Date;
  }>(
    `SELECT fingerprint, claim::text AS claim, state, status_code, response, created_at
     FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [userId, key],
  );
  if (!row) return null;
  return {
    fingerprint: row.fingerprint,
    claim: row.claim,
    state: row.state,
    statusCode: row.status_code,
    response: row.response,
    createdAt: new Date(row.created_at),
  };
}

/**
 * Takes over a key whose row counts as absent (expired, or a running request past its lease) from the
 * holder `previousClaim`. Atomic: of two requests taking over the same row, only the first matches it.
 */
export async function takeOverClaim(q: Queryable, claim: KeyClaim, previousClaim: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE idempotency_keys
     SET fingerprint = $3, claim = $4, state = 'running', status_code = NULL, response = NULL, created_at = $5
     WHERE user_id = $1 AND key = $2 AND claim = $6
     RETURNING claim`,
    [claim.userId, claim.key, claim.fingerprint, claim.claim, claim.at, previousClaim],
  );
  return rows.length > 0;
}

/** Stores the final answer of the request holding the key; false when it no longer holds it. */
export async function storeAnswer(
  q: Queryable,
  userId: number,
  key: string,
  claim: string,
  statusCode: number,
  response: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE idempotency_keys SET state = 'done', status_code = $4, response = $5
     WHERE user_id = $1 AND key = $2 AND claim = $3 AND state = 'running'
     RETURNING claim`,
    [userId, key, claim, statusCode, response],
  );
  return rows.length > 0;
}

/** Gives the key up (the request failed with a 5xx): a retry with it runs again. */
export async function releaseClaim(q: Queryable, userId: number, key: string, claim: string): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND claim = $3', [
    userId,
    key,
    claim,
  ]);
}

/** Deletes every key claimed before `before`; resolves to how many. */
export async function purgeKeysBefore(q: Queryable, before: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH purged AS (DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM purged`,
    [before],
  );
  return row.n;
}
