import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/react';
import { apiGet, apiPost, configureApi } from '../core/client';
import { ApiError } from '../core/apiError';

/** An API base on a port nobody listens on. */
async function closedPortBase(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

/** The answer to every call but GET /api/logout; `html` answers that text as an HTML page instead of JSON. */
type Reply = { status: number; body?: unknown; html?: string };
let reply: Reply = { status: 200, body: {} };
let lastRequest: { method?: string; url?: string; body: string } = { body: '' };
/** Every request received (`METHOD /url`), oldest first; GET /api/logout answers 200 unless `logoutFails`. */
let requests: string[] = [];
let logoutFails = false;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/api/logout' && logoutFails) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>502 Bad Gateway</h1>');
      return;
    }
    if (req.url === '/api/logout') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success' }));
      return;
    }
    lastRequest = { method: req.method, url: req.url, body };
    if (reply.html !== undefined) {
      res.writeHead(reply.status, { 'content-type': 'text/html' });
      res.end(reply.html);
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});

const notify = jest.fn();
const onSignedOut = jest.fn();
let apiBase = '';
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  apiBase = `http://127.0.0.1:${port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  configureApi({ apiBase, notify, onSignedOut });
  notify.mockReset();
  onSignedOut.mockReset();
  requests = [];
  logoutFails = false;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** Everything the user was shown: the toasts' titles and descriptions. */
const shown = () => notify.mock.calls.map((call: unknown[]) => call.slice(1).join(' | ')).join(' | ');

test('sends GET under the API base with the query and returns the JSON', async () => {
  reply = { status: 200, body: [{ id: 1 }] };
  await expect(apiGet('/group/get', { searchParams: { location: 3, empty: undefined } })).resolves.toEqual([
    { id: 1 },
  ]);
  expect(lastRequest).toMatchObject({ method: 'GET', url: '/api/group/get?location=3' });
});

test('sends POST bodies as JSON', async () => {
  reply = { status: 200, body: { status: 'sent' } };
  await apiPost('/auth_email', { email: 'a@b.by' });
  expect(lastRequest.method).toBe('POST');
  expect(JSON.parse(lastRequest.body)).toEqual({ email: 'a@b.by' });
});

test('403 shows "Ошибка доступа", ends the session on the server (GET /logout), then signs the user out', async () => {
  reply = { status: 403, body: { statusCode: 403, message: 'Недостаточно прав' } };
  await expect(apiGet('/debt/search')).rejects.toBeInstanceOf(ApiError);
  expect(notify).toHaveBeenCalledWith('error', 'Ошибка доступа');
  await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  expect(requests).toEqual(['GET /api/debt/search', 'GET /api/logout']);
});

test('several 403 answers at once end the session once, with one toast', async () => {
  reply = { status: 403, body: { statusCode: 403, message: 'Недостаточно прав' } };
  const calls = ['/debt/search', '/group/get', '/get/access'].map((path) =>
    apiGet(path).catch((e: unknown) => e),
  );
  for (const error of await Promise.all(calls)) expect(error).toMatchObject({ statusCode: 403 });
  await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  expect(requests.filter((r) => r === 'GET /api/logout')).toHaveLength(1);
  expect(notify).toHaveBeenCalledTimes(1);
  // The next 403, after that sign-out, ends the session again.
  await expect(apiGet('/debt/search')).rejects.toMatchObject({ statusCode: 403 });
  await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(2));
  expect(requests.filter((r) => r === 'GET /api/logout')).toHaveLength(2);
});

test('a 403 signs out locally even when the logout call fails, and the failed logout shows nothing more', async () => {
  reply = { status: 403, body: { statusCode: 403, message: 'Недостаточно прав' } };
  logoutFails = true;
  await expect(apiGet('/debt/search')).rejects.toMatchObject({ statusCode: 403 });
  await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  expect(requests).toEqual(['GET /api/debt/search', 'GET /api/logout']);
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith('error', 'Ошибка доступа');
});

test("a gateway's 502 HTML page shows the Russian texts, never the English ones; details go to the console once", async () => {
  reply = { status: 502, html: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' };
  const error = await apiGet('/debt/search').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: 502, message: 'Сервер недоступен. Попробуйте позже.' });
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith(
    'error',
    'Ошибка получения данных',
    'Сервер недоступен. Попробуйте позже.',
  );
  expect(shown()).not.toMatch(/[A-Za-z]/);
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(consoleError.mock.calls[0].map(String).join(' ')).toMatch(/502 Bad Gateway/);
  expect(onSignedOut).not.toHaveBeenCalled();
});

test("another status with a page that is not the API's JSON says the answer was unexpected", async () => {
  reply = { status: 413, html: '<html><body><h1>413 Request Entity Too Large</h1></body></html>' };
  await expect(apiPost('/leads/upload', {})).rejects.toMatchObject({
    statusCode: 413,
    message: 'Сервер вернул непредвиденный ответ. Попробуйте позже.',
  });
  expect(notify).toHaveBeenCalledWith(
    'error',
    'Ошибка получения данных',
    'Сервер вернул непредвиденный ответ. Попробуйте позже.',
  );
  expect(shown()).not.toMatch(/[A-Za-z]/);
  expect(consoleError).toHaveBeenCalledTimes(1);
});

test('a 200 answer that is an HTML page instead of JSON is a failure in Russian, not a JSON parse error', async () => {
  reply = { status: 200, html: '<!doctype html><title>Школа</title>' };
  await expect(apiGet('/debt/search')).rejects.toMatchObject({
    statusCode: 0,
    message: 'Сервер вернул непредвиденный ответ. Попробуйте позже.',
  });
  expect(shown()).not.toMatch(/[A-Za-z]/);
  expect(consoleError).toHaveBeenCalledTimes(1);
});

test('a closed port (no answer at all) shows "Сервер недоступен", never "Failed to fetch"', async () => {
  configureApi({ apiBase: await closedPortBase(), notify, onSignedOut });
  await expect(apiGet('/debt/search')).rejects.toMatchObject({
    statusCode: 0,
    message: 'Сервер недоступен. Попробуйте позже.',
  });
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith(
    'error',
    'Ошибка получения данных',
    'Сервер недоступен. Попробуйте позже.',
  );
  expect(shown()).not.toMatch(/[A-Za-z]/);
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(onSignedOut).not.toHaveBeenCalled();
});

test("an answer with the API's message logs nothing: the user sees all there is", async () => {
  reply = { status: 500, body: { statusCode: 500, message: 'База данных недоступна' } };
  await expect(apiGet('/debt/search')).rejects.toMatchObject({ statusCode: 500 });
  expect(notify).toHaveBeenCalledWith('error', 'Ошибка получения данных', 'База данных недоступна');
  expect(consoleError).not.toHaveBeenCalled();
});

test('404 shows "Неверные данные" without signing out', async () => {
  reply = { status: 404, body: { statusCode: 404, message: 'Неверные данные' } };
  await expect(apiGet('/nothing')).rejects.toMatchObject({ statusCode: 404 });
  expect(notify).toHaveBeenCalledWith('error', 'Неверные данные');
  expect(onSignedOut).not.toHaveBeenCalled();
});

test('other failures show "Ошибка получения данных" with the server message, and keep field errors', async () => {
  reply = {
    status: 400,
    body: {
      statusCode: 400,
      message: 'Не заполнено поле «email»',
      errors: { email: 'Не заполнено поле «email»' },
    },
  };
  const error = await apiPost('/auth_email', {}).catch((e: unknown) => e);
  expect(error).toMatchObject({ statusCode: 400, errors: { email: 'Не заполнено поле «email»' } });
  expect(notify).toHaveBeenCalledWith('error', 'Ошибка получения данных', 'Не заполнено поле «email»');
});

test('silent requests leave the message to the caller, but 403 still signs out', async () => {
  reply = { status: 500, body: { statusCode: 500, message: 'boom' } };
  await expect(apiGet('/x', { silent: true })).rejects.toMatchObject({ statusCode: 500 });
  expect(notify).not.toHaveBeenCalled();
  reply = { status: 403, body: { statusCode: 403, message: 'no' } };
  await expect(apiGet('/x', { silent: true })).rejects.toMatchObject({ statusCode: 403 });
  await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  expect(requests).toContain('GET /api/logout');
});

test('401 signs out quietly', async () => {
  reply = { status: 401, body: { statusCode: 401, message: 'Требуется вход' } };
  await expect(apiGet('/auth/user')).rejects.toMatchObject({ statusCode: 401 });
  expect(onSignedOut).toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});
