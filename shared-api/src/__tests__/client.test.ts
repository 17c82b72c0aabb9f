import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGet, apiPost, configureApi } from '../client/client';
import { ApiError } from '../client/apiError';

type Reply = { status: number; body: unknown };
let reply: Reply = { status: 200, body: {} };
let lastRequest: { method?: string; url?: string; body: string } = { body: '' };
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    lastRequest = { method: req.method, url: req.url, body };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});

const notify = jest.fn();
const onSignedOut = jest.fn();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ apiBase: `http://127.0.0.1:${port}/api`, notify, onSignedOut });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  notify.mockReset();
  onSignedOut.mockReset();
});

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

test('403 signs the user out and shows "Ошибка доступа"', async () => {
  reply = { status: 403, body: { statusCode: 403, message: 'Недостаточно прав' } };
  await expect(apiGet('/debt/search')).rejects.toBeInstanceOf(ApiError);
  expect(onSignedOut).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith('error', 'Ошибка доступа');
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
  expect(onSignedOut).toHaveBeenCalled();
});

test('401 signs out quietly', async () => {
  reply = { status: 401, body: { statusCode: 401, message: 'Требуется вход' } };
  await expect(apiGet('/auth/user')).rejects.toMatchObject({ statusCode: 401 });
  expect(onSignedOut).toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});
