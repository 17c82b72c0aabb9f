import type { z } from 'zod';
import type { PageSpec } from './paging';
import type { Permission } from './permissions';

/**
 * Whose data a call reaches (DESIGN.md section 4):
 * - public: no session needed (sign-in);
 * - all: any holder of the permissions sees the same data (reference lists, the user's own session);
 * - branch: limited to the user's branches (locations) unless the role has all branches;
 * - family: a parent or child sees only the contracts linked to their account;
 * - own: only the user's own rows (their tasks, their lessons).
 */
export type EndpointScope = 'public' | 'all' | 'branch' | 'family' | 'own';

/** Rows a request can name by id; the access matrix tries another branch's or family's ids in these fields. */
export type ScopedEntity =
  | 'contact'
  | 'lead'
  | 'comment'
  | 'contract'
  | 'group'
  | 'location'
  | 'user'
  | 'payment'
  | 'transaction'
  | 'appointment'
  | 'lesson'
  | 'makeup'
  | 'topic'
  | 'file'
  | 'task';

/** What a call does to the data (Endpoint.effect). */
export type EndpointEffect = 'reads' | 'changes' | 'signs-in';

/** How the success answer is sent: JSON checked against `response`, a file download, or a redirect. */
export type AnswerKind = 'json' | 'file' | 'redirect';

/** Error statuses an operation may answer (every error body is an ApiErrorBody). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * One call of the API, declared once: the server registers its route from it (validation, permission and
 * scope checks), the client's call functions and permission checks read it, and the OpenAPI document is
 * generated from it.
 */
export type Endpoint = {
  /** PUT: an update of a row the specification sends with PUT (a location, a requisite). */
  method: 'GET' | 'POST' | 'PUT';
  /** The path under the API base, exactly as the specification gives it. */
  path: string;
  /**
   * What the call does to the data, whatever its method (the specification removes with some GETs):
   * - reads: changes no row (the cross-site test checks that it changes nothing);
   * - changes: writes; refused when sent from another site's page (Origin, Sec-Fetch-Site), GET included;
   * - signs-in: starts a session from a link that arrives from elsewhere (a mail, a webmail's page): its
   *   one-time token is the proof, so another site's page may lead to it.
   */
  effect: EndpointEffect;
  /** One line in Russian: what the call does (OpenAPI summary). */
  summary: string;
  /** Area of the product (OpenAPI tag). */
  tag: 'auth' | 'reference' | 'money' | 'learning' | 'sales' | 'people';
  /** Every permission listed is required; an empty list means any signed-in user. */
  permissions: readonly Permission[];
  /**
   * Or all of these instead: one path that two pages with different audiences call (POST
   * /report/student/hours from the money reports page, report.view, and from the attendance page,
   * report_attendance.view).
   */
  orPermissions?: readonly Permission[];
  scope: EndpointScope;
  /** Query string schema (GET). */
  query?: z.ZodType;
  /** JSON body schema (POST, PUT), or the fields of a multipart upload (documentation only). */
  body?: z.ZodType;
  /** A multipart/form-data upload with a `file` part. */
  upload?: true;
  /** Largest file of an upload, in bytes. */
  uploadMaxBytes?: number;
  /** Fields of the query or body that name a row, and which kind (checked against the user's scope). */
  ids?: Readonly<Record<string, ScopedEntity>>;
  /**
   * A big list paged on the server (contracts/paging.ts): without `limit` the call answers its plain list
   * (`response`, an array), with `limit` one page of `{rows, total, offset, limit}` and the summary.
   */
  page?: PageSpec;
  /** A creating request: honours the Idempotency-Key header (DESIGN.md section 3). */
  creates?: true;
  /** The success answer; for a file or a redirect, what the OpenAPI document describes. */
  response: z.ZodType;
  /** 'json' unless given. */
  answer?: AnswerKind;
  /** The success may also be 204 No Content (nothing to answer). */
  noContent?: true;
  /** Statuses beyond those every call can answer (400 bad input, 401, 403, 429). */
  errors?: readonly ErrorStatus[];
  /** An example request and answer for the reference page. */
  example?: { query?: Record<string, string>; body?: unknown; response?: unknown };
};

/** Keeps the literal types of an entry (its schemas) for the typed helpers below. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends in the query string. */
export type EndpointQuery<E extends Endpoint> = SchemaInput<E['query']>;
/** What a client sends as the JSON body. */
export type EndpointBody<E extends Endpoint> = SchemaInput<E['body']>;
/** The query after validation (defaults and transforms applied), as a handler gets it. */
export type ParsedQuery<E extends Endpoint> = SchemaOutput<E['query']>;
/** The body after validation, as a handler gets it. */
export type ParsedBody<E extends Endpoint> = SchemaOutput<E['body']>;
/** The success answer. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** True when the held permissions allow the call (the client's checks read the entry, like the server). */
export function canCall(
  held: readonly string[],
  entry: Pick<Endpoint, 'permissions' | 'orPermissions'>,
): boolean {
  const holds = (permissions: readonly string[]) =>
    permissions.every((permission) => held.includes(permission));
  return holds(entry.permissions) || (entry.orPermissions !== undefined && holds(entry.orPermissions));
}
