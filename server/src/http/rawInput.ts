import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';

/**
 * Object keys and array items of one JSON body, all levels together. The largest request of the table (the
 * cost categories' configuration: categories with up to 200 operations each) stays far below.
 */
export const MAX_JSON_MEMBERS = 20_000;
/**
 * Nesting of objects and arrays that is not even parsed. Up to it, parseInput refuses what is deeper than
 * its 32 levels naming the field (validate.ts); beyond it, the body as a whole.
 */
export const MAX_JSON_DEPTH = 1000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * What of a JSON text's shape is over the limits, counted over its bytes before it is parsed: 'members' (keys
 * and separators outside strings), 'depth' (open objects and arrays), or null. One pass, no allocation: a
 * 2 MB body is looked at in milliseconds, while parsing and validating 100,000 keys took seconds.
 */
export function overLimits(
  bytes: Uint8Array,
  limits = { members: MAX_JSON_MEMBERS, depth: MAX_JSON_DEPTH },
): 'members' | 'depth' | null {
  let inString = false;
  let depth = 0;
  let members = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === COLON || byte === COMMA) {
      members += 1;
      if (members > limits.members) return 'members';
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > limits.depth) return 'depth';
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return null;
}

const refusal = (message: string) => new ApiError(400, message, { body: message });

/** Whether a query string's percent-escapes decode as UTF-8 ('%D0%9C' does, '%FF' and '%zz' do not). */
function isUtf8Query(query: string): boolean {
  try {
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an API request carries is refused with a Russian 400 before any route looks at it when it is not
 * UTF-8: a query string whose escapes are not (the query parser would keep '%FF' as text), or a JSON body
 * (decoding would put U+FFFD in place of the bad bytes and store that). A JSON body whose shape is over the
 * limits is refused before it is parsed; the rest goes to Fastify's own parser, with its refusal of
 * __proto__ and constructor keys.
 */
export function registerRawInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    if (at === -1 || !request.url.startsWith('/api/')) return;
    if (!isUtf8Query(request.url.slice(at + 1))) {
      throw new ApiError(400, HTTP_MESSAGES.notUtf8, { query: HTTP_MESSAGES.notUtf8 });
    }
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(refusal(HTTP_MESSAGES.notUtf8), undefined);
    const over = overLimits(bytes);
    if (over === 'members') return done(refusal(HTTP_MESSAGES.tooManyMembers), undefined);
    if (over === 'depth') return done(refusal(HTTP_MESSAGES.tooDeep('body')), undefined);
    parse(request, bytes.toString('utf8'), done);
  });
}
