import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readSignInLink } from './browser';
import { repoRoot } from './serverProcess';

/** Runs one of the repository's scripts (node scripts/<name>.mjs) to completion. */
export function runScript(name: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', `${name}.mjs`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

export type ServedStages = {
  /** Each stage's address: https for a stage over TLS. */
  urls: Record<string, string>;
  /** The plain http address of each stage over TLS (it only redirects). */
  redirects: Record<string, string>;
  config: string;
  stop(): Promise<void>;
};

/**
 * npm run stage:serve for `stages`: real nginx on loopback ports, in front of an already running server
 * (`api`) or of a server per stage that stage:serve starts. `tls`: a folder with <stage>/fullchain.pem and
 * privkey.pem, to serve the stages over TLS.
 */
export async function serveStages(
  stages: string[],
  options: { api?: string; tls?: string; env: Record<string, string> },
): Promise<ServedStages> {
  const args = [...stages, '--port', '0', '--json'];
  if (options.api) args.push('--api', options.api);
  if (options.tls) args.push('--tls', options.tls);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/stageServe.mjs'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const ready = await new Promise<{
    stages: Record<string, string>;
    redirects: Record<string, string>;
    config: string;
  }>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`stage:serve exited with ${code}:\n${errors}`)));
  });
  return {
    urls: ready.stages,
    redirects: ready.redirects,
    config: ready.config,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Every file under `dir` with what would show a change: inode, size, modification time. */
export function fileSnapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        files.set(path.relative(dir, full), `${stat.ino}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

/**
 * A browser context on one stage's address that records console errors, page errors and
 * Content-Security-Policy violations.
 */
export async function stagePage(
  browser: Browser,
  baseURL: string,
  { ignoreHTTPSErrors = false }: { ignoreHTTPSErrors?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; violations(): Promise<string[]> }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 850 },
    locale: 'ru-RU',
    ignoreHTTPSErrors,
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI}${event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''}`,
      ),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { context, page, errors, violations };
}

/**
 * Signs in by e-mail through the stage's nginx: the link the server mails is followed on the stage's address,
 * and returned. `dataDir`: the data folder of the server that mails it (the worker's server by default).
 */
export async function signInOnStage(
  page: Page,
  email: string,
  startPath: string,
  { dataDir }: { dataDir?: string } = {},
): Promise<URL> {
  await page.goto(startPath);
  await page.waitForURL(/\/login/);
  const before = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByText(`Ссылка для входа отправлена на ${email}`).waitFor();
  const link = new URL(await readSignInLink(email, before, { unfollowed: true, dataDir }));
  await page.goto(link.pathname + link.search);
  return link;
}

/**
 * A throw-away self-signed certificate for 127.0.0.1 (P-256, valid two days) in <dir>/<stage>/fullchain.pem
 * and privkey.pem, the layout stage:serve --tls reads. Returns the certificate (PEM), for clients to trust.
 */
export function selfSignedCertificate(dir: string, stage: string): string {
  const folder = path.join(dir, stage);
  fs.mkdirSync(folder, { recursive: true });
  const certificate = path.join(folder, 'fullchain.pem');
  const result = spawnSync(
    process.env.OPENSSL || '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(folder, 'privkey.pem'),
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl req failed: ${result.stderr}`);
  return fs.readFileSync(certificate, 'utf8');
}
