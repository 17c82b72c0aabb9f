import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  asksForPage,
  pageAnswerSchema,
  pageQuerySchema,
  type Endpoint,
  type EndpointResponse,
  type PageAnswer,
  type PageRequest,
  type PageSpec,
  type ParsedBody,
  type ParsedQuery,
} from '@school/shared-api/contracts';
import { z } from 'zod';
import { requireAuth } from '../auth/plugin';
import type { AuthContext } from '../auth/service';
import type { AppContext } from '../context';
import { runIdempotent } from './idempotency';
import { checkNamedRows, type RouteScope } from './scope';
import { parseInput } from './validate';

declare module 'fastify' {
  // Module augmentation only works with interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The table entry the route was registered from (route() sets it; the auth hook reads it). */
    endpoint?: Endpoint;
  }
}

/** Largest JSON body: room for a 1 MB text so that it is refused by its field's rule with a 400, not a 413. */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

export type { RouteScope } from './scope';

/**
 * The file of an upload entry's request (multipart field `file`), or why there is none, with the request's
 * other multipart fields (text values, in whatever order they came; the handler checks them).
 */
export type UploadedFile =
  | { buffer: Buffer; filename: string; fields: Record<string, string> }
  | { refused: 'missing' | 'tooLarge'; fields: Record<string, string> };

export type RouteInput<E extends Endpoint> = {
  /** The signed-in user; null only on public entries. */
  auth: E['scope'] extends 'public' ? AuthContext | null : AuthContext;
  scope: RouteScope;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  /** Paged list entries only: the page asked for (with `limit`), or null for the plain list. */
  page: E['page'] extends PageSpec ? PageRequest | null : null;
  /** Upload entries only: the file, read before the handler (and before the Idempotency-Key check). */
  file: E['upload'] extends true ? UploadedFile : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A file answer: the bytes, their type and the name the browser saves them under. */
export type FileAnswer = { body: Buffer | string; contentType: string; fileName: string };
/** A redirect answer (302). */
export type RedirectAnswer = { redirect: string };

type Answer<E extends Endpoint> = E['answer'] extends 'file'
  ? FileAnswer
  : E['answer'] extends 'redirect'
    ? RedirectAnswer
    : E['noContent'] extends true
      ? EndpointResponse<E> | null
      : E['page'] extends PageSpec
        ? EndpointResponse<E> | PageAnswer<E>
        : EndpointResponse<E>;

export type RouteHandler<E extends Endpoint> = (input: RouteInput<E>) => Promise<Answer<E>>;

/**
 * A handler in two steps, for work whose reading part is long (an uploaded file parsed and checked row by
 * row): `prepare` reads and computes and writes nothing, before a creating request's Idempotency-Key
 * transaction begins; `handle` writes, inside it. On PGlite that transaction holds the one connection,
 * so every other request waits while it is open: it should hold only the writes.
 */
export type PreparedHandler<E extends Endpoint, P> = {
  prepare(input: RouteInput<E>): Promise<P>;
  handle(input: RouteInput<E>, prepared: P): Promise<Answer<E>>;
};

export type RouteOptions = {
  /** Check every JSON answer against the entry's response schema (the server tests turn it on). */
  checkResponses?: boolean;
};

function scopeOf(entry: Endpoint, auth: AuthContext | null): RouteScope {
  if (!auth || entry.scope === 'public') return { kind: 'public' };
  switch (entry.scope) {
    case 'all':
      return { kind: 'all' };
    case 'branch':
      return {
        kind: 'branch',
        allBranches: auth.allBranches,
        locations: auth.locations,
        userId: auth.userId,
      };
    case 'family':
      return { kind: 'family', userId: auth.userId };
    case 'own':
      return { kind: 'own', userId: auth.userId };
  }
}

/** Reads every part: the first file part and the text fields, before or after it. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    let file: { buffer: Buffer; filename: string } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        file ??= { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    return file ? { ...file, fields } : { refused: 'missing', fields };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { refused: 'tooLarge', fields };
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { refused: 'missing', fields };
    throw error;
  }
}

/** The page a list request asks for, or null (no `limit`: the plain list). */
function pageOf(entry: Endpoint, query: Record<string, unknown>): PageRequest | null {
  if (!entry.page || !asksForPage(query)) return null;
  const filters: Record<string, unknown> = {};
  for (const name of Object.keys(entry.page.filters ?? {}))
    if (query[name] !== undefined) filters[name] = query[name];
  return {
    limit: query.limit as number,
    offset: query.offset as number,
    sort: query.sort as string,
    order: query.order as 'asc' | 'desc',
    q: query.q as string,
    filters,
  };
}

/** The schema a page of a paged list's answer is checked against (the plain answer for other entries). */
function pageAnswerOf(entry: Endpoint): z.ZodType {
  if (!entry.page || !(entry.response instanceof z.ZodArray)) return entry.response;
  return pageAnswerSchema(entry.response.element as z.ZodType, entry.page.summary);
}

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  // RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * as they are, which the grammar does not allow.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What a route does before the wrapper reads its request. */
export type RouteHooks = {
  /** Runs after the auth hook, before the body is read and parsed (sign-in throttling); throw to refuse. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
};

/**
 * Registers the route of one table entry: the auth hook checks the session and the entry's permissions,
 * this wrapper validates the query and body against the entry's schemas (400 with Russian field messages),
 * checks that every row named in the entry's `ids` fields is in the caller's scope (404 otherwise), runs
 * creating requests under their Idempotency-Key, and sends the handler's answer. A handler does only
 * its work.
 */
export function route<E extends Endpoint, P = never>(
  api: FastifyInstance,
  ctx: AppContext & RouteOptions,
  entry: E,
  handler: RouteHandler<E> | PreparedHandler<E, P>,
  hooks: RouteHooks = {},
): void {
  // Built once per route, not per request: the page query and the page answer of a paged list.
  const pageQuery = entry.page ? pageQuerySchema(entry) : undefined;
  const pageAnswer = pageAnswerOf(entry);

  const run = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const auth = entry.scope === 'public' ? request.auth : requireAuth(request);
    const paged = Boolean(entry.page) && asksForPage(request.query);
    const querySchema = paged ? pageQuery : entry.query;
    const query = querySchema ? parseInput(querySchema, request.query, 'query') : undefined;
    const input = {
      auth,
      scope: scopeOf(entry, auth),
      query: query as ParsedQuery<E>,
      page: paged ? pageOf(entry, query as Record<string, unknown>) : null,
      body: (entry.body && !entry.upload ? parseInput(entry.body, request.body) : undefined) as ParsedBody<E>,
      file: entry.upload ? await readUpload(request) : undefined,
      request,
      reply,
    } as RouteInput<E>;

    await checkNamedRows(ctx.db, ctx.scopes, entry, input.scope, [input.query, input.body]);

    const prepared = typeof handler === 'function' ? undefined : await handler.prepare(input);
    const answer = async (): Promise<unknown> => {
      const result = (
        typeof handler === 'function' ? await handler(input) : await handler.handle(input, prepared as P)
      ) as unknown;
      if (entry.answer === 'redirect') {
        reply.header('Cache-Control', 'no-store');
        return reply.redirect((result as RedirectAnswer).redirect, 302);
      }
      if (entry.answer === 'file') {
        const file = result as FileAnswer;
        reply.header('content-type', file.contentType);
        reply.header('content-disposition', contentDisposition(file.fileName));
        return reply.send(file.body);
      }
      if (result === null && entry.noContent) {
        reply.code(204);
        return null;
      }
      if (ctx.checkResponses) {
        const checked = (paged ? pageAnswer : entry.response).safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues },
            `answer of ${entry.method} ${entry.path} breaks its schema`,
          );
          throw new Error(`Answer of ${entry.method} ${entry.path} does not match its response schema`);
        }
      }
      // A JSON answer that is a string ('ok' of GET /remove/attachment) goes as JSON, not as plain text.
      if (typeof result === 'string') {
        reply.type('application/json; charset=utf-8');
        return JSON.stringify(result);
      }
      return result;
    };

    if (entry.creates && auth) {
      // An upload's fingerprint is its file: the same bytes under the same key replay the first answer.
      const file = input.file as UploadedFile | undefined;
      const fingerprint =
        file && 'buffer' in file
          ? { filename: file.filename, bytes: file.buffer, fields: { ...file.fields } }
          : file;
      return runIdempotent(ctx, request, reply, auth.userId, answer, fingerprint);
    }
    const result = await answer();
    if (result === null && reply.statusCode === 204) return reply.send();
    return result;
  };

  const options = {
    method: entry.method,
    url: entry.path,
    config: { endpoint: entry },
    // A HEAD twin of a GET would run it (and spend a one-time sign-in link to a link checker).
    exposeHeadRoute: false,
    bodyLimit: JSON_BODY_LIMIT,
    ...(hooks.onRequest ? { onRequest: hooks.onRequest } : {}),
    handler: run,
  };
  if (!entry.upload) {
    api.route(options);
    return;
  }
  // Multipart parsing only in the scope of the upload route.
  void api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: entry.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
    });
    scope.route(options);
  });
}
