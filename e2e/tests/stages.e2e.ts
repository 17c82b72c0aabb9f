import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, server } from '../support/browser';
import { repoRoot } from '../support/serverProcess';
import {
  fileSnapshot,
  runScript,
  serveStages,
  signInOnStage,
  stagePage,
  type ServedStages,
} from '../support/stages';

// Releases, stages and real nginx: a second release of mf-money (with one more declared page) is built into
// a copy of release/, nginx serves the stages qa and v1 with the production configuration, and
// `npm run stage` switches qa.

const work = path.join(repoRoot, '.e2e-data', `stages-${process.pid}`);
const releaseDir = path.join(work, 'release');
const stagesDir = path.join(work, 'stages');
const env = { RELEASE_DIR: releaseDir, STAGES_DIR: stagesDir };
const current = JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-money/package.json'), 'utf8'))
  .version as string;
const [major, minor, patch] = current.split(/[.-]/).map(Number);
const next = `${major}.${minor}.${patch + 1}`;
const sharedUi = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-ui/package.json'), 'utf8'))
  .version as string;
const [uiMajor, uiMinor] = sharedUi.split('.').map(Number);
const sharedUiNext = `${uiMajor}.${uiMinor + 1}.0`;

let before: Map<string, string>;
let build: ReturnType<typeof runScript>;
let stages: ServedStages;
let browser: Browser;

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(stagesDir, { recursive: true });
  // The suite's release (npm run build), hard-linked: cheap, and any rewrite of a file would show.
  expect(spawnSync('cp', ['-al', path.join(repoRoot, 'release'), releaseDir]).status).toBe(0);
  fs.rmSync(path.join(releaseDir, 'mf-money', next), { recursive: true, force: true });
  before = fileSnapshot(releaseDir);
  // E2E_EXTRA_PAGE=1 (a test hook of the webpack config, mf-money/src/exposes/pages.ts): the later
  // release declares one more page, 'Проверка выпуска'. E2E_SHARED_NEXT=shared-ui (another hook): it is
  // built against the next minor version of shared-ui, newer than the shell's.
  build = runScript('build', ['mf-money', '--version', next], {
    ...env,
    E2E_EXTRA_PAGE: '1',
    E2E_SHARED_NEXT: 'shared-ui',
  });
  for (const stage of ['v1', 'v2', 'qa']) {
    fs.copyFileSync(
      path.join(repoRoot, 'nginx/stages', `${stage}.json`),
      path.join(stagesDir, `${stage}.json`),
    );
    for (const remote of ['money', 'learning', 'sales'])
      expect(runScript('stage', ['set', stage, remote, current], env).code).toBe(0);
  }
  stages = await serveStages(['qa', 'v1'], { api: new URL(server().baseUrl).host, env });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stages?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

test('releasing one remote adds its version folder and leaves every other file of release/ untouched', () => {
  expect(build.code).toBe(0);
  const after = fileSnapshot(releaseDir);
  const added = [...after.keys()].filter((file) => !before.has(file));
  expect(added.length).toBeGreaterThan(0);
  expect(added.every((file) => file.startsWith(`mf-money/${next}/`))).toBe(true);
  expect(added).toEqual(
    expect.arrayContaining([`mf-money/${next}/mf-manifest.json`, `mf-money/${next}/remoteEntry.js`]),
  );
  for (const [file, identity] of before) expect(`${file} ${after.get(file)}`).toBe(`${file} ${identity}`);
  expect(fs.existsSync(path.join(releaseDir, '.staging'))).toBe(false);
});

test('nginx -t accepts the production configuration', () => {
  const result = spawnSync(
    process.env.NGINX || '/usr/sbin/nginx',
    [
      '-t',
      '-c',
      stages.config,
      '-p',
      path.dirname(stages.config),
      '-e',
      path.join(path.dirname(stages.config), 'logs/error.log'),
    ],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toContain('syntax is ok');
  expect(result.stderr).toContain('test is successful');
  expect(result.status).toBe(0);
});

test('nginx serves the shell, versioned remotes and the stage file with the right cache and security headers', async () => {
  const qa = stages.urls.qa;
  const get = (pathname: string) => fetch(`${qa}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
  const shellChunk = fs
    .readdirSync(path.join(releaseDir, 'shell'))
    .find((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f))!;
  const moneyChunk = fs
    .readdirSync(path.join(releaseDir, 'mf-money', next))
    .find((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f))!;
  const expectations: [string, number, string | null][] = [
    ['/', 200, 'no-cache'],
    ['/login', 200, 'no-cache'],
    ['/app', 200, 'no-cache'],
    ['/app/contracts/1/МН-1/Иванова?from=debt', 200, 'no-cache'],
    ['/main.js', 200, 'no-cache'],
    [`/${shellChunk}`, 200, 'public, max-age=31536000, immutable'],
    ['/stage.json', 200, 'no-cache'],
    [`/remotes/mf-money/${next}/mf-manifest.json`, 200, 'no-cache'],
    [`/remotes/mf-money/${next}/remoteEntry.js`, 200, 'no-cache'],
    [`/remotes/mf-money/${next}/${moneyChunk}`, 200, 'public, max-age=31536000, immutable'],
    [`/remotes/mf-money/${current}/mf-manifest.json`, 200, 'no-cache'],
    ['/remotes/mf-money/9.9.9/mf-manifest.json', 404, null],
    ['/remotes/shell/index.html', 404, null],
    ['/remotes/mf-money/.staging/x.js', 404, null],
    ['/no-such-file.js', 404, null],
  ];
  for (const [pathname, status, cache] of expectations) {
    const response = await get(encodeURI(pathname));
    expect(`${pathname} ${response.status} ${response.headers.get('cache-control')}`).toBe(
      `${pathname} ${status} ${cache}`,
    );
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  }
  const page = await get('/app/debt');
  expect(await page.text()).toContain('<div id="root">');
  expect((await get('/main.js')).headers.get('content-encoding')).toBe('gzip');
  expect((await get('/stage.json')).headers.get('content-type')).toBe('application/json');
  expect(await (await get('/stage.json')).json()).toMatchObject({ stage: 'qa', apiBase: '/api' });

  // /api goes to the server: its answers, its headers (nginx adds none of its own there, so each comes once).
  const session = await get('/api/auth/session');
  expect(session.status).toBe(204);
  expect(session.headers.get('cache-control')).toBe('no-store');
  expect(session.headers.get('x-frame-options')).toBe('DENY');
  expect(session.headers.get('content-security-policy')).toBe(
    (await get('/')).headers.get('content-security-policy'),
  );
  const refused = await fetch(`${qa}/api/auth_email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    body: JSON.stringify({ email: 'admin@school.test' }),
  });
  expect(refused.status).toBe(403);
});

async function moduleVersion(page: Page): Promise<string> {
  const line = page.getByTestId('module-version');
  await line.waitFor();
  return line.innerText();
}

const NEW_PAGE = 'Проверка выпуска';

async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Меню' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allInnerTexts();
}

test('switching mf-money on qa shows the page its new release adds after a reload, with no shell release, running with the newer shared-ui it was built against; v1 keeps the old one; rolling back removes it', async () => {
  // The branch administrator (payment.view: the permission of the added page), whom the other browser
  // tests leave alone: sign-in links are limited per address.
  const qa = await stagePage(browser, stages.urls.qa);
  const v1 = await stagePage(browser, stages.urls.v1);
  await signInOnStage(qa.page, 'administrator@school.test', '/app/release-check');
  await signInOnStage(v1.page, 'administrator@school.test', '/app/release-check');
  // Not declared by the release in use: an unknown path, sent to the first allowed page.
  for (const stage of [qa, v1]) {
    await stage.page.waitForURL('**/app/crm');
    expect(await menuLinks(stage.page)).not.toContain(NEW_PAGE);
  }
  await qa.page.getByTestId('user-short-name').waitFor();

  const shell = fileSnapshot(path.join(releaseDir, 'shell'));
  const switched = runScript('stage', ['set', 'qa', 'money', next], env);
  expect(switched).toMatchObject({
    code: 0,
    out: expect.stringContaining(`qa: money ${current} -> ${next}`),
  });

  await qa.page.reload();
  const nav = qa.page.getByRole('navigation', { name: 'Меню' });
  await nav.getByRole('link', { name: NEW_PAGE }).click();
  await qa.page.waitForURL('**/app/release-check');
  await qa.page.getByRole('heading', { name: NEW_PAGE }).waitFor();
  expect(await moduleVersion(qa.page)).toBe(`Модуль «Деньги» ${next}`);
  // Built against a newer shared-ui than the shell's, the release runs with its own copy of it (the shell's
  // older one does not satisfy its range), next to the shell's singletons (Chakra, router, toaster).
  await expect(qa.page.getByTestId('shared-ui-version').innerText()).resolves.toBe(
    `Общие компоненты (shared-ui) ${sharedUiNext}`,
  );
  // In its group of the spec (Отчеты, last), and in the breadcrumb.
  expect((await menuLinks(qa.page)).at(-1)).toBe(NEW_PAGE);
  await qa.page.locator('header').getByText('Отчеты').waitFor();
  await qa.page.getByTestId('user-short-name').waitFor();
  // A full load straight onto the new page works as well.
  await qa.page.goto('/app/release-check');
  await qa.page.getByRole('heading', { name: NEW_PAGE }).waitFor();

  await v1.page.reload();
  await v1.page.getByTestId('user-short-name').waitFor();
  expect(await menuLinks(v1.page)).not.toContain(NEW_PAGE);
  expect(fileSnapshot(path.join(releaseDir, 'shell'))).toEqual(shell);

  // Rolling back is the same command with the previous version: the page is gone again.
  expect(runScript('stage', ['set', 'qa', 'money', current], env).code).toBe(0);
  await qa.page.reload();
  await qa.page.waitForURL('**/app/crm');
  expect(await menuLinks(qa.page)).not.toContain(NEW_PAGE);

  for (const stage of [qa, v1]) {
    expect(await stage.violations()).toEqual([]);
    expect(stage.errors).toEqual([]);
    await stage.context.close();
  }
});

test('maintenance on a stage replaces the application there only, and lifts again', async () => {
  const qa = await stagePage(browser, stages.urls.qa);
  const v1 = await stagePage(browser, stages.urls.v1);
  expect(runScript('stage', ['maintenance', 'qa', 'on'], env).code).toBe(0);
  try {
    await qa.page.goto('/app');
    await qa.page.getByText('Technical maintenance in progress... please check again later').waitFor();
    await v1.page.goto('/login');
    await v1.page.getByRole('button', { name: 'Войти' }).waitFor();
  } finally {
    expect(runScript('stage', ['maintenance', 'qa', 'off'], env).code).toBe(0);
  }
  await qa.page.goto('/login');
  await qa.page.getByRole('link', { name: 'Войти через Google' }).waitFor();
  expect(qa.errors).toEqual([]);
  await qa.context.close();
  await v1.context.close();
});
