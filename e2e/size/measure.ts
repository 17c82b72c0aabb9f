// `npm run size`: the gzipped JavaScript the built suite loads, measured in chromium on the real server and
// checked against e2e/size/budgets.json. Bytes are those of the files the page asked for, gzipped at level 9
// here, so the figure depends only on the build (not on timing or on the server's own compression).
//
//   login          a fresh load of /login
//   debt           a fresh load of /app/debt (the shell and mf-money), signed in
//   furtherRemote  what the first route of each further remote adds, reached from /app/debt by the menu
//
// Run after a build (`npm run size` builds first). Exits 1 when a measure is over its limit.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser';
import { repoRoot, saveState, startServer, stopServer } from '../support/serverProcess';

type Budget = { goal: number; limit: number };
const budgets = JSON.parse(readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Record<
  string,
  Budget
>;

/** Further remotes: the first route of each, reached from /app/debt. */
const FURTHER = [
  { remote: 'sales', path: '/app/crm', label: 'Продажи' },
  { remote: 'learning', path: '/app/groups', label: 'Группы' },
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Records the gzipped size of every script the page loads from now on. */
function recordScripts(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return async () => {
    await Promise.all(pending);
    page.off('response', onResponse);
    return sizes;
  };
}

/**
 * Waits until the page has had no request in flight for a second: a client-side navigation does not change
 * the document's load state, so `waitForLoadState('networkidle')` would not wait for its chunks.
 */
async function settle(page: Page): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const finished = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  try {
    while (inFlight > 0 || Date.now() - last < 1000) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', finished);
    page.off('requestfailed', finished);
  }
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

async function main() {
  const { state, child } = await startServer({ CHECK_RESPONSES: 'off' });
  saveState(state);
  const browser = await launchBrowser();
  const results: { name: string; budget: string; bytes: number; files: Map<string, number> }[] = [];
  try {
    // The login page, as a signed-out visitor first sees it.
    const anonymous = await browser.newContext({ baseURL: state.baseUrl, locale: 'ru-RU' });
    const loginPage = await anonymous.newPage();
    let stop = recordScripts(loginPage);
    await loginPage.goto('/login');
    await loginPage.getByLabel('Email').waitFor();
    await loginPage.waitForLoadState('networkidle');
    let files = await stop();
    results.push({ name: 'login', budget: 'login', bytes: total(files), files });

    // Signed in the way a person does (the mail link), then a fresh load of /app/debt.
    await signIn(loginPage, 'admin@school.test', '/app/debt');
    await loginPage
      .getByRole('navigation', { name: 'Меню' })
      .getByRole('link', { name: 'Дебиторская задолженность' })
      .waitFor();
    const page = await anonymous.newPage();
    stop = recordScripts(page);
    await page.goto('/app/debt');
    await page.getByRole('grid').or(page.getByRole('table')).first().waitFor();
    await page.waitForLoadState('networkidle');
    files = await stop();
    results.push({ name: '/app/debt', budget: 'debt', bytes: total(files), files });

    for (const further of FURTHER) {
      const next = await anonymous.newPage();
      await next.goto('/app/debt');
      await next
        .getByRole('navigation', { name: 'Меню' })
        .getByRole('link', { name: further.label })
        .waitFor();
      await next.waitForLoadState('networkidle');
      stop = recordScripts(next);
      await next.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: further.label }).click();
      await next.waitForURL(`**${further.path}`);
      await settle(next);
      files = await stop();
      results.push({ name: `+ ${further.path}`, budget: 'furtherRemote', bytes: total(files), files });
      await next.close();
    }
  } finally {
    await browser.close();
    stopServer(state.pid);
    child.unref();
  }

  let over = false;
  for (const result of results) {
    const budget = budgets[result.budget];
    const verdict =
      kb(result.bytes) > budget.limit ? 'OVER' : kb(result.bytes) > budget.goal ? 'over goal' : 'ok';
    if (verdict === 'OVER') over = true;
    console.log(
      `${result.name.padEnd(16)} ${String(kb(result.bytes)).padStart(7)} KB gzip  limit ${budget.limit} KB, goal ${budget.goal} KB  ${verdict}`,
    );
    if (process.argv.includes('--files'))
      for (const [file, size] of [...result.files].sort((a, b) => b[1] - a[1]))
        console.log(`    ${String(kb(size)).padStart(7)} KB  ${path.relative(repoRoot, file) || file}`);
  }
  if (over) {
    console.error(
      'size: a first load is over its limit (e2e/size/budgets.json); `npm run size -- --files` lists the files',
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
