/**
 * Runs fuzz cases against the real server and checks the answers:
 * - never a 5xx (nor no answer at all);
 * - every error is JSON of the ApiErrorBody shape, its statusCode the HTTP status;
 * - every 400 has a Russian message and names a field of the request (the message quotes it «...», or
 *   `errors` has it as a key);
 * - nothing changed after a refusal: the digest of every table (digest.ts) is the same after each 4xx;
 * - ids are plain positive integers only: a 2xx never follows an id field set to another form (null counts
 *   as none where the schema allows null).
 * Beyond that, an input that happens to be valid (2xx, 3xx) is only held to "no 5xx".
 */
import fc from 'fast-check';
import { MAX_ID } from '@school/shared-api/contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import {
  buildRequest,
  caseArbitrary,
  describeCase,
  type FuzzCase,
  type FuzzRequest,
  type FuzzTarget,
} from './cases';
import { changedTables, digestTables, type Digest } from './digest';
import { ENTITY_TABLES } from '../matrix/scope';
import { RawJson, describeValue, type FuzzValue } from './values';

/** The server under test, a signed-in session, and the database behind it (for the digests). */
export type FuzzServer = {
  /** Base URL of the server (the API is under /api). */
  url: string;
  /** Cookie header of the signed-in session. */
  cookie: string;
  db: Queryable;
};

export type FuzzFailure = {
  route: string;
  /** The case's place in the route's run (with the seed, it reproduces the case). */
  index: number;
  case: string;
  request: string;
  status: number | null;
  answer: string;
  problems: string[];
};

export type RouteOutcome = {
  route: string;
  endpoint: string;
  seed: number;
  cases: number;
  byClass: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  failures: FuzzFailure[];
  ms: number;
};

export type CaseResult = {
  status: number | null;
  /** The answer's JSON (null when it is not JSON). */
  json: unknown;
  problems: string[];
  request: FuzzRequest;
  /** The answer's text (or why there was none). */
  text: string;
};

const apiErrorBody = z.strictObject({
  statusCode: z.number().int(),
  message: z.string().min(1),
  errors: z.record(z.string(), z.string()).optional(),
});

const CYRILLIC = /[а-яё]/i;
/** A request gets this long to answer before it counts as hung. */
const REQUEST_TIMEOUT_MS = 60_000;

/** A per-route seed from the run's seed, so that one route's cases do not depend on the routes before it. */
export function routeSeed(seed: number, route: string): number {
  let hash = seed >>> 0;
  for (const char of route) hash = (Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0) + 1;
  return hash >>> 0;
}

/** The problems of one answer, by the properties above. */
export function answerProblems(
  target: FuzzTarget,
  request: FuzzRequest,
  status: number | null,
  contentType: string,
  text: string,
  changed: string[],
): { problems: string[]; json: unknown } {
  if (status === null) return { problems: [text || 'no answer'], json: null };
  const problems: string[] = [];
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    const body = apiErrorBody.safeParse(json);
    if (!contentType.startsWith('application/json'))
      problems.push(`error answer is ${contentType || 'without a content type'}`);
    if (!body.success) problems.push('error answer is not an ApiErrorBody');
    else {
      if (body.data.statusCode !== status)
        problems.push(`statusCode ${body.data.statusCode} in a ${status} answer`);
      if (status === 400) problems.push(...badRequestProblems(target, request, body.data));
    }
    if (status < 500 && changed.length > 0) problems.push(`a ${status} changed ${changed.join(', ')}`);
  }
  return { problems, json };
}

function badRequestProblems(
  target: FuzzTarget,
  request: FuzzRequest,
  body: z.infer<typeof apiErrorBody>,
): string[] {
  const problems: string[] = [];
  if (!CYRILLIC.test(body.message)) problems.push(`400 message not in Russian: ${body.message}`);
  for (const [field, message] of Object.entries(body.errors ?? {})) {
    if (!CYRILLIC.test(message)) problems.push(`400 message of «${field}» not in Russian: ${message}`);
  }
  const known = new Set<string>([target.part, ...target.fields.map((field) => field.name), ...request.keys]);
  const names = (name: string) => known.has(name) || known.has(name.split('.')[0]);
  const quoted = [...body.message.matchAll(/«([^»]*)»/g)].map((match) => match[1]);
  if (!quoted.some(names) && !Object.keys(body.errors ?? {}).some(names)) {
    problems.push(`400 names no field of the request: ${body.message} ${JSON.stringify(body.errors ?? {})}`);
  }
  return problems;
}

/** Fields that name a row: the entry's `ids`, and fields called id, id_* or *_id. */
function idFields(target: FuzzTarget): Set<string> {
  const named = target.fields.map((field) => field.name).filter((name) => /^id$|^id_|_id$/.test(name));
  return new Set([...Object.keys(target.entry.ids ?? {}), ...named]);
}

/** A value as the server reads it: in a query string a number is its text, and one repetition of a key is the key. */
function asSent(part: FuzzTarget['part'], value: FuzzValue): unknown {
  if (part === 'body') return value instanceof RawJson ? JSON.parse(value.text) : value;
  if (Array.isArray(value) && value.length === 1 && !Array.isArray(value[0])) return asSent(part, value[0]);
  // An empty array goes out as `key[]=`: another key, so the field itself is absent.
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (typeof value === 'number') return String(value);
  return value instanceof RawJson ? value.text : value;
}

/** A plain id: an integer 1..MAX_ID, or its digits without sign, spaces or leading zeros ('0' = none). */
function isPlainId(plain: unknown): boolean {
  if (typeof plain === 'number') return Number.isInteger(plain) && plain >= 1 && plain <= MAX_ID;
  return typeof plain === 'string' && /^(0|[1-9]\d{0,9})$/.test(plain) && Number(plain) <= MAX_ID;
}

/** Words an id field's schema lists beside ids ('' for none, the reports' 'all' and 'rb'): not forms of an id. */
function idWords(target: FuzzTarget, field: string): readonly string[] {
  return target.fields.find((each) => each.name === field)?.enumValues ?? [];
}

/** Ids are plain positive integers only: an accepted request must not have carried another form in an id field. */
function acceptedIdProblems(target: FuzzTarget, kase: FuzzCase): string[] {
  if (kase.kind !== 'fields') return [];
  const ids = idFields(target);
  return kase.changes
    .filter(({ field, value }) => {
      const sent = value === undefined ? undefined : asSent(target.part, value);
      // A query's null is the key alone: the server reads ''.
      const read = target.part === 'query' && sent === null ? '' : sent;
      const word = typeof read === 'string' && idWords(target, field).includes(read);
      // null where the schema allows it says "none" (is_substitute: null), not another form of an id.
      const none = read === null && target.fields.find((each) => each.name === field)?.nullable === true;
      // A list of ids (access_id: [6]) is plain when each of them is; an empty list carries no id
      // at all (id_attachments: [] is a task without files), whether it is allowed is another rule.
      const listed = Array.isArray(target.fields.find((each) => each.name === field)?.example);
      const plain = listed && Array.isArray(sent) ? sent.every(isPlainId) : isPlainId(sent);
      return ids.has(field) && sent !== undefined && !plain && !word && !none;
    })
    .map(
      ({ field, value }) =>
        `accepted ${field}: ${describeValue(value)} (ids are plain positive integers only)`,
    );
}

const columnCache = new WeakMap<Queryable, Map<string, boolean>>();

async function hasVersion(db: Queryable, table: string): Promise<boolean> {
  let cache = columnCache.get(db);
  if (!cache) {
    cache = new Map();
    columnCache.set(db, cache);
  }
  if (!cache.has(table)) {
    const rows = await db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name = 'version'`,
      [table],
    );
    cache.set(table, rows.length > 0);
  }
  return cache.get(table)!;
}

/**
 * The example as valid as it can be now: an update's `version` is the row's current one (rows move on as
 * valid cases change them), so that mutations of the other fields reach the handler instead of a 409.
 */
export async function currentExample(db: Queryable, target: FuzzTarget): Promise<Record<string, FuzzValue>> {
  const example = target.example;
  if (target.part !== 'body' || typeof example.version !== 'number') return example;
  for (const [field, entity] of Object.entries(target.entry.ids ?? {})) {
    const id = Number(example[field]);
    const table = ENTITY_TABLES[entity];
    if (!Number.isInteger(id) || !(await hasVersion(db, table))) continue;
    const [row] = await db.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = $1`, [id]);
    if (row) return { ...example, version: row.version };
  }
  return example;
}

function describeRequest(request: FuzzRequest): string {
  const path =
    request.path.length > 200 ? `${request.path.slice(0, 200)}…(${request.path.length} chars)` : request.path;
  if (request.body === undefined) return `${request.method} ${path}`;
  const body =
    request.body.length > 200 ? `${request.body.slice(0, 200)}…(${request.body.length} chars)` : request.body;
  return `${request.method} ${path} ${request.contentType ?? '(no content type)'} ${body}`;
}

const sameDigest = (a: Digest, b: Digest) => changedTables(a, b).length === 0;

/**
 * The digest once work queued by an accepted request has run (a sign-in link is written after its answer
 * has left): taken until two readings 20 ms apart agree, so that it is not counted against the next case.
 */
async function settled(db: Queryable, first: Digest): Promise<Digest> {
  let current = first;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await digestTables(db);
    if (sameDigest(current, again)) return again;
    current = again;
  }
  return current;
}

let keyCounter = 0;

/** Sends one case and checks its answer; `before` is the digest before it, the answer carries the one after. */
export async function runCase(
  server: FuzzServer,
  target: FuzzTarget,
  kase: FuzzCase,
  before: Digest,
): Promise<CaseResult & { after: Digest }> {
  const request = buildRequest(target, await currentExample(server.db, target), kase);
  const headers: Record<string, string> = { cookie: server.cookie };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (kase.keyed) {
    keyCounter += 1;
    headers['idempotency-key'] = `fuzz-${process.pid}-${Date.now()}-${keyCounter}`;
  }
  let status: number | null = null;
  let contentType = '';
  let text = '';
  try {
    const response = await fetch(`${server.url}/api${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    text = `no answer: ${(error as Error).message}`;
  }
  let after = await digestTables(server.db);
  if (status !== null && status < 400) after = await settled(server.db, after);
  const { problems, json } = answerProblems(
    target,
    request,
    status,
    contentType,
    text,
    changedTables(before, after),
  );
  if (status !== null && status < 300) problems.push(...acceptedIdProblems(target, kase));
  return { status, json, problems, request, text, after };
}

/** Runs `runs` cases of one route, generated by fast-check from `seed`; failures are collected, not thrown. */
export async function fuzzRoute(
  server: FuzzServer,
  target: FuzzTarget,
  options: { runs: number; seed: number },
): Promise<RouteOutcome> {
  const started = Date.now();
  const seed = routeSeed(options.seed, target.name);
  const cases = fc.sample(caseArbitrary(target), { seed, numRuns: options.runs });
  const outcome: RouteOutcome = {
    route: target.name,
    endpoint: `${target.entry.method} ${target.entry.path}`,
    seed: options.seed,
    cases: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    failures: [],
    ms: 0,
  };
  let before = await digestTables(server.db);
  for (const [index, kase] of cases.entries()) {
    const result = await runCase(server, target, kase, before);
    before = result.after;
    outcome.cases += 1;
    if (result.status !== null) {
      const klass = `${Math.min(5, Math.floor(result.status / 100))}xx` as keyof RouteOutcome['byClass'];
      if (klass in outcome.byClass) outcome.byClass[klass] += 1;
    }
    if (result.problems.length > 0) {
      outcome.failures.push({
        route: target.name,
        index,
        case: describeCase(kase),
        request: describeRequest(result.request),
        status: result.status,
        answer: result.text.length > 300 ? `${result.text.slice(0, 300)}…` : result.text,
        problems: result.problems,
      });
    }
  }
  outcome.ms = Date.now() - started;
  return outcome;
}

/** Human-readable failures, with what reproduces them. */
export function describeFailures(failures: readonly FuzzFailure[], seed: number): string {
  return failures
    .map(
      (failure) =>
        `${failure.route} case ${failure.index} (FUZZ_SEED=${seed}): ${failure.problems.join('; ')}\n` +
        `  case:    ${failure.case}\n  request: ${failure.request}\n  answer:  ${failure.status ?? '-'} ${failure.answer}`,
    )
    .join('\n');
}
