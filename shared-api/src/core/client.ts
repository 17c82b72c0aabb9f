import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import type { ApiErrorBody } from '../contracts/errors';
import { authEndpoints } from '../contracts/endpoints/auth';
import { ApiError } from './apiError';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_RETRY, idempotencyHeaderValue } from './idempotency';
import { ERROR_MESSAGES, FAILURE_DESCRIPTIONS } from './messages';

export type Notify = (kind: 'error', title: string, description?: string) => void;

type ApiSettings = {
  apiBase: string;
  notify: Notify;
  /**
   * Called on 401 (no session) and 403 (not allowed): the client signs the user out. On a 403 the server's
   * session is ended first (GET /logout), so a reload does not let the user back in.
   */
  onSignedOut: () => void;
};

export type RequestOptions = {
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** The caller shows its own message; the global toast is not shown. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * A creating request's Idempotency-Key (one per form submission: useSubmissionKey). The request carries
   * it and is retried with it after a network error, 408, 429 or a server error: the server runs it once.
   */
  idempotencyKey?: string;
};

let settings: ApiSettings | undefined;
let http: KyInstance | undefined;

/** Called once by the shell (or a remote's standalone bootstrap) with the stage's API base. */
export function configureApi(next: ApiSettings): void {
  settings = next;
  http = ky.create({
    prefixUrl: next.apiBase,
    credentials: 'include',
    retry: 0,
    timeout: 60_000,
  });
}

function client(): { http: KyInstance; settings: ApiSettings } {
  if (!http || !settings) throw new Error('configureApi() must be called before the first request');
  return { http, settings };
}

const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** The API's error body, or undefined when the answer is not the API's JSON (a proxy's HTML page). */
async function errorBody(response: Response): Promise<Partial<ApiErrorBody> | undefined> {
  try {
    const body = (await response.json()) as unknown;
    if (typeof body !== 'object' || body === null) return undefined;
    const { message } = body as Partial<ApiErrorBody>;
    return typeof message === 'string' && message !== '' ? (body as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed call as an ApiError whose message a person can read: the server's own message, or a Russian
 * description of what failed. `technical` is set when that description hides what really happened (a
 * network error, an HTML error page, an unreadable answer), for the console.
 */
async function toApiError(error: unknown): Promise<{ error: ApiError; technical?: unknown }> {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const body = await errorBody(error.response);
    if (body?.message)
      return { error: new ApiError({ statusCode: status, message: body.message, errors: body.errors }) };
    const message = GATEWAY_FAILURES.has(status)
      ? FAILURE_DESCRIPTIONS.unavailable
      : FAILURE_DESCRIPTIONS.unexpected;
    return { error: new ApiError({ statusCode: status, message }), technical: error };
  }
  if (error instanceof TimeoutError)
    return {
      error: new ApiError({ statusCode: 0, message: FAILURE_DESCRIPTIONS.timeout }),
      technical: error,
    };
  // fetch rejects with a TypeError when no answer came ('Failed to fetch', 'fetch failed'); anything else
  // here is an answer the client could not read (a 200 with an HTML page instead of JSON).
  const message = isNetworkFailure(error)
    ? FAILURE_DESCRIPTIONS.unavailable
    : FAILURE_DESCRIPTIONS.unexpected;
  return { error: new ApiError({ statusCode: 0, message }), technical: error };
}

/** fetch's TypeError, by name: it may come from another realm (Node's fetch under a test's jsdom). */
function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError';
}

let endingSession: Promise<void> | undefined;

/**
 * A 403: 'Ошибка доступа', the server's session ended (GET /logout, silent), then the local sign-out.
 * Several 403 answers at once (a page's parallel calls) end the session once; the logout's own failure,
 * whatever it is, still signs out locally.
 */
function endSession(s: ApiSettings): void {
  if (endingSession) return;
  s.notify('error', ERROR_MESSAGES.forbidden);
  endingSession = apiGet(authEndpoints.logout.path, { silent: true })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      endingSession = undefined;
      s.onSignedOut();
    });
}

/** The global mapping of money.md section 8: 403 signs out, 404 and the rest get their toast. */
function report(error: ApiError, silent: boolean | undefined): void {
  const { settings: s } = client();
  if (error.statusCode === 401) {
    s.onSignedOut();
    return;
  }
  if (error.statusCode === 403) {
    endSession(s);
    return;
  }
  if (silent) return;
  if (error.statusCode === 404) s.notify('error', ERROR_MESSAGES.notFound);
  else s.notify('error', ERROR_MESSAGES.other, error.message);
}

function stripSlash(path: string): string {
  return path.startsWith('/') ? path.slice(1) : path;
}

function cleanParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
}

type Body = { json?: unknown; form?: FormData };

async function send<R>(
  method: 'get' | 'post' | 'put',
  path: string,
  body: Body,
  options: RequestOptions,
  read: (response: Response) => Promise<R>,
): Promise<R> {
  const { http: h } = client();
  const kyOptions: Options = {
    method,
    searchParams: cleanParams(options.searchParams),
    signal: options.signal,
  };
  if (body.json !== undefined) kyOptions.json = body.json;
  if (body.form) kyOptions.body = body.form;
  if (options.idempotencyKey !== undefined) {
    kyOptions.headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyHeaderValue(options.idempotencyKey) };
    kyOptions.retry = IDEMPOTENT_RETRY;
  }
  try {
    return await read(await h(stripSlash(path), kyOptions));
  } catch (caught) {
    if (caught instanceof DOMException && caught.name === 'AbortError') throw caught;
    const { error, technical } = await toApiError(caught);
    if (technical !== undefined)
      console.error(`${method.toUpperCase()} ${path}: ${error.message}`, technical);
    report(error, options.silent);
    throw error;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send('get', path, {}, options, readJson<T>);
}

export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return send('post', path, { json: body }, options, readJson<T>);
}

export function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return send('put', path, { json: body }, options, readJson<T>);
}

/** Multipart upload (the browser sets the boundary); answers JSON like the other calls. */
export function apiPostForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  return send('post', path, { form }, options, readJson<T>);
}

export type DownloadedFile = { blob: Blob; fileName?: string };

async function readFile(response: Response): Promise<DownloadedFile> {
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition). */
export function apiGetFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  return send('get', path, {}, options, readFile);
}

/** A file made from a POST's JSON body (an order document, a report): its bytes and the server's name. */
export function apiPostFile(
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  return send('post', path, { json: body }, options, readFile);
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}
