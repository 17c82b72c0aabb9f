import http from 'node:http';
import { File as NodeFile } from 'node:buffer';
import type { AddressInfo } from 'node:net';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../core/apiError';
import { apiPost, apiPostForm, configureApi } from '../core/client';
import { newIdempotencyKey } from '../core/idempotency';
import { createSubmissionKey, useSubmissionKey } from '../client/useSubmissionKey';

// Keyed requests at the HTTP boundary: a fake server records each request and answers from a queue
// ('drop' closes the connection without an answer, as a lost network would).

type Reply = { status: number; body: unknown } | 'drop';
type Seen = { method?: string; url?: string; key?: string; body: string };

let replies: Reply[] = [];
let seen: Seen[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const key = req.headers['idempotency-key'];
    seen.push({ method: req.method, url: req.url, key: typeof key === 'string' ? key : undefined, body });
    const reply = replies.shift() ?? { status: 200, body: { ok: true } };
    if (reply === 'drop') {
      req.socket.destroy();
      return;
    }
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
  replies = [];
  seen = [];
  notify.mockReset();
  onSignedOut.mockReset();
});

const unavailable: Reply = { status: 503, body: { statusCode: 503, message: 'Сервер недоступен' } };

describe('keyed requests', () => {
  test('carry the Idempotency-Key header (the draft quoted string); unkeyed requests do not', async () => {
    await apiPost('/lead/add', { name: 'Ольга' }, { idempotencyKey: 'k-1' });
    await apiPost('/lead/add', { name: 'Ольга' });
    expect(seen.map((request) => request.key)).toEqual(['"k-1"', undefined]);
  });

  test('are retried with the same key after a server error and a lost connection', async () => {
    replies = [unavailable, 'drop', { status: 200, body: { id: 7 } }];
    await expect(apiPost('/lead/add', { name: 'Ольга' }, { idempotencyKey: 'k-2' })).resolves.toEqual({
      id: 7,
    });
    expect(seen).toHaveLength(3);
    expect(seen.map((request) => request.key)).toEqual(['"k-2"', '"k-2"', '"k-2"']);
    expect(seen.every((request) => request.method === 'POST' && request.body === '{"name":"Ольга"}')).toBe(
      true,
    );
    expect(notify).not.toHaveBeenCalled();
  });

  test('give up after two retries, with the usual error', async () => {
    replies = [unavailable, unavailable, unavailable];
    await expect(apiPost('/lead/add', {}, { idempotencyKey: 'k-3' })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(seen).toHaveLength(3);
    expect(notify).toHaveBeenCalledWith('error', 'Ошибка получения данных', 'Сервер недоступен');
  });

  test('are not retried after a refusal or a conflict; unkeyed POSTs are never retried', async () => {
    replies = [{ status: 400, body: { statusCode: 400, message: 'Заполните поле «Имя»' } }];
    await expect(apiPost('/lead/add', {}, { idempotencyKey: 'k-4', silent: true })).rejects.toMatchObject({
      statusCode: 400,
    });
    replies = [{ status: 409, body: { statusCode: 409, message: 'Запрос ещё выполняется.' } }];
    await expect(apiPost('/lead/add', {}, { idempotencyKey: 'k-4', silent: true })).rejects.toMatchObject({
      statusCode: 409,
    });
    replies = [unavailable];
    await expect(apiPost('/lead/add', {}, { silent: true })).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(3);
  });

  test('an upload is retried with its file and its key', async () => {
    replies = [unavailable, { status: 200, body: { status: 'ok' } }];
    const form = new FormData();
    const file = new NodeFile(['name,phone\nИван,375291112233\n'], 'leads.csv', { type: 'text/csv' });
    form.append('file', file as unknown as Blob, 'leads.csv');
    await expect(apiPostForm('/leads/upload', form, { idempotencyKey: 'k-5' })).resolves.toEqual({
      status: 'ok',
    });
    expect(seen).toHaveLength(2);
    expect(seen[1].key).toBe('"k-5"');
    expect(seen[1].body).toContain('filename="leads.csv"');
    expect(seen[1].body).toContain('Иван,375291112233');
  });
});

describe('one key per form submission', () => {
  test('new keys are version 4 UUIDs, each different', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('without crypto.randomUUID (plain http on another host) keys come from getRandomValues', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
      expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(b).not.toBe(a);
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  test('the same body gets the same key until a submission succeeds; another body a new key', () => {
    const keys = createSubmissionKey();
    const first = keys.keyFor({ name: 'Ольга', phone: '375291112233' });
    // The same body (keys in another order, an undefined member) is the same submission.
    expect(keys.keyFor({ phone: '375291112233', name: 'Ольга', email: undefined })).toBe(first);
    const edited = keys.keyFor({ name: 'Ольга', phone: '375291112244' });
    expect(edited).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ name: 'Ольга', phone: '375291112244' })).not.toBe(edited);
  });

  test('files count by identity', () => {
    const keys = createSubmissionKey();
    const file = new NodeFile(['a'], 'a.csv') as unknown as File;
    const key = keys.keyFor(file);
    expect(keys.keyFor(file)).toBe(key);
    expect(keys.keyFor(new NodeFile(['a'], 'a.csv') as unknown as File)).not.toBe(key);
  });

  test('submit: a failed submission is retried with its key, a success retires it', async () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const body = { id_lead: 11, comment: 'Перезвонить' };
    const send = (idempotencyKey: string) =>
      apiPost<{ id_comment: number }>('/comment/add', body, { idempotencyKey, silent: true });

    // The network is down for all three attempts of the first submission; the client logs it once.
    replies = ['drop', 'drop', 'drop'];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => expect(result.current.submit(body, send)).rejects.toBeInstanceOf(ApiError));
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
    rerender();
    replies = [{ status: 200, body: { id_comment: 60 } }];
    await act(async () => {
      await expect(result.current.submit(body, send)).resolves.toEqual({ id_comment: 60 });
    });
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((request) => request.key)).size).toBe(1);

    // The same text again after the success is a new comment: a new key.
    await act(async () => {
      await result.current.submit(body, send);
    });
    expect(seen[4].key).not.toBe(seen[0].key);
  });

  test('submit: a final refusal retires the key; a conflict or a limit keeps it', async () => {
    const keys = createSubmissionKey();
    const body = { name: '' };
    const refuse = (statusCode: number) => () =>
      Promise.reject(new ApiError({ statusCode, message: 'Отказ' }));
    const first = keys.keyFor(body);
    await expect(keys.submit(body, refuse(409))).rejects.toBeInstanceOf(ApiError);
    await expect(keys.submit(body, refuse(429))).rejects.toBeInstanceOf(ApiError);
    expect(keys.keyFor(body)).toBe(first);
    await expect(keys.submit(body, refuse(400))).rejects.toBeInstanceOf(ApiError);
    expect(keys.keyFor(body)).not.toBe(first);
  });

  test('the hook keeps its keys across renders', () => {
    const { result, rerender } = renderHook(() => useSubmissionKey());
    const key = result.current.keyFor({ a: 1 });
    rerender();
    expect(result.current.keyFor({ a: 1 })).toBe(key);
  });
});
