/**
 * Fuzz cases derived from the endpoint table: for every entry with a query or a JSON body, its fields (from
 * the schema's JSON Schema, input side) and its valid example give fast-check arbitraries of hostile
 * requests: one to three fields of the example changed (dropped, or set to a hostile value), extra fields,
 * and whole-input mutations (another JSON type, deep nesting, malformed JSON, a wrong content type).
 */
import fc from 'fast-check';
import { ENDPOINTS, type Endpoint } from '@school/shared-api/contracts';
import { z } from 'zod';
import {
  BODY_LONG_BYTES,
  QUERY_LIMIT_BYTES,
  RAW_QUERY_TEXTS,
  RawQuery,
  describeValue,
  extraFieldName,
  hostileValue,
  jsonText,
  nested,
  objectOf,
  queryParts,
  queryString,
  type FieldFacts,
  type FuzzValue,
} from './values';

/** One route the fuzzer covers: an entry with a query string or a JSON body. */
export type FuzzTarget = {
  name: string;
  entry: Endpoint;
  part: 'query' | 'body';
  fields: FieldFacts[];
  /** The entry's valid example (the query, or the body). */
  example: Record<string, FuzzValue>;
};

/** A field of the example set to a hostile value, or dropped (`value` undefined). */
export type FieldChange = { field: string; value: FuzzValue | undefined };

export type FuzzCase =
  | {
      kind: 'fields';
      changes: FieldChange[];
      extras: [string, FuzzValue][];
      /** Creating requests: send an Idempotency-Key (each case its own), as the client does. */
      keyed: boolean;
    }
  /** The whole body or query replaced. */
  | { kind: 'whole'; value: FuzzValue; keyed: boolean }
  /** A body that is not a JSON object of the right content type: raw text with its content type. */
  | { kind: 'raw'; contentType: string | null; text: string; keyed: boolean };

/** What goes over the wire. */
export type FuzzRequest = {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query under the API base. */
  path: string;
  contentType: string | null;
  body: string | undefined;
  /** Every key the request carries at its top level (a 400 may name any of them). */
  keys: string[];
};

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** Every alternative of a JSON Schema (anyOf/oneOf/allOf flattened). */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const nestedSchemas = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...nestedSchemas.flatMap(alternatives)];
}

/** A pattern of digits only: ids, pages, phones ('^[1-9]\\d{0,9}$', '^\\d*$'). */
const DIGITS_PATTERN = /^\^[[\]\\d{},0-9*+?-]*\$$/;

function factsOf(name: string, schema: JsonSchema | undefined, example: FuzzValue | undefined): FieldFacts {
  const all = schema ? alternatives(schema) : [];
  const types = all.flatMap((alt) => (Array.isArray(alt.type) ? alt.type : alt.type ? [alt.type] : []));
  const patterns = all.map((alt) => alt.pattern).filter((pattern): pattern is string => Boolean(pattern));
  const enumValues = all.flatMap((alt) =>
    [...(alt.enum ?? []), alt.const].filter((value): value is string => typeof value === 'string'),
  );
  return {
    name,
    example,
    numeric:
      types.includes('number') ||
      types.includes('integer') ||
      patterns.some((pattern) => DIGITS_PATTERN.test(pattern)) ||
      typeof example === 'number',
    date: /date|year|birth/i.test(name) || patterns.some((pattern) => pattern.includes('\\d{4}-')),
    enumValues,
    nullable: types.includes('null') || all.some((alt) => alt.const === null || alt.enum?.includes(null)),
  };
}

/** The fields of a query or body schema (input side), with the example's keys that it does not list. */
export function fieldsOf(schema: z.ZodType, example: Record<string, FuzzValue>): FieldFacts[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = {
    ...Object.fromEntries(alternatives(json).flatMap((alt) => Object.entries(alt.properties ?? {}))),
  };
  const names = [...new Set([...Object.keys(properties), ...Object.keys(example)])];
  return names.map((name) => factsOf(name, properties[name], example[name]));
}

/** Every entry of the table with a query or a JSON body (uploads are multipart: their own tests cover them). */
export function fuzzTargets(table: Record<string, Endpoint> = ENDPOINTS): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const [name, entry] of Object.entries(table)) {
    if (entry.upload) continue;
    const part = entry.body ? 'body' : entry.query ? 'query' : null;
    if (!part) continue;
    const schema = (part === 'body' ? entry.body : entry.query)!;
    const raw = part === 'body' ? entry.example?.body : entry.example?.query;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new Error(`${name}: the fuzzer needs a valid example ${part} (an object) in the endpoint table`);
    }
    const example = raw as Record<string, FuzzValue>;
    targets.push({ name, entry, part, example, fields: fieldsOf(schema, example) });
  }
  return targets;
}

const WHOLE_BODIES: FuzzValue[] = [
  null,
  true,
  5,
  'text',
  [],
  {},
  nested(100_000, 'array'),
  nested(40, 'object'),
];

const RAW_BODIES: { contentType: string | null; text: string }[] = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '{"a":1}}' },
  { contentType: 'application/json', text: "{'a':1}" },
  { contentType: 'application/json', text: 'NaN' },
  { contentType: 'application/json', text: '\ufeff{}' },
  { contentType: 'application/json', text: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: '{}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  {
    contentType: 'multipart/form-data; boundary=x',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { contentType: null, text: '{}' },
];

const WHOLE_QUERIES: FuzzValue[] = [{}, { '': '' }];

/** fast-check arbitrary of the hostile requests of one target. */
export function caseArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const longBytes = target.part === 'body' ? BODY_LONG_BYTES : QUERY_LIMIT_BYTES;
  const keyed = target.entry.creates ? fc.boolean() : fc.constant(false);
  const names = target.fields.map((field) => field.name);
  const change = (field: FieldFacts): fc.Arbitrary<FieldChange> => {
    const values =
      target.part === 'query'
        ? fc.oneof(
            { weight: 6, arbitrary: hostileValue(field, longBytes) },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_TEXTS).map((text) => new RawQuery(text)) },
          )
        : hostileValue(field, longBytes);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant({ field: field.name, value: undefined }) },
      { weight: 8, arbitrary: values.map((value) => ({ field: field.name, value })) },
    );
  };
  // Mostly one field at a time, so that a hostile value is not hidden behind another field's refusal.
  const picked = fc
    .oneof(
      { weight: 6, arbitrary: fc.constant(1) },
      { weight: 3, arbitrary: fc.constant(2) },
      { weight: 1, arbitrary: fc.constant(3) },
    )
    .chain((count) =>
      fc.shuffledSubarray(names, {
        minLength: Math.min(count, names.length),
        maxLength: Math.min(count, names.length),
      }),
    );
  const fieldsCase = fc
    .record({
      picked,
      extras: fc.array(
        fc.tuple(
          extraFieldName,
          hostileValue(
            { name: 'extra', example: 'x', numeric: false, date: false, enumValues: [], nullable: false },
            2000,
          ),
        ),
        {
          maxLength: 2,
        },
      ),
      keyed,
    })
    .chain(({ picked, extras, keyed: withKey }) =>
      fc
        .tuple(...picked.map((name) => change(target.fields.find((field) => field.name === name)!)))
        .map((changes): FuzzCase => ({ kind: 'fields', changes, extras, keyed: withKey })),
    );
  const whole = fc
    .record({
      value: fc.constantFrom(...(target.part === 'body' ? WHOLE_BODIES : WHOLE_QUERIES)),
      keyed,
    })
    .map((whole): FuzzCase => ({ kind: 'whole', ...whole }));
  if (target.part === 'query') {
    return fc.oneof({ weight: 12, arbitrary: fieldsCase }, { weight: 1, arbitrary: whole });
  }
  const raw = fc
    .record({ body: fc.constantFrom(...RAW_BODIES), keyed })
    .map(({ body, keyed: withKey }): FuzzCase => ({ kind: 'raw', ...body, keyed: withKey }));
  return fc.oneof(
    { weight: 12, arbitrary: fieldsCase },
    { weight: 1, arbitrary: whole },
    { weight: 1, arbitrary: raw },
  );
}

/** The example with the case's changes and extras applied (key order: the example's, then the extras). */
function changed(example: Record<string, FuzzValue>, kase: Extract<FuzzCase, { kind: 'fields' }>) {
  const entries = new Map<string, FuzzValue>(Object.entries(example));
  for (const { field, value } of kase.changes) {
    if (value === undefined) entries.delete(field);
    else entries.set(field, value);
  }
  return [...entries.entries(), ...kase.extras];
}

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The keys of a JSON object text (none for other JSON). */
function topKeys(text: string): string[] {
  if (!text.startsWith('{')) return [];
  try {
    return Object.keys(JSON.parse(text) as object);
  } catch {
    return [];
  }
}

/** The HTTP request of a case, built on the current example (its version refreshed by the runner). */
export function buildRequest(
  target: FuzzTarget,
  example: Record<string, FuzzValue>,
  kase: FuzzCase,
): FuzzRequest {
  const { method, path } = target.entry;
  if (target.part === 'query') {
    const entries =
      kase.kind === 'fields'
        ? changed(example, kase)
        : Object.entries(
            kase.kind === 'whole' && kase.value && typeof kase.value === 'object' ? kase.value : {},
          );
    const parts = entries.flatMap(([key, value]) => queryParts(key, value));
    const query = queryString(parts);
    return {
      method,
      path: query ? `${path}?${query}` : path,
      contentType: null,
      body: undefined,
      // As the server reads them: decoded, or still encoded when they do not decode (a lone surrogate's bytes).
      keys: [...entries.map(([key]) => key), ...parts.flatMap((part) => [part.key, decodedKey(part.key)])],
    };
  }
  if (kase.kind === 'raw') {
    return { method, path, contentType: kase.contentType, body: kase.text, keys: [] };
  }
  if (kase.kind === 'whole') {
    const body = jsonText(kase.value);
    return { method, path, contentType: 'application/json', body, keys: topKeys(body) };
  }
  const entries = changed(example, kase);
  return {
    method,
    path,
    contentType: 'application/json',
    body: jsonText(objectOf(entries)),
    keys: entries.map(([key]) => key),
  };
}

/** A short description of a case for reports. */
export function describeCase(kase: FuzzCase): string {
  switch (kase.kind) {
    case 'fields': {
      const parts = kase.changes.map(({ field, value }) =>
        value === undefined ? `${field}: (dropped)` : `${field}: ${describeValue(value)}`,
      );
      for (const [key, value] of kase.extras) parts.push(`+${JSON.stringify(key)}: ${describeValue(value)}`);
      return parts.join(', ') || '(the example)';
    }
    case 'whole':
      return `whole input ${describeValue(kase.value)}`;
    case 'raw': {
      const text = kase.text.length > 60 ? `${kase.text.slice(0, 60)}…` : kase.text;
      return `raw body ${JSON.stringify(text)} as ${kase.contentType ?? '(no content type)'}`;
    }
  }
}
