import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaticConfig } from '../config';
import { DATABASE_SETUP_TIMEOUT, createTestDb, type TestDb } from '../test/databases';
import { TEST_PUBLIC_URL, startTestServer, type TestServer } from '../test/harness';
import { CONTENT_SECURITY_POLICY, DOCS_CONTENT_SECURITY_POLICY } from './securityHeaders';

const NGINX_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function fakeShell(root: string): StaticConfig {
  fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><title>Школа</title>');
  fs.writeFileSync(path.join(root, 'shell/main.3f2a9c1b.js'), 'console.log("shell")');
  const remote = { dir: path.join(root, 'none'), version: '1.0.0' };
  return { shellDir: path.join(root, 'shell'), remotes: { money: remote, learning: remote, sales: remote } };
}

describe('security headers and the Origin check', () => {
  let db: TestDb;
  let server: TestServer;
  let root: string;
  let manager: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-headers-'));
    db = await createTestDb('pglite', { school: 30 });
    server = await startTestServer(db, { static: fakeShell(root) });
    manager = await server.signIn('manager@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const expectSecurityHeaders = (response: Response, csp = CONTENT_SECURITY_POLICY) => {
    const label = `${response.url} ${response.status}`;
    expect(`${label} ${response.headers.get('content-security-policy')}`).toBe(`${label} ${csp}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  };

  it('sends the CSP nginx sends', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(NGINX_CSP);
    // nginx's value for the site (none on /api/, where this server's own comes through).
    const nginxConf = fs.readFileSync(path.resolve(__dirname, '../../../nginx/conf.d/school.conf'), 'utf8');
    expect(nginxConf).toMatch(/map \$uri \$school_csp \{\n\s+default\s+"([^"]+)";\n\s+~\^\/api\/\s+"";/);
    expect(/map \$uri \$school_csp \{\n\s+default\s+"([^"]+)"/.exec(nginxConf)?.[1]).toBe(NGINX_CSP);
  });

  it('puts the headers on every answer: pages, files, /stage.json, API answers and errors', async () => {
    const answers = [
      await server.request('/'),
      await server.request('/app/debt'),
      await server.request('/main.3f2a9c1b.js'),
      await server.request('/remotes/mf-money/1.0.0/missing.js'),
      await server.request('/stage.json'),
      await server.request('/api/auth/session'),
      await server.request('/api/auth/session', { cookie: manager }),
      await server.request('/api/auth/user'),
      await server.request('/api/no/such/call'),
      await server.request('/api/auth_email', { method: 'POST', json: { email: 'not-an-email' } }),
      await server.request('/api/auth_email/verify?token=made-up'),
      await server.request('/api/leads/upload/template?format=csv', { cookie: manager }),
      await server.request('/api/openapi.json'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 404, 200, 204, 200, 401, 404, 400, 302, 200, 200,
    ]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('keeps /api answers out of caches unless the route set its own Cache-Control', async () => {
    for (const pathname of ['/api/auth/session', '/api/auth/user', '/api/no/such/call', '/api/openapi.json'])
      expect((await server.request(pathname)).headers.get('cache-control')).toBe('no-store');
    const signedIn = await server.request('/api/auth/session', { cookie: manager });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    // The sign-in link sets no-store itself: one header, not two.
    expect((await server.request('/api/auth_email/verify?token=x')).headers.get('cache-control')).toBe(
      'no-store',
    );
    // The reference page's own files keep the caching their static plugin gives them.
    const script = await server.request('/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).not.toBe('no-store');
    // Outside /api the static plugin's rules stay.
    expect((await server.request('/main.3f2a9c1b.js')).headers.get('cache-control')).toContain('immutable');
    expect((await server.request('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the reference page under /api/docs show its data: images, and nothing else more', async () => {
    expect(DOCS_CONTENT_SECURITY_POLICY).toBe(NGINX_CSP.replace("img-src 'self'", "img-src 'self' data:"));
    const page = await server.request('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    // Only script files of its own: no inline script, so script-src stays 'self'.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expectSecurityHeaders(page, DOCS_CONTENT_SECURITY_POLICY);
    expectSecurityHeaders(
      await server.request('/api/docs/static/swagger-initializer.js'),
      DOCS_CONTENT_SECURITY_POLICY,
    );
    expectSecurityHeaders(await server.request('/api/docsx'));
  });

  describe('the Origin of a state-changing request', () => {
    const post = (origin: string | null) =>
      server.request('/api/auth_email', {
        method: 'POST',
        json: { email: 'nobody@school.test' },
        headers: origin === null ? {} : { origin },
      });

    it('passes with the public address or the address the request came to, scheme and port included', async () => {
      expect((await post(TEST_PUBLIC_URL)).status).toBe(200);
      expect((await post(server.url)).status).toBe(200);
      expect((await post(null)).status).toBe(200);
    });

    it('is refused (403) from the same host under another scheme or port, another host, or null', async () => {
      const own = new URL(server.url);
      for (const origin of [
        'https://school.test',
        'http://school.test:8443',
        `https://${own.host}`,
        `http://${own.hostname}:${Number(own.port) + 1}`,
        'http://evil.example',
        'null',
        'not a url',
      ]) {
        const response = await post(origin);
        expect(`${origin} ${response.status}`).toBe(`${origin} 403`);
      }
    });
  });
});
