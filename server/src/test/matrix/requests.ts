// Requests of the access matrix, built from an endpoint table entry: its example with other ids put in,
// broader list queries, and the digest that proves a refused request changed nothing.
import type { Endpoint, ScopedEntity } from '@school/shared-api/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/db';
import { digestTables, type DigestExclusions } from '../fuzz/digest';
import type { TestServer } from '../harness';

export type RequestInput = { query?: Record<string, string>; body?: unknown };

/** The answer of one request: status, and the parsed body of a JSON answer. */
export type Answer = { status: number; json: unknown; location: string | null };

/** A small valid leads file: the header row and one lead, for every multipart upload. */
export const UPLOAD_CSV =
  'name;phone;city;utm_source;date_due;new_comment\n' +
  'Проверка Доступа;375290000123;Минск;instagram;2026-03-20 10:00;Перезвонить\n';

/** The entry's example request (a copy). */
export function exampleInput(entry: Endpoint): RequestInput {
  return {
    query: entry.example?.query ? { ...entry.example.query } : undefined,
    body: entry.example?.body === undefined ? undefined : structuredClone(entry.example.body),
  };
}

/** Whether the entry's schemas accept the request. */
export function isValid(entry: Endpoint, input: RequestInput): boolean {
  if (entry.query && !entry.query.safeParse(input.query ?? {}).success) return false;
  if (entry.body && !entry.upload && !entry.body.safeParse(input.body).success) return false;
  return true;
}

function bodyRecord(input: RequestInput): Record<string, unknown> | null {
  const { body } = input;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/**
 * The request with `field` naming row `id`: a query field as digits; a body field as the example sends it
 * (number or string), or, when the example leaves it out, as the body schema accepts it.
 */
export function withId(entry: Endpoint, input: RequestInput, field: string, id: number): RequestInput {
  if (entry.method === 'GET') return { ...input, query: { ...input.query, [field]: String(id) } };
  const body = { ...bodyRecord(input) };
  const given = body[field];
  if (typeof given === 'string') return { ...input, body: { ...body, [field]: String(id) } };
  if (typeof given === 'number') return { ...input, body: { ...body, [field]: id } };
  const asNumber = { ...input, body: { ...body, [field]: id } };
  return isValid(entry, asNumber) ? asNumber : { ...input, body: { ...body, [field]: String(id) } };
}

/** The request without `field`. */
export function withoutField(entry: Endpoint, input: RequestInput, field: string): RequestInput {
  if (entry.method === 'GET') {
    const query = { ...input.query };
    delete query[field];
    return { ...input, query };
  }
  const body = { ...bodyRecord(input) };
  delete body[field];
  return { ...input, body };
}

/** The `ids` fields the request fills in, with the row each names. */
export function namedRows(
  entry: Endpoint,
  input: RequestInput,
): { field: string; kind: ScopedEntity; id: number }[] {
  const source: Record<string, unknown> =
    entry.method === 'GET' ? { ...input.query } : { ...bodyRecord(input) };
  return Object.entries(entry.ids ?? {}).flatMap(([field, kind]) => {
    const value = source[field];
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : 0;
    return id > 0 ? [{ field, kind, id }] : [];
  });
}

/** A `version` field of the request set to `version` (the row's current one). */
export function withVersion(entry: Endpoint, input: RequestInput, version: number): RequestInput {
  if (entry.method === 'GET') {
    return input.query && 'version' in input.query
      ? { ...input, query: { ...input.query, version: String(version) } }
      : input;
  }
  const body = bodyRecord(input);
  return body && 'version' in body ? { ...input, body: { ...body, version } } : input;
}

type Def = { type: string; innerType?: z.ZodType; entries?: Record<string, string> };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The fields of the entry's query schema. */
export function queryFields(entry: Endpoint): string[] {
  if (!entry.query || defOf(entry.query).type !== 'object') return [];
  return Object.keys((entry.query as unknown as { shape: Record<string, z.ZodType> }).shape);
}

/** The schema of a query field, through optional, default and catch wrappers. */
function fieldSchema(entry: Endpoint, field: string): z.ZodType | null {
  if (!entry.query || defOf(entry.query).type !== 'object') return null;
  let schema: z.ZodType | undefined = (entry.query as unknown as { shape: Record<string, z.ZodType> }).shape[
    field
  ];
  while (schema && ['optional', 'default', 'catch', 'nullable', 'prefault'].includes(defOf(schema).type)) {
    schema = defOf(schema).innerType;
  }
  return schema ?? null;
}

/**
 * List queries that reach the most rows: the example without every field the schema lets go (its
 * defaults: all managers, every period, the largest page), and that query once per value of each enum
 * field it keeps (every board column).
 */
export function broadQueries(
  entry: Endpoint,
  query: Record<string, string> | undefined,
): Record<string, string>[] {
  if (entry.method !== 'GET') return [];
  let broad = { ...query };
  for (const field of Object.keys(broad)) {
    const without = { ...broad };
    delete without[field];
    if (isValid(entry, { query: without })) broad = without;
  }
  const variants = [broad];
  for (const field of Object.keys(broad)) {
    const schema = fieldSchema(entry, field);
    if (!schema || defOf(schema).type !== 'enum') continue;
    for (const value of Object.values(defOf(schema).entries ?? {})) {
      if (value !== broad[field]) variants.push({ ...broad, [field]: value });
    }
  }
  return variants;
}

/**
 * Sends the request to the entry's route (a multipart upload sends UPLOAD_CSV), with `headers` besides the
 * cookie (a browser's Origin, Sec-Fetch-Site); redirects are not followed.
 */
export async function send(
  server: TestServer,
  entry: Endpoint,
  input: RequestInput,
  cookie: string | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const search =
    input.query && Object.keys(input.query).length > 0 ? `?${new URLSearchParams(input.query)}` : '';
  const url = `/api${entry.path}${search}`;
  let response: Response;
  if (entry.upload) {
    const form = new FormData();
    form.append('file', new Blob([UPLOAD_CSV], { type: 'text/csv' }), 'leads.csv');
    response = await server.request(url, { method: entry.method, cookie, headers, body: form });
  } else {
    response = await server.request(url, {
      method: entry.method,
      cookie,
      headers,
      json: entry.method === 'GET' ? undefined : (input.body ?? {}),
    });
  }
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  return {
    status: response.status,
    json: type.includes('application/json') && text ? (JSON.parse(text) as unknown) : undefined,
    location: response.headers.get('location'),
  };
}

/**
 * Left out of the digest: the tables of sign-in bookkeeping that any request may touch (sessions' activity,
 * links, throttling), and a user's last activity.
 */
const MATRIX_EXCLUSIONS: DigestExclusions = {
  tables: ['sessions', 'login_tokens', 'auth_attempts', 'oidc_logins'],
  columns: [['users', 'last_activity']],
};

/**
 * A digest per table of every row (fuzz/digest.ts, with the exclusions above): equal digests before and after
 * a refused request prove it changed nothing.
 */
export async function tablesDigest(q: Queryable): Promise<Record<string, string>> {
  return Object.fromEntries(await digestTables(q, MATRIX_EXCLUSIONS));
}

/**
 * Also left out when checking that an entry which reads changes nothing: the debt list's balances, which a
 * read brings up to the branch's today before it answers (migrations 006 and 007, refreshBalances): derived
 * rows, the same whoever asks and whenever, not a change anyone made.
 */
const READ_EXCLUSIONS: DigestExclusions = {
  tables: [
    ...MATRIX_EXCLUSIONS.tables,
    'contract_balances',
    'contract_balance_days',
    'contract_balance_totals',
  ],
  columns: MATRIX_EXCLUSIONS.columns,
};

/** tablesDigest without the derived balances (READ_EXCLUSIONS). */
export async function readsDigest(q: Queryable): Promise<Record<string, string>> {
  return Object.fromEntries(await digestTables(q, READ_EXCLUSIONS));
}
