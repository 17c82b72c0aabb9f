import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, useAuthStore } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { onSettle } from './lifecycle';

export type FakeMethod = 'GET' | 'POST' | 'PUT';

/** A file of a multipart request, as the server would read it. */
export type FakeFile = { name: string; type: string; text: string };

/**
 * A request the fake server received: method, path under /api, query, headers (lower-case names) and body:
 * parsed JSON, or for a multipart upload its fields (a file field as a FakeFile).
 */
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * The answer to a request: `body` is sent as JSON; `raw` (a file, an HTML error page) is sent as it is,
 * with `headers` saying what it is.
 */
export type FakeReply = {
  status?: number;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
};
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** What the client reported to the page: its error toasts (`notify`) and its sign-outs (`onSignedOut`). */
export type FakeNotice = { kind: 'error'; title: string; description?: string };

export type FakeServer = {
  /** Answers `method path` (the path under /api) with the handler's reply from now on. */
  on(method: FakeMethod, path: string, handler: FakeHandler): void;
  /** Every request received, oldest first. */
  readonly requests: FakeRequest[];
  /** The requests of `method path`. */
  calls(method: FakeMethod, path: string): FakeRequest[];
  /** The client's error toasts, oldest first (also shown by a rendered `<Toaster />`). */
  readonly notices: FakeNotice[];
  /** How many times the client signed the user out (401, 403). */
  readonly signOuts: number;
  /** Forgets the handlers, the requests, the notices and the sign-outs. */
  reset(): void;
};

/** The server's error answer (ApiErrorBody). */
export function errorReply(status: number, message: string, errors?: Record<string, string>): FakeReply {
  return { status, body: errors ? { statusCode: status, message, errors } : { statusCode: status, message } };
}

/** A handler that never answers: the page stays in its loading state. */
export const never: FakeHandler = () => new Promise<FakeReply>(() => undefined);

/** A gateway's HTML error page (502) instead of the API's JSON, as nginx answers when the server is down. */
export const gatewayError: FakeReply = {
  status: 502,
  raw: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  headers: { 'content-type': 'text/html' },
};

/** A handler that answers `reply` only once `release()` is called: the loading state can be looked at. */
export function heldReply(reply: FakeReply): { handler: FakeHandler; release: () => void } {
  let release: () => void = () => {};
  const handler: FakeHandler = () => new Promise<FakeReply>((answer) => (release = () => answer(reply)));
  return { handler, release: () => release() };
}

async function readBody(req: http.IncomingMessage, bytes: Buffer): Promise<unknown> {
  if (bytes.length === 0) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string | FakeFile> = {};
    for (const [name, value] of form.entries())
      fields[name] =
        typeof value === 'string'
          ? value
          : { name: (value as File).name, type: value.type, text: await value.text() };
    return fields;
  }
  const text = bytes.toString('utf8');
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

function headersOf(req: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

type Running = FakeServer & {
  /** Lets the answers under way arrive, ends those that never come, and waits for the client to settle. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real HTTP server on 127.0.0.1 that the shared client is configured to talk to, so a component test runs
 * the real client and hooks and sees the requests as the API server would. It also answers the page's own
 * origin (a fetch of '/stage.json'); paths under /api are recorded without that prefix. A route without a
 * handler answers 404, as the server does.
 */
export async function startFakeServer(): Promise<Running> {
  const handlers = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const notices: FakeNotice[] = [];
  let signOuts = 0;
  const open = new Set<http.ServerResponse>();
  /** Responses whose handler has not answered yet (a held or never-answered reply). */
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    open.add(res);
    res.on('close', () => {
      open.delete(res);
      held.delete(res);
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const path = url.pathname.replace(/^\/api/, '');
        const request: FakeRequest = {
          method: req.method ?? 'GET',
          path,
          query: url.searchParams,
          headers: headersOf(req),
          body: await readBody(req, Buffer.concat(chunks)),
        };
        requests.push(request);
        const handler = handlers.get(`${request.method} ${path}`);
        held.add(res);
        const reply = handler ? await handler(request) : errorReply(404, 'Неверные данные');
        held.delete(res);
        if (res.destroyed) return;
        if (reply.raw !== undefined) {
          res.writeHead(reply.status ?? 200, reply.headers);
          res.end(reply.raw);
          return;
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      })();
    });
  });
  // The client closes an idle connection first (undici: after 4 s): were the server to close it (Node: after
  // 5 s), a request written on it just then would fail with ECONNRESET - seen on a loaded machine.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The server is also the page's origin: a fetch of '/stage.json' reaches it as the browser's would.
  // Every fetch is counted until it is answered: one started as a test ends may not have reached the server
  // yet (seen under load: a layout's reference lists arrived during the next test and were counted there).
  const pageFetch = globalThis.fetch;
  let fetching = 0;
  globalThis.fetch = (input, init) => {
    fetching += 1;
    return pageFetch(
      typeof input === 'string' && input.startsWith('/') ? `http://127.0.0.1:${port}${input}` : input,
      init,
    ).finally(() => {
      fetching -= 1;
    });
  };
  configureApi({
    apiBase: `http://127.0.0.1:${port}/api`,
    // As the shell wires it: the shared toaster shows the error, the auth store forgets the user.
    notify: (kind, title, description) => {
      notices.push({ kind, title, description });
      notify[kind](title, description);
    },
    onSignedOut: () => {
      signOuts += 1;
      useAuthStore.getState().signOut();
    },
  });
  return {
    on: (method, path, handler) => void handlers.set(`${method} ${path}`, handler),
    requests,
    notices,
    get signOuts() {
      return signOuts;
    },
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    settle: async () => {
      // Answers on their way and requests not yet received are waited for (up to 10 s, on a loaded machine);
      // once all that is left are handlers that have not answered, they get half a second.
      const started = Date.now();
      let heldSince: number | null = null;
      for (;;) {
        await sleep(10);
        if (open.size === 0 && fetching === 0) return;
        const onlyHeld = [...open].every((res) => held.has(res)) && fetching <= open.size;
        heldSince = onlyHeld ? (heldSince ?? Date.now()) : null;
        if ((heldSince !== null && Date.now() - heldSince >= 500) || Date.now() - started >= 10_000) break;
      }
      // A request that is never answered (`never`) ends as a network failure, which the client logs.
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const res of open) res.destroy();
      const ended = Date.now() + 500;
      do await sleep(20);
      while (fetching > 0 && Date.now() < ended);
      logged.mockRestore();
    },
    reset: () => {
      handlers.clear();
      requests.length = 0;
      notices.length = 0;
      signOuts = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalThis.fetch = pageFetch;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The fake server of a test file: started before its tests, settled and emptied after each test (handlers,
 * requests, notices), closed after the file. Call it at the top of the file and set the answers in the tests.
 */
export function setupFakeServer(): FakeServer {
  let running: Running | undefined;
  let stopSettling: (() => void) | undefined;
  const get = (): Running => {
    if (!running) throw new Error('the fake server starts in beforeAll: use it inside a test or a hook');
    return running;
  };
  beforeAll(async () => {
    const server = await startFakeServer();
    running = server;
    // A request still under way when a test ends is answered (or ended) before the next test begins.
    stopSettling = onSettle(async () => {
      await server.settle();
      server.reset();
    });
  });
  afterAll(async () => {
    stopSettling?.();
    await get().close();
  });
  return {
    on: (method, path, handler) => get().on(method, path, handler),
    get requests() {
      return get().requests;
    },
    calls: (method, path) => get().calls(method, path),
    get notices() {
      return get().notices;
    },
    get signOuts() {
      return get().signOuts;
    },
    reset: () => get().reset(),
  };
}
