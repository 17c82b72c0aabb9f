import http from 'node:http';
import { File as NodeFile } from 'node:buffer';
import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { useAuthStore } from '../core/authStore';
import { ApiError } from '../core/apiError';
import { configureApi } from '../core/client';
import {
  downloadEndpoint,
  fetchEndpoint,
  fetchPage,
  postEndpoint,
  putEndpoint,
  uploadEndpoint,
} from '../client/call';
import { moneyEndpoints, salesEndpoints, settingsEntityEndpoints } from '../contracts';

// The call functions over endpoint table entries. Files travel through the same client as every call:
// multipart upload, download, and the sign-out.

let mockBase = '';

type Reply = { status: number; headers: Record<string, string>; body: string };
let reply: Reply = { status: 200, headers: {}, body: '{}' };
let last: { method?: string; url?: string; contentType?: string; body: string } = { body: '' };
const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    last = { method: req.method, url: req.url, contentType: req.headers['content-type'], body };
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mockBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({
    apiBase: `${mockBase}/api`,
    notify: () => undefined,
    onSignedOut: () => useAuthStore.getState().signOut(),
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The test environment's FormData is Node's, which takes Node's File (a browser's FormData takes its own).
const csvFile = (text: string) => new NodeFile([text], 'leads.csv', { type: 'text/csv' }) as unknown as File;

const json = (status: number, value: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

test('a leads file goes as multipart field "file" to POST /leads/upload and the report comes back', async () => {
  const report = { status: 'ok', message: 'Импортировано лидов: 1', imported: 1, duplicates: 0, refused: [] };
  reply = json(200, report);
  const file = csvFile('name,phone\nИван,375291112233\n');
  await expect(uploadEndpoint(salesEndpoints.leadsUpload, file)).resolves.toEqual(report);
  expect(last.method).toBe('POST');
  expect(last.url).toBe('/api/leads/upload');
  expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(last.body).toContain('name="file"; filename="leads.csv"');
  expect(last.body).toContain('Иван,375291112233');
});

test('a failed upload is an ApiError with the server message; 401 signs the user out', async () => {
  reply = json(500, { statusCode: 500, message: 'Сервер недоступен' });
  const file = csvFile('x');
  await expect(uploadEndpoint(salesEndpoints.leadsUpload, file)).rejects.toEqual(
    expect.objectContaining({ statusCode: 500, message: 'Сервер недоступен' }),
  );

  act(() =>
    useAuthStore.getState().signIn({
      user: { id: 7, short_name: 'П.', email: 'm@school.test', employee: 'true', location: [3] },
      permissions: ['leads.view'],
      access: [],
    }),
  );
  reply = json(401, { statusCode: 401, message: 'Нужно войти' });
  await expect(uploadEndpoint(salesEndpoints.leadsUpload, file)).rejects.toBeInstanceOf(ApiError);
  expect(useAuthStore.getState().user).toBeNull();
});

test("a file answer comes with the server's file name", async () => {
  reply = {
    status: 200,
    headers: {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="leads-template.csv"',
    },
    body: 'name,phone\n',
  };
  const file = await downloadEndpoint(salesEndpoints.leadsUploadTemplate, { format: 'csv' });
  expect(last.url).toBe('/api/leads/upload/template?format=csv');
  expect(file.fileName).toBe('leads-template.csv');
  await expect(file.blob.text()).resolves.toBe('name,phone\n');
});

test('calls take their method and path from the endpoint table entry', async () => {
  reply = json(200, { leads: [], total: 0, page: 2, pages: 0, page_size: 15 });
  await fetchEndpoint(salesEndpoints.leadsGet, {
    status: 'in_work',
    page: 2,
    sort: 'date_due',
    order: 'asc',
    manager: '0',
  });
  expect(last.method).toBe('GET');
  expect(last.url).toBe('/api/leads/get?status=in_work&page=2&sort=date_due&order=asc&manager=0');

  reply = json(200, { id_comment: 5, date_update: '2026-03-16T09:00:00.000Z', autor_id: 1 });
  await postEndpoint(salesEndpoints.commentAdd, { id_contact: 7, comment: 'Перезвонить' });
  expect(last.method).toBe('POST');
  expect(last.url).toBe('/api/comment/add');
  expect(JSON.parse(last.body)).toEqual({ id_contact: 7, comment: 'Перезвонить' });

  const requisite = {
    id: 1,
    short_name: 'ООО «Школа»',
    legal_entity_id: '190000002',
    status: 'active' as const,
  };
  reply = json(200, { ...requisite, version: 2 });
  await putEndpoint(settingsEntityEndpoints.requisiteUpdate, { ...requisite, version: 1 });
  expect(last.method).toBe('PUT');
  expect(last.url).toBe('/api/requisite/update');
  expect(last.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(last.body)).toEqual({ ...requisite, version: 1 });
});

test('a page of a paged list asks with limit and gets rows, total and summary', async () => {
  const answer = { rows: [], total: 120, offset: 50, limit: 50, totals: [] };
  reply = json(200, answer);
  const page = await fetchPage(moneyEndpoints.debtSearch, {
    limit: 50,
    offset: 50,
    sort: 'balance',
    order: 'desc',
  });
  expect(page).toEqual(answer);
  expect(last.url).toBe('/api/debt/search?limit=50&offset=50&sort=balance&order=desc');
});
