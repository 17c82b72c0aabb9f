import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { repoRoot } from '../support/serverProcess';
import {
  runScript,
  selfSignedCertificate,
  serveStages,
  signInOnStage,
  stagePage,
  type ServedStages,
} from '../support/stages';

// The stage qa over TLS as shipped: real nginx with the production configuration on two loopback ports (its
// port 80 server and its 443 one), a throw-away self-signed certificate for 127.0.0.1 made by openssl for this
// run, and a server of the stage's own whose PUBLIC_URL is the https address (the worker's server has an
// http one), as stage:serve --tls starts it.

const work = path.join(repoRoot, '.e2e-data', `stage-tls-${process.pid}`);
const stagesDir = path.join(work, 'stages');
const dataDir = path.join(work, 'data');
const HSTS = 'max-age=63072000; includeSubDomains';
const current = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string })
    .version;

let certificate: string;
let stages: ServedStages;
let browser: Browser;

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(stagesDir, { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'nginx/stages/qa.json'), path.join(stagesDir, 'qa.json'));
  for (const [remote, dir] of [
    ['money', 'mf-money'],
    ['learning', 'mf-learning'],
    ['sales', 'mf-sales'],
  ])
    expect(runScript('stage', ['set', 'qa', remote, current(dir)], { STAGES_DIR: stagesDir }).code).toBe(0);
  certificate = selfSignedCertificate(path.join(work, 'tls'), 'qa');
  stages = await serveStages(['qa'], {
    tls: path.join(work, 'tls'),
    env: { STAGES_DIR: stagesDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stages?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A GET over https that trusts only this run's certificate. */
function httpsGet(url: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca: certificate }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

/** A TLS handshake with the stage's https port: what was agreed, or the code of the refusal. */
function handshake(options: tls.ConnectionOptions): Promise<string> {
  const { port } = new URL(stages.urls.qa);
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: Number(port), ca: certificate, ...options }, () => {
      resolve(`${socket.getProtocol()} ${socket.getCipher().name} ${socket.alpnProtocol || 'no ALPN'}`);
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code}`));
  });
}

test('plain http answers every path with a permanent redirect to the same path over https, and no HSTS', async () => {
  const { redirects, urls } = stages;
  for (const pathname of ['/', '/app/debt?from=mail', '/stage.json', '/api/auth/session']) {
    const response = await fetch(`${redirects.qa}${pathname}`, { redirect: 'manual' });
    expect(`${pathname} ${response.status} ${response.headers.get('location')}`).toBe(
      `${pathname} 301 ${urls.qa}${pathname}`,
    );
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
});

test('https speaks TLS 1.2 and 1.3 with the intermediate suites only, offers HTTP/2, and sends HSTS on every answer', async () => {
  expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toMatch(/^TLSv1\.3 TLS_\w+ h2$/);
  expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' })).toBe(
    'TLSv1.2 ECDHE-ECDSA-AES128-GCM-SHA256 no ALPN',
  );
  // Refused by nginx, not by this client: an alert of the server's, for a suite OpenSSL itself still allows
  // (CBC, outside the profile) and for TLS 1.1 offered with every suite. The handshake-failure alert is
  // named 'SSLV3' by OpenSSL 3.0 (Node 20) and 'SSL/TLS' by OpenSSL 3.5 (Node 24).
  expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256' })).toMatch(
    /^refused: ERR_SSL_(SSLV3|SSL\/TLS)_ALERT_HANDSHAKE_FAILURE$/,
  );
  expect(
    await handshake({ minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }),
  ).toBe('refused: ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');

  const moneyVersion = current('mf-money');
  for (const [pathname, status] of [
    ['/', 200],
    ['/app/debt', 200],
    ['/stage.json', 200],
    [`/remotes/mf-money/${moneyVersion}/mf-manifest.json`, 200],
    ['/no-such-file.js', 404],
    ['/api/auth/session', 204],
  ] as const) {
    const response = await httpsGet(`${stages.urls.qa}${pathname}`);
    expect(`${pathname} ${response.status} ${String(response.headers['strict-transport-security'])}`).toBe(
      `${pathname} ${status} ${HSTS}`,
    );
  }
});

test('over https the shell loads, a user signs in with the https link the server mails, and the session cookie is Secure', async () => {
  const qa = await stagePage(browser, stages.urls.qa, { ignoreHTTPSErrors: true });
  const link = await signInOnStage(qa.page, 'manager@school.test', '/app/crm', { dataDir });
  expect(link.origin).toBe(stages.urls.qa);
  await qa.page.waitForURL('**/app/crm');
  await qa.page.getByTestId('user-short-name').waitFor();
  const [sid] = (await qa.context.cookies(stages.urls.qa)).filter((cookie) => cookie.name === 'sid');
  expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });

  // An old http bookmark lands on the same page over https, still signed in.
  await qa.page.goto(`${stages.redirects.qa}/app/crm`);
  expect(qa.page.url()).toBe(`${stages.urls.qa}/app/crm`);
  await qa.page.getByTestId('user-short-name').waitFor();

  // nginx logged the followed link without its query: the one-time token is in no log file.
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  const accessLog = fs.readFileSync(
    path.join(path.dirname(stages.config), 'logs', 'school-qa.access.log'),
    'utf8',
  );
  expect(accessLog).toContain('"GET /api/auth_email/verify HTTP/');
  expect(accessLog).not.toContain(token);
  expect(await qa.violations()).toEqual([]);
  expect(qa.errors).toEqual([]);
  await qa.context.close();
});
