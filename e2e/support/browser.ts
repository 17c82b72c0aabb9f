import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadState, repoRoot } from './serverProcess';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const server = () => loadState();

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context per test, failing the test on any console error or uncaught page error. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 850 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport, locale: 'ru-RU' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Sign-in links the sign-in helpers followed in this run (each works once). */
const followedLinks = new Set<string>();

/**
 * The newest outbox message addressed to `email`, written by the server after POST /auth_email; `dataDir`:
 * that server's data folder (the worker's server by default).
 */
export async function readSignInLink(
  email: string,
  after: number,
  { unfollowed = false, dataDir = server().dataDir }: { unfollowed?: boolean; dataDir?: string } = {},
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort();
    } catch {
      files = [];
    }
    for (const file of files.reverse()) {
      const full = path.join(outbox, file);
      if (statSync(full).mtimeMs < after - 1000) continue;
      const text = readFileSync(full, 'utf8');
      if (text.includes(email)) {
        const link = text.match(/https?:\/\/\S+\/api\/auth_email\/verify\?token=[\w-]+/);
        // With `unfollowed`, a link a sign-in already followed is an earlier sign-in's message (two
        // sign-ins of one user within a second): wait for this one's.
        if (link && !(unfollowed && followedLinks.has(link[0]))) {
          if (unfollowed) followedLinks.add(link[0]);
          return link[0];
        }
      }
    }
    if (Date.now() > deadline) throw new Error(`no sign-in message for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs in the way a person does: the login form, then the link from the outbox. */
export async function signIn(page: Page, email: string, startPath = '/app'): Promise<void> {
  await page.goto(startPath);
  await page.waitForURL(/\/login/);
  const before = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.getByText(`Ссылка для входа отправлена на ${email}`).waitFor();
  const link = await readSignInLink(email, before, { unfollowed: true });
  await page.goto(link);
}

const screenshots = path.join(repoRoot, '.e2e-data', 'screenshots');
mkdirSync(screenshots, { recursive: true });

/** A screenshot of the page under .e2e-data/screenshots/<name>.png, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), animations: 'disabled' });
}
