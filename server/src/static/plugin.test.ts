import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { StageConfig } from '@school/shared-api/contracts';
import { REPO_ROOT, staticConfig, type StaticConfig } from '../config';
import { DATABASE_SETUP_TIMEOUT, createTestDb, type TestDb } from '../test/databases';
import { startTestServer, type TestServer } from '../test/harness';
import { IMMUTABLE, NO_CACHE } from './cacheControl';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const BIG_SCRIPT = 'console.log("Школа");\n'.repeat(200);
const COMPRESSED_FILES = {
  'shell/vendor.0ccc4168.js': BIG_SCRIPT,
  'shell/main.css': 'body{margin:0}\n'.repeat(100),
  'money/1.2.3/remote.js': BIG_SCRIPT,
  'money/1.2.3/mf-stats.json': JSON.stringify({ modules: Array.from({ length: 100 }, (_, i) => i) }),
};

/** A GET over plain HTTP (fetch would decode the body), with the Accept-Encoding given. */
function rawGet(base: string, pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> =
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(`${base}${pathname}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

/** Fake builds: a shell and one remote (mf-money 1.2.3); the other remotes are not built. */
function fakeBuilds(root: string): StaticConfig {
  write(path.join(root, 'shell/index.html'), '<!doctype html><title>Школа</title>');
  write(path.join(root, 'shell/main.3f2a9c1b.js'), 'console.log("shell")');
  write(path.join(root, 'shell/favicon.ico'), 'icon');
  write(path.join(root, 'money/1.2.3/mf-manifest.json'), '{"name":"money"}');
  write(path.join(root, 'money/1.2.3/remoteEntry.js'), 'var money;');
  write(path.join(root, 'money/1.2.3/512.abcdef12.js'), 'chunk');
  // What the release build's pre-compression writes (scripts/precompress.mjs): .br and .gz copies beside
  // text files of at least 1 KB.
  for (const [file, content] of Object.entries(COMPRESSED_FILES)) {
    write(path.join(root, file), content);
    fs.writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
    fs.writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
  }
  return {
    shellDir: path.join(root, 'shell'),
    remotes: {
      money: { dir: path.join(root, 'money'), version: '1.2.3' },
      learning: { dir: path.join(root, 'learning'), version: '2.0.0' },
      sales: { dir: path.join(root, 'sales'), version: '1.0.1' },
    },
  };
}

describe('static front-ends and /stage.json', () => {
  let db: TestDb;
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-static-'));
    db = await createTestDb('pglite');
    server = await startTestServer(db, { static: fakeBuilds(root), stage: 'qa', maintenance: true });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await server.request(pathname);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: await response.text(),
    };
  };

  it('generates /stage.json with the versions in use, not cached', async () => {
    const response = await server.request('/stage.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect((await response.json()) as StageConfig).toEqual({
      stage: 'qa',
      apiBase: '/api',
      signIn: ['email'],
      maintenance: true,
      remotes: {
        money: '/remotes/mf-money/1.2.3/mf-manifest.json',
        learning: '/remotes/mf-learning/2.0.0/mf-manifest.json',
        sales: '/remotes/mf-sales/1.0.1/mf-manifest.json',
      },
    });
  });

  it('serves the shell with SPA fallback: index.html revalidated, hashed assets immutable', async () => {
    const home = await get('/');
    expect(home).toMatchObject({ status: 200, cache: NO_CACHE });
    expect(home.body).toContain('<title>Школа</title>');
    for (const page of ['/login?error=x', '/app', '/app/contracts/1/МН-00001/Иванова?from=debt']) {
      const fallback = await get(encodeURI(page));
      expect(fallback).toMatchObject({ status: 200, cache: NO_CACHE });
      expect(fallback.body).toBe(home.body);
    }
    expect(await get('/main.3f2a9c1b.js')).toMatchObject({
      status: 200,
      cache: IMMUTABLE,
      body: 'console.log("shell")',
    });
    expect(await get('/favicon.ico')).toMatchObject({ status: 200, cache: NO_CACHE });
  });

  it('serves remote versions: manifest and entry revalidated, chunks immutable', async () => {
    expect(await get('/remotes/mf-money/1.2.3/mf-manifest.json')).toMatchObject({
      status: 200,
      cache: NO_CACHE,
      body: '{"name":"money"}',
    });
    expect(await get('/remotes/mf-money/1.2.3/remoteEntry.js')).toMatchObject({
      status: 200,
      cache: NO_CACHE,
    });
    expect(await get('/remotes/mf-money/1.2.3/512.abcdef12.js')).toMatchObject({
      status: 200,
      cache: IMMUTABLE,
    });
  });

  it('negotiates the pre-compressed copies: brotli first, then gzip, else the file, with the same cache rules', async () => {
    const cases = [
      {
        file: '/vendor.0ccc4168.js',
        source: 'shell/vendor.0ccc4168.js',
        type: /^application\/javascript/,
        cache: IMMUTABLE,
      },
      { file: '/main.css', source: 'shell/main.css', type: /^text\/css/, cache: NO_CACHE },
      {
        file: '/remotes/mf-money/1.2.3/remote.js',
        source: 'money/1.2.3/remote.js',
        type: /^application\/javascript/,
        cache: NO_CACHE,
      },
      {
        file: '/remotes/mf-money/1.2.3/mf-stats.json',
        source: 'money/1.2.3/mf-stats.json',
        type: /^application\/json/,
        cache: NO_CACHE,
      },
    ] as const;
    for (const { file, source, type, cache } of cases) {
      const content = COMPRESSED_FILES[source];
      const brotli = await rawGet(server.url, file, 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'cache-control': cache,
      });
      expect(brotli.headers['content-type']).toMatch(type);
      expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(content);
      expect(Number(brotli.headers['content-length'])).toBeLessThan(Buffer.byteLength(content));

      const gzip = await rawGet(server.url, file, 'gzip');
      expect(gzip.headers).toMatchObject({
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
        'cache-control': cache,
      });
      expect(gzip.headers['content-type']).toMatch(type);
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(content);

      for (const accept of [undefined, 'identity', 'deflate']) {
        const plain = await rawGet(server.url, file, accept);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers).toMatchObject({ vary: 'Accept-Encoding', 'cache-control': cache });
        expect(plain.headers['content-type']).toMatch(type);
        expect(plain.body.toString('utf8')).toBe(content);
      }
    }
    // Quality values count: a browser that prefers gzip gets gzip.
    expect(
      (await rawGet(server.url, '/vendor.0ccc4168.js', 'br;q=0.5, gzip')).headers['content-encoding'],
    ).toBe('gzip');
  });

  it('serves a file without compressed copies as it is, whatever the browser accepts', async () => {
    const chunk = await rawGet(server.url, '/remotes/mf-money/1.2.3/512.abcdef12.js', 'gzip, deflate, br');
    expect(chunk).toMatchObject({
      status: 200,
      headers: { vary: 'Accept-Encoding', 'cache-control': IMMUTABLE },
    });
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.body.toString('utf8')).toBe('chunk');
    const page = await rawGet(server.url, '/app/debt', 'gzip, deflate, br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString('utf8')).toContain('<title>Школа</title>');
  });

  it('answers 404 in the API shape for missing remote files, unbuilt remotes and API paths, never index.html', async () => {
    for (const pathname of [
      '/remotes/mf-money/1.2.3/missing.js',
      '/remotes/mf-learning/2.0.0/mf-manifest.json',
      '/api/unknown',
    ]) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ statusCode: 404, message: 'Неверные данные' });
    }
    const post = await server.request('/app', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('/stage.json from a stage file', () => {
  let db: TestDb;
  let server: TestServer;
  let dir: string;
  const stage = (version: string, maintenance: boolean): StageConfig => ({
    stage: 'qa',
    apiBase: '/api',
    signIn: ['email', 'google'],
    maintenance,
    remotes: {
      money: `/remotes/mf-money/${version}/mf-manifest.json`,
      learning: '/remotes/mf-learning/1.0.0/mf-manifest.json',
      sales: '/remotes/mf-sales/1.0.0/mf-manifest.json',
    },
  });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-stage-file-'));
    fs.writeFileSync(path.join(dir, 'qa.json'), JSON.stringify(stage('1.0.0', false)));
    db = await createTestDb('pglite');
    server = await startTestServer(db, { static: fakeBuilds(dir), stageFile: path.join(dir, 'qa.json') });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the file as it is now: a switched version or maintenance shows on the next request', async () => {
    const first = await server.request('/stage.json');
    expect(first.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await first.json()).toEqual(stage('1.0.0', false));
    fs.writeFileSync(path.join(dir, 'qa.json'), JSON.stringify(stage('1.0.1', true)));
    expect(await (await server.request('/stage.json')).json()).toEqual(stage('1.0.1', true));
  });
});

describe('static configuration', () => {
  it('resolves build folders against the repository root, whatever the working directory', () => {
    const config = staticConfig({});
    expect(config.shellDir).toBe(path.join(REPO_ROOT, 'release/shell'));
    expect(config.remotes.money.dir).toBe(path.join(REPO_ROOT, 'release/mf-money'));
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mf-money/package.json'), 'utf8')) as {
      version: string;
    };
    expect(config.remotes.money.version).toBe(pkg.version);
    const custom = staticConfig({ SHELL_DIST: 'release/shell', MF_SALES_DIST: '/srv/sales' });
    expect(custom.shellDir).toBe(path.join(REPO_ROOT, 'release/shell'));
    expect(custom.remotes.sales.dir).toBe('/srv/sales');
  });
});
