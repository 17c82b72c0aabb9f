import { ENDPOINTS, PERMISSIONS, pageQuerySchema, type Endpoint } from '@school/shared-api/contracts';
import { createTestDb, DATABASE_SETUP_TIMEOUT, type TestDb } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { REFERENCE_PATHS } from './apiReference';

// The endpoint table is the API: every route comes from an entry, every entry is complete, and the OpenAPI
// document describes each of them.

const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];

describe('the endpoint table', () => {
  test.each(entries)('%s is complete', (_name, entry) => {
    expect(entry.path).toMatch(/^\/[a-z0-9_\-/]+$/i);
    expect(entry.summary).toMatch(/[а-яё]/i);
    expect(Array.isArray(entry.permissions)).toBe(true);
    for (const permission of entry.permissions) expect(PERMISSIONS).toContain(permission);
    expect(entry.response).toBeDefined();
    if (entry.method !== 'GET') expect(entry.body ?? entry.upload).toBeDefined();
    if (entry.method === 'GET') expect(entry.body).toBeUndefined();
    if (entry.scope === 'public') expect(entry.permissions).toHaveLength(0);
  });

  test.each(entries)('the examples of %s fit its schemas', (_name, entry) => {
    const query = entry.page ? pageQuerySchema(entry) : entry.query;
    if (query) {
      expect(entry.example?.query).toBeDefined();
      expect(query.safeParse(entry.example?.query).success).toBe(true);
    }
    // A paged list answers its plain list without `limit`.
    if (entry.page) expect(entry.response.def.type).toBe('array');
    if (entry.body) {
      expect(entry.example?.body).toBeDefined();
      expect(entry.body.safeParse(entry.example?.body).success).toBe(true);
    }
    if (entry.example?.response !== undefined)
      expect(entry.response.safeParse(entry.example.response).success).toBe(true);
  });

  test('no two entries share a method and path', () => {
    const keys = entries.map(([, entry]) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the server registers exactly the table', () => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    server = await startTestServer(db);
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  test('every entry has its route, and every /api route is an entry or the reference', async () => {
    const routes = (await db.routes()).filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD',
    );
    const registered = new Map(routes.map((route) => [`${route.method} ${route.url}`, route]));
    for (const [, entry] of entries) {
      const route = registered.get(`${entry.method} /api${entry.path}`);
      expect({ entry: entry.path, endpoint: route?.endpoint }).toEqual({
        entry: entry.path,
        endpoint: `${entry.method} ${entry.path}`,
      });
    }
    const outside = routes.filter(
      (route) => !route.endpoint && !REFERENCE_PATHS.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(outside).toEqual([]);
  });

  test('GET /api/openapi.json describes every entry with its summary, permissions, errors and an example', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const [name, entry] of entries) {
      const operation = document.paths[entry.path]?.[entry.method.toLowerCase()];
      expect(operation).toMatchObject({
        operationId: name,
        summary: entry.summary,
        'x-permissions': entry.permissions,
      });
      const responses = operation.responses as Record<
        string,
        { content?: Record<string, { example?: unknown }> }
      >;
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['400']));
      if (entry.scope !== 'public')
        expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '403']));
      if (entry.creates) expect(Object.keys(responses)).toEqual(expect.arrayContaining(['409', '422']));
      for (const status of entry.errors ?? []) expect(Object.keys(responses)).toContain(String(status));
      if (!entry.answer || entry.answer === 'json')
        expect(responses['200'].content?.['application/json'].example).toBeDefined();
    }
  });

  test('the reference page is served at /api/docs', async () => {
    const response = await server.request('/api/docs/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
