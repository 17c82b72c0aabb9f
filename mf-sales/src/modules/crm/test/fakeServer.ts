import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from 'shared-api';

/** A request the fake server received: method, path under /api, query and JSON body. */
export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeReply = { status?: number; body: unknown };
type Handler = (request: FakeRequest) => FakeReply;

export type FakeServer = {
  /** Answers `method path` (the path under /api) with the handler's reply from now on. */
  on(method: 'GET' | 'POST', path: string, handler: Handler): void;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** The requests of `method path`. */
  calls(method: 'GET' | 'POST', path: string): FakeRequest[];
  reset(): void;
  close(): Promise<void>;
};

/**
 * The HTTP boundary of a component test: a real server on 127.0.0.1 that the shared client (configured
 * here) talks to, so that the test sees the requests as the server would and answers as the server does.
 */
export async function startFakeServer(): Promise<FakeServer> {
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/api/, '');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${path}`);
      const reply = handler
        ? handler(request)
        : { status: 404, body: { statusCode: 404, message: 'Неверные данные' } };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ apiBase: `http://127.0.0.1:${port}/api`, notify: () => {}, onSignedOut: () => {} });
  return {
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server's error answer (ApiErrorBody). */
export function errorReply(status: number, message: string): FakeReply {
  return { status, body: { statusCode: status, message } };
}
