/**
 * The hostile values of the schema fuzzer: what review and experience say breaks request handling (NUL
 * characters, lone surrogates, huge and deeply nested values, SQL and HTML metacharacters, impossible dates,
 * out-of-range and malformed ids and amounts, values of the wrong type), as fast-check arbitraries. The
 * same catalogue serves JSON bodies and query strings; `queryValue` maps a value onto what a query string
 * can carry.
 */
import fc from 'fast-check';

/** JSON text sent as is (numbers JSON.stringify cannot write, like 1e400 or -0, and very deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A long text of `unit` repeated to about `bytes` bytes (UTF-8), built only when the request is. */
export class LongText {
  constructor(
    readonly unit: string,
    readonly bytes: number,
  ) {}

  build(bytes = this.bytes): string {
    const unitBytes = Buffer.byteLength(this.unit);
    return this.unit.repeat(Math.max(1, Math.floor(bytes / unitBytes)));
  }
}

/** Text already percent-encoded for a query string (malformed escapes, encoded NUL, WTF-8 surrogates). */
export class RawQuery {
  constructor(readonly text: string) {}
}

export type FuzzValue =
  | null
  | boolean
  | number
  | string
  | RawJson
  | LongText
  | RawQuery
  | FuzzValue[]
  | { [key: string]: FuzzValue };

/** A JSON body can hold about 1 MB of text in one field (the server's body limit is 2 MB). */
export const BODY_LONG_BYTES = 1024 * 1024;
/**
 * A query string is kept under 8 KB: Node refuses a request line and headers over 16 KB with 431 and no
 * body, before any route runs (the documented limit of query strings).
 */
export const QUERY_LIMIT_BYTES = 8 * 1024;

const NUL = '\u0000';

/** SQL and HTML metacharacters, LIKE wildcards and template syntax, alone and in typical payloads. */
export const METACHARACTERS = [
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '\\',
  '%',
  '_',
  '%_\\',
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  "Robert'); DELETE FROM contacts; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password FROM users --",
  '$1',
  '$$',
  ':name',
  '?',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  'javascript:alert(1)',
  '&lt;&amp;&#0;',
  '=cmd|" /C calc"!A0',
  '+7',
  '@SUM(1)',
  '\r\n\tx',
  '\u202eevil',
  '\ufeff',
  '😀',
  '\u00ad',
] as const;

/** Text the database cannot store. */
export const NUL_TEXTS = [NUL, `a${NUL}b`, `${NUL}${NUL}`, `Иван${NUL}`] as const;
export const LONE_SURROGATES = ['\ud800', '\udfff', `x\ud83dy`, `\udc00\ud800`, 'Иван\ud800'] as const;

/** Calendar dates and wall times around the years the database and luxon handle (0000 and 9999 included). */
export const dateText: fc.Arbitrary<string> = fc
  .record({
    year: fc.constantFrom(0, 1, 99, 999, 1899, 1900, 2026, 2199, 2200, 9999, 10000, 275760),
    month: fc.constantFrom(0, 1, 2, 12, 13, 99),
    day: fc.constantFrom(0, 1, 28, 29, 30, 31, 32),
    time: fc.constantFrom('', ' 00:00', ' 23:59:59', ' 24:00', ' 12:60', 'T09:00:00Z', ' 9:5'),
    signed: fc.constantFrom('', '', '', '-', '+'),
  })
  .map(({ year, month, day, time, signed }) => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    return `${signed}${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}${time}`;
  });

export const DATE_EDGES = [
  '0000-01-01',
  '9999-12-31',
  '0000',
  '9999',
  '0000-00-00',
  '0000-01-01 00:00',
  '9999-12-31 23:59:59',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '1899-12-31',
  '2200-01-01',
  '10000-01-01',
  '-0001-01-01',
  '2026-03-16T09:00:00Z',
  'infinity',
  '-infinity',
  'epoch',
  'today',
  'позавчера',
] as const;

/** Ids and amounts: negative, zero, fractional, above 2^31 and above 2^53, as numbers. */
export const NUMBER_EDGES: readonly FuzzValue[] = [
  -1,
  0,
  0.5,
  1.5,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
  new RawJson('7e0'),
  new RawJson('0.0000001e7'),
];

/** The same as text, and the id forms review found accepted: true, [5], "0x6", " 7". */
export const ID_FORMS: readonly FuzzValue[] = [
  true,
  false,
  [5],
  [],
  ['7'],
  [[7]],
  { id: 7 },
  '0x6',
  ' 7',
  '7 ',
  '\t7',
  '+7',
  '07',
  '-7',
  '7.0',
  '7.5',
  '1e1',
  '0b1',
  '0o7',
  'Infinity',
  'NaN',
  '0',
  '-0',
  '2147483648',
  '4294967296',
  '9999999999',
  '99999999999',
  '9007199254740993',
  '７',
  '٧',
  '7\u0000',
  '1,5',
  '1 000',
];

/** A value nested `depth` levels deep, as JSON text (arrays or objects). */
export function nested(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array'
    ? new RawJson(`${'['.repeat(depth)}5${']'.repeat(depth)}`)
    : new RawJson(`${'{"a":'.repeat(depth)}5${'}'.repeat(depth)}`);
}

/** Malformed or hostile percent-encoding: only a query string can carry these. */
export const RAW_QUERY_TEXTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%80',
  '%FF%FE',
  '%uD800',
  '%2B7',
  '+7',
  '%20%207',
  '%E2%80%AE',
  '%27%3B--',
  '%3Cscript%3E',
] as const;

/** Where a field's value comes from: the entry's valid example, or nothing when the example leaves it out. */
export type FieldFacts = {
  name: string;
  /** The valid example's value, when the example gives one. */
  example: FuzzValue | undefined;
  /** Numbers or digit strings: ids, amounts, pages, versions, phones. */
  numeric: boolean;
  /** Dates, wall times, birth years. */
  date: boolean;
  /** Allowed values of an enum field. */
  enumValues: readonly string[];
  /** The schema accepts null (is_substitute: null is a lesson without a substitute). */
  nullable: boolean;
};

/** Puts `fragment` inside `text` at a position fast-check picks. */
function inject(text: string, fragments: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: text.length }), fragments)
    .map(([at, fragment]) => `${text.slice(0, at)}${fragment}${text.slice(at)}`);
}

/**
 * Hostile values for one field, from its facts and its valid example: wrong types, empty and huge text,
 * NUL and lone surrogates, deep nesting, metacharacters, impossible dates, edge numbers and id forms.
 * Every group is tried on every field (a wrong type is the point); the field's own kind is weighted up.
 */
export function hostileValue(field: FieldFacts, longBytes: number): fc.Arbitrary<FuzzValue> {
  const example = field.example;
  const exampleText =
    typeof example === 'string' ? example : typeof example === 'number' ? String(example) : 'x';
  const wrongTypes = fc.constantFrom<FuzzValue>(
    null,
    true,
    false,
    {},
    [],
    example === undefined ? ['x'] : [example],
    example === undefined ? { value: 'x' } : { value: example },
    0,
    1,
    -1,
    1.5,
    typeof example === 'number' ? String(example) : 7,
  );
  const emptyish = fc.constantFrom<FuzzValue>(
    '',
    ' ',
    '   ',
    '\t\n',
    `  ${exampleText}  `,
    '\u00a0',
    '\u200b',
  );
  const long = fc.constantFrom<FuzzValue>(
    new LongText('a', longBytes),
    new LongText('я', longBytes),
    new LongText('<script>', longBytes),
    new LongText("'", longBytes),
    new LongText('7', longBytes),
  );
  const unstorable = fc.oneof(
    fc.constantFrom<FuzzValue>(...NUL_TEXTS, ...LONE_SURROGATES),
    inject(exampleText, fc.constantFrom(NUL, ...LONE_SURROGATES)),
    fc.string({ unit: fc.constantFrom(NUL, '\ud800', '\udfff', 'a', 'я', '😀'), minLength: 1, maxLength: 8 }),
  );
  const deep = fc.constantFrom<FuzzValue>(
    nested(33, 'array'),
    nested(33, 'object'),
    nested(1000, 'array'),
    nested(100_000, 'array'),
    nested(5000, 'object'),
  );
  const metacharacters = fc.oneof(
    fc.constantFrom<FuzzValue>(...METACHARACTERS),
    inject(exampleText, fc.constantFrom(...METACHARACTERS)),
    fc.string({
      unit: fc.constantFrom("'", '"', ';', '-', '<', '>', '%', '_', '\\', '/', '*', '&', 'я'),
      maxLength: 12,
    }),
  );
  const dates = fc.oneof(fc.constantFrom<FuzzValue>(...DATE_EDGES), dateText);
  const numbers = fc.oneof(
    fc.constantFrom<FuzzValue>(...NUMBER_EDGES),
    fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new RawJson(n.toString())),
  );
  const idForms = fc.oneof(
    fc.constantFrom<FuzzValue>(...ID_FORMS),
    // Ten digits and above 2^31: what a digit pattern of \d{1,10} lets through to an integer column.
    fc.bigInt({ min: 2n ** 31n, max: 10n ** 10n - 1n }).map(String),
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 64n }).map(String),
    fc.integer({ min: -1000, max: 1000 }).map(String),
  );
  // Values that pass the field's rules, so that a hostile value elsewhere reaches the handler with them.
  const plausible = fc.constantFrom<FuzzValue>(
    ...(example === undefined ? [] : [example]),
    ...field.enumValues,
    ...(field.numeric ? ['1', '2', '12', 1, 2, 12] : []),
    ...(field.date ? ['2026-03-16', '2026-12-01 10:00', '2016', '1900-01-01', '2199-12-31 23:59:59'] : []),
    ...(!field.numeric && !field.date ? ['Иван', 'a@b.by', 'Минск', 'x'.repeat(100)] : []),
    '',
  );
  const enums =
    field.enumValues.length > 0
      ? fc.oneof(
          fc.constantFrom(...field.enumValues).map((value) => value.toUpperCase()),
          fc.constantFrom(...field.enumValues).map((value) => ` ${value}`),
          fc.constantFrom(...field.enumValues).map((value) => [value]),
        )
      : fc.constant<FuzzValue>('other');
  const anyJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<FuzzValue>;

  const own = field.numeric ? 8 : 1;
  return fc.oneof(
    { weight: 2, arbitrary: plausible },
    { weight: 3, arbitrary: wrongTypes },
    { weight: 2, arbitrary: emptyish },
    { weight: 1, arbitrary: long },
    { weight: 3, arbitrary: unstorable },
    { weight: 1, arbitrary: deep },
    { weight: 3, arbitrary: metacharacters },
    { weight: field.date ? 8 : 1, arbitrary: dates },
    { weight: own, arbitrary: numbers },
    { weight: own, arbitrary: idForms },
    { weight: field.enumValues.length > 0 ? 3 : 0, arbitrary: enums },
    { weight: 1, arbitrary: anyJson },
  );
}

/** Names of fields no schema declares: prototype keys, near-misses of real names, unstorable keys. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'extra',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'user_id',
    'is_admin',
    'permissions',
    'version',
    '',
    ' ',
    'a.b',
    'a[b]',
    '$where',
    `a${NUL}b`,
    '\ud800',
    '<script>',
    "'; --",
  ),
  fc.string({ maxLength: 12 }),
);

/** Serializes a body value to JSON text, writing RawJson as is and building LongText. */
export function jsonText(value: FuzzValue): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, function (this: unknown, _key: string, current: unknown) {
    if (current instanceof RawJson) {
      raws.push(current.text);
      return `${RAW_MARK}${raws.length - 1}${RAW_MARK}`;
    }
    if (current instanceof LongText) return current.build();
    if (current instanceof RawQuery) return current.text;
    return current;
  });
  return text.replace(
    new RegExp(`"${RAW_MARK}(\\d+)${RAW_MARK}"`, 'g'),
    (_match, index: string) => raws[Number(index)],
  );
}
const RAW_MARK = '@@fuzz-raw@@';

/** A plain object whose keys may include '__proto__' as an own property (as JSON.parse would make it). */
export function objectOf(entries: readonly (readonly [string, FuzzValue])[]): { [key: string]: FuzzValue } {
  const object: { [key: string]: FuzzValue } = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** Percent-encodes text for a query string; a lone surrogate goes out as its WTF-8 bytes. */
export function encodeQueryText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      // Also ' and the other marks encodeURIComponent leaves: the URL parser would encode ' to three bytes.
      out += encodeURIComponent(char).replace(
        /[!'()*]/g,
        (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`,
      );
    }
  }
  return out;
}

/** Encoded text of a structured value in a query: at most this many characters ('[' is three: %5B). */
const QUERY_VALUE_BYTES = 1500;

/** `text` percent-encoded; when that is over QUERY_VALUE_BYTES, its start and end that fit (the nesting's both sides). */
function encodedWithin(text: string): string {
  const whole = encodeQueryText(text);
  if (whole.length <= QUERY_VALUE_BYTES) return whole;
  let half = Math.floor(QUERY_VALUE_BYTES / 2);
  for (;;) {
    const cut = encodeQueryText(`${text.slice(0, half)}${text.slice(-half)}`);
    if (cut.length <= QUERY_VALUE_BYTES) return cut;
    half = Math.floor(half / 2);
  }
}

/** One `key=value` (or bare `key`) of a query string, already encoded. */
export type QueryPart = { key: string; value: string | null; long?: LongText };

/**
 * The query-string form of a fuzz value for `key`: text as text, numbers and booleans as their text,
 * arrays as the key repeated, null as a bare key, objects and deep nesting as their JSON text.
 */
export function queryParts(key: string, value: FuzzValue): QueryPart[] {
  const encodedKey = encodeQueryText(key);
  // null: a bare key (`?id`), which parsers read as an empty string.
  if (value === null) return [{ key: encodedKey, value: null }];
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ key: `${encodedKey}[]`, value: '' }];
    return value.flatMap((item) => queryParts(key, Array.isArray(item) ? jsonText(item) : item));
  }
  if (value instanceof RawQuery) return [{ key: encodedKey, value: value.text }];
  if (value instanceof LongText) return [{ key: encodedKey, value: '', long: value }];
  // Deep nesting and objects as their JSON text, cut to fit the query-string budget.
  if (value instanceof RawJson) return [{ key: encodedKey, value: encodedWithin(value.text) }];
  if (typeof value === 'object') return [{ key: encodedKey, value: encodedWithin(jsonText(value)) }];
  return [{ key: encodedKey, value: encodeQueryText(String(value)) }];
}

/**
 * Joins query parts into a query string, giving long values what is left of the 8 KB budget (so that a
 * case never meets Node's 431, which no route can answer).
 */
export function queryString(parts: readonly QueryPart[]): string {
  const fixed = parts.filter((part) => !part.long);
  const fixedBytes = fixed.reduce((sum, part) => sum + part.key.length + (part.value?.length ?? 0) + 2, 0);
  const longs = parts.filter((part) => part.long);
  const share = longs.length > 0 ? Math.floor((QUERY_LIMIT_BYTES - 200 - fixedBytes) / longs.length) : 0;
  const text = parts
    .map((part) => {
      if (part.long) {
        const unitEncoded = encodeQueryText(part.long.unit).length;
        const units = Math.max(1, Math.floor((share - part.key.length - 1) / unitEncoded));
        return `${part.key}=${encodeQueryText(part.long.unit).repeat(units)}`;
      }
      return part.value === null ? part.key : `${part.key}=${part.value}`;
    })
    .join('&');
  return text;
}

/** A short, printable form of a value for reports (long text abbreviated, escapes visible). */
export function describeValue(value: FuzzValue | undefined): string {
  if (value === undefined) return '(absent)';
  if (value instanceof LongText) return `${JSON.stringify(value.unit)} × ${value.bytes} bytes`;
  if (value instanceof RawJson)
    return value.text.length > 60 ? `${value.text.slice(0, 30)}…(${value.text.length} chars)` : value.text;
  if (value instanceof RawQuery) return `raw query ${value.text}`;
  const text = jsonText(value);
  return text.length > 120 ? `${text.slice(0, 100)}…(${text.length} chars)` : text;
}
