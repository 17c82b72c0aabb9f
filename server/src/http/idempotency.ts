import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { ApiError } from './errors';
import * as repo from './idempotencyRepository';
import { HTTP_MESSAGES } from './messages';

/**
 * The Idempotency-Key header of creating requests (DESIGN.md section 3, after the IETF httpapi draft
 * "The Idempotency-Key HTTP Header Field"). A request carrying a key claims it for its user before it
 * runs; its final answer (2xx or 4xx) is stored for 24 hours and replayed to every later request with the
 * same key and the same fingerprint (method, path, body). The key is claimed in one transaction with the work and the stored answer, so that they commit together or not at all.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Sent with a replayed answer. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** How long a key and its answer are kept; an older key counts as absent. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A request still marked running after this long is taken to have died with its process (a crash, a
 * restart): its key may be claimed again. Far beyond any request's time (the client gives up after 60 s).
 */
export const IDEMPOTENCY_RUNNING_LEASE_MS = 10 * 60 * 1000;
/** Expired keys are purged at most this often per database (by the first keyed request after it). */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** Claim attempts when the row changes under us (released or purged between two statements). */
const CLAIM_ATTEMPTS = 3;

export type IdempotencyContext = { db: Db; now: () => Date; log: FastifyBaseLogger };

/** 1-255 visible ASCII characters; the draft's quoted form ("...") is accepted too, without its quotes. */
const BARE_KEY = /^[\x21-\x7e]{1,255}$/;
const QUOTED_KEY = /^"([\x21\x23-\x5b\x5d-\x7e]{1,255})"$/;

/** The request's Idempotency-Key, or null without one; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  // Node joins repeated headers with ', ', which the space makes invalid: one key per request.
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  const quoted = QUOTED_KEY.exec(value);
  if (quoted) return quoted[1];
  if (BARE_KEY.test(value)) return value;
  throw new ApiError(400, HTTP_MESSAGES.idempotencyKeyInvalid, {
    'Idempotency-Key': HTTP_MESSAGES.idempotencyKeyInvalid,
  });
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Canonical JSON of a JSON-like value: object keys sorted (UTF-16 code units), undefined members left
 * out, no white space, so that the same body sent with its keys in another order gives the same text.
 * Bytes (a Buffer or Uint8Array anywhere inside, e.g. an uploaded file) stand as `b<sha256 hex>`, which
 * no JSON text can be. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // Work items: a value to write, or literal text (brackets, commas, keys) to emit as is.
  const stack: ({ value: unknown } | string)[] = [{ value }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown } | string;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    let current = item.value;
    if (current instanceof Uint8Array) {
      out.push(`b${sha256Hex(current)}`);
      continue;
    }
    if (
      current !== null &&
      typeof current === 'object' &&
      typeof (current as { toJSON?: unknown }).toJSON === 'function'
    ) {
      current = (current as { toJSON(): unknown }).toJSON();
    }
    if (
      current === null ||
      current === undefined ||
      typeof current === 'function' ||
      typeof current === 'symbol'
    ) {
      out.push('null');
    } else if (typeof current === 'number') {
      out.push(Number.isFinite(current) ? JSON.stringify(current) : 'null');
    } else if (typeof current === 'bigint') {
      out.push(current.toString());
    } else if (typeof current === 'string' || typeof current === 'boolean') {
      out.push(JSON.stringify(current));
    } else if (Array.isArray(current)) {
      out.push('[');
      stack.push(']');
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i] as unknown });
        if (i > 0) stack.push(',');
      }
    } else {
      const record = current as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => {
          const member = record[key];
          return member !== undefined && typeof member !== 'function' && typeof member !== 'symbol';
        })
        .sort();
      out.push('{');
      stack.push('}');
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        stack.push({ value: record[keys[i]] });
        stack.push(`${JSON.stringify(keys[i])}:`);
        if (i > 0) stack.push(',');
      }
    }
  }
  return out.join('');
}

/** SHA-256 (hex) of the method, the path as requested (with its query string) and the canonical body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return sha256Hex(`${method.toUpperCase()} ${url}\n${canonicalJson(body)}`);
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

// Purging ---------------------------------------------------------------------

const lastPurge = new WeakMap<Db, number>();

/** Deletes keys older than 24 hours, at most once per PURGE_INTERVAL_MS per database; never fails a request. */
async function purgeExpired(ctx: IdempotencyContext, now: Date): Promise<void> {
  const last = lastPurge.get(ctx.db);
  if (last !== undefined && Math.abs(now.getTime() - last) < PURGE_INTERVAL_MS) return;
  lastPurge.set(ctx.db, now.getTime());
  try {
    const purged = await repo.purgeKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
    if (purged > 0) ctx.log.info({ purged }, 'expired idempotency keys purged');
  } catch (error) {
    ctx.log.error({ err: error }, 'purging expired idempotency keys failed');
  }
}

// Claiming --------------------------------------------------------------------

type ClaimOutcome = { kind: 'claimed' } | { kind: 'replay'; statusCode: number; response: string };

/** An expired key, or a running one past its lease, is as good as absent. */
function countsAsAbsent(held: repo.IdempotencyRecord, at: Date): boolean {
  const age = at.getTime() - held.createdAt.getTime();
  return age > IDEMPOTENCY_KEY_TTL_MS || (held.state === 'running' && age > IDEMPOTENCY_RUNNING_LEASE_MS);
}

/**
 * Claims the key for this request, or says what to answer instead: the stored answer (same fingerprint),
 * 422 (another fingerprint), 409 (the first request with the key is still running).
 */
async function claimKey(db: Queryable, claim: repo.KeyClaim): Promise<ClaimOutcome> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    if (await repo.insertClaim(db, claim)) return { kind: 'claimed' };
    const held = await repo.findKey(db, claim.userId, claim.key);
    if (!held) continue; // released or purged between the two statements: try again
    if (countsAsAbsent(held, claim.at)) {
      if (await repo.takeOverClaim(db, claim, held.claim)) return { kind: 'claimed' };
      continue; // another request took it over first: see what it holds now
    }
    if (held.fingerprint !== claim.fingerprint) throw new ApiError(422, HTTP_MESSAGES.idempotencyKeyReused);
    if (held.state === 'running' || held.statusCode === null || held.response === null) {
      throw new ApiError(409, HTTP_MESSAGES.idempotencyKeyRunning);
    }
    return { kind: 'replay', statusCode: held.statusCode, response: held.response };
  }
  // The row kept changing under us: the key is in use right now.
  throw new ApiError(409, HTTP_MESSAGES.idempotencyKeyRunning);
}

// Running ---------------------------------------------------------------------

/** Final answers are kept: successes and refusals. 5xx (and anything unusual) releases the key. */
const isFinal = (statusCode: number) => statusCode >= 200 && statusCode < 500;

/** How a keyed request ended inside its transaction. */
type Settled =
  | { kind: 'replay'; statusCode: number; response: string }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'answered'; result: unknown };

/** Stores the final answer in the request's transaction (the claim is this transaction's own row). */
async function store(tx: Queryable, claim: repo.KeyClaim, statusCode: number, body: unknown): Promise<void> {
  const stored = await repo.storeAnswer(
    tx,
    claim.userId,
    claim.key,
    claim.claim,
    statusCode,
    JSON.stringify(body ?? null),
  );
  if (!stored) throw new Error('the idempotency key claimed in this transaction is not running');
}

/**
 * Runs a creating request under its Idempotency-Key.
 *
 * - Without the header: runs `handle()`.
 * - A malformed key (not 1-255 visible ASCII characters): 400.
 * - A key new for `userId` (or expired): claims it atomically, runs `handle()`, and stores the answer
 *   when final (2xx: `handle()`'s result with reply.statusCode; 4xx: a thrown ApiError's body); after a
 *   5xx or a thrown non-ApiError the key is released, so a retry runs again.
 * - The same key and fingerprint again: the stored status and body, with `Idempotency-Replayed: true`.
 * - The same key with another fingerprint: 422; while the first request with it still runs: 409.
 *
 * `handle()` resolves to the JSON body of the success answer (not sent yet). The fingerprint covers the
 * method, the path with its query string and `fingerprintSource` (default: the parsed JSON body). A
 * multipart upload has no parsed body: pass the uploaded bytes (e.g. `{ filename, bytes }`, with bytes
 * a Buffer), read before the call; without them a keyed upload is refused as a server error.
 */
export async function runIdempotent(
  ctx: IdempotencyContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  handle: () => Promise<unknown>,
  fingerprintSource?: unknown,
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  if (key === null) return handle();
  if (fingerprintSource === undefined && isMultipart(request)) {
    throw new Error(
      'runIdempotent: a keyed multipart request needs its fingerprintSource (the uploaded bytes)',
    );
  }
  const at = ctx.now();
  const claim: repo.KeyClaim = {
    userId,
    key,
    fingerprint: requestFingerprint(
      request.method,
      request.url,
      fingerprintSource === undefined ? request.body : fingerprintSource,
    ),
    claim: randomUUID(),
    at,
  };
  await purgeExpired(ctx, at);

  // The claim, the work and the stored answer commit together (ctx.db makes the handler's statements and
  // transactions part of this one: db/ambient.ts). A crash leaves nothing, and the retry does the work
  // once; or the whole result, and the retry replays it. A second request with the key meanwhile waits
  // for this transaction at its INSERT, then replays what it stored.
  const settled = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const outcome = await claimKey(tx, claim);
    if (outcome.kind === 'replay') return outcome;
    let result: unknown;
    try {
      result = await handle();
    } catch (error) {
      // A refusal is final: stored with what was written before it, as without a key. Anything else
      // rolls the whole transaction back, the claim with it: a retry runs again.
      if (!(error instanceof ApiError && isFinal(error.statusCode))) throw error;
      await store(tx, claim, error.statusCode, error.toBody());
      return { kind: 'refused', error };
    }
    if (reply.sent || !isFinal(reply.statusCode)) {
      // A handler that sent its own answer (its body is unknown here) or answered a server error.
      if (reply.sent)
        request.log.error('a keyed handler sent its own answer: its key is released, not stored');
      await repo.releaseClaim(tx, claim.userId, claim.key, claim.claim);
      return { kind: 'answered', result };
    }
    await store(tx, claim, reply.statusCode, result);
    return { kind: 'answered', result };
  });
  if (settled.kind === 'replay') {
    reply.code(settled.statusCode).header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    return JSON.parse(settled.response) as unknown;
  }
  if (settled.kind === 'refused') throw settled.error;
  return settled.result;
}
