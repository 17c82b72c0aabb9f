import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `build.mjs --changed` keeps a release built from the same inputs (scripts/buildInputs.mjs): the digest of an
// app's inputs, taken in a copy of the scripts over a small tree of its own so no file of the repository moves.

const root = path.resolve(__dirname, '../..');
let tree: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}

/** Runs `code` (an ES module body with `m`, buildInputs.mjs, and `apps`) in the tree; its printed JSON. */
function inTree(code: string, env: Record<string, string> = {}): unknown {
  const script = `
    const m = await import(${JSON.stringify(path.join(tree, 'scripts/buildInputs.mjs'))});
    const { apps } = await import(${JSON.stringify(path.join(tree, 'scripts/apps.mjs'))});
    const app = (dir) => apps.find((each) => each.dir === dir);
    ${code}`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, RELEASE_DIR: '', E2E_SHARED_NEXT: '', E2E_EXTRA_PAGE: '', ...env },
  });
  return JSON.parse(output) as unknown;
}

const digest = (dir: string, version: string | null, env?: Record<string, string>) =>
  inTree(
    `console.log(JSON.stringify(m.inputsDigest(app(${JSON.stringify(dir)}), ${JSON.stringify(version)})));`,
    env,
  ) as string;

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  for (const file of ['apps.mjs', 'buildInputs.mjs'])
    write(`scripts/${file}`, fs.readFileSync(path.join(root, 'scripts', file), 'utf8'));
  write('package.json', '{"name":"t"}');
  write('package-lock.json', '{}');
  write('shell/src/index.ts', 'export {};');
  write('mf-money/package.json', '{"version":"1.0.0"}');
  write('mf-money/src/pages.ts', 'export const a = 1;');
  write('mf-money/node_modules/x/index.js', 'one');
  write('shared-ui/src/index.ts', 'export const ui = 1;');
});
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

test('is stable, and changes with a source of the app, a shared package, the lockfile, the version or a build hook', () => {
  const first = digest('mf-money', '1.0.0');
  expect(digest('mf-money', '1.0.0')).toBe(first);
  write('mf-money/node_modules/x/index.js', 'two');
  expect(digest('mf-money', '1.0.0')).toBe(first);
  expect(digest('mf-money', '1.0.1')).not.toBe(first);
  expect(digest('mf-money', '1.0.0', { E2E_EXTRA_PAGE: '1' })).not.toBe(first);
  const shell = digest('shell', null);
  write('mf-money/src/pages.ts', 'export const a = 2;');
  const changedApp = digest('mf-money', '1.0.0');
  expect(changedApp).not.toBe(first);
  expect(digest('shell', null)).toBe(shell);
  write('shared-ui/src/index.ts', 'export const ui = 2;');
  expect(digest('mf-money', '1.0.0')).not.toBe(changedApp);
  expect(digest('shell', null)).not.toBe(shell);
  const beforeLock = digest('shell', null);
  write('package-lock.json', '{"lockfileVersion":3}');
  expect(digest('shell', null)).not.toBe(beforeLock);
});

test('a release counts as built from its inputs once recorded, and not after the record is dropped', () => {
  expect(
    inTree(`
      const money = app('mf-money');
      const before = m.builtFrom(money, '1.0.0', 'abc');
      m.recordInputs(money, '1.0.0', 'abc');
      const same = m.builtFrom(money, '1.0.0', 'abc');
      const other = m.builtFrom(money, '1.0.0', 'def');
      const otherVersion = m.builtFrom(money, '1.0.1', 'abc');
      m.forgetInputs(money, '1.0.0');
      console.log(JSON.stringify({ before, same, other, otherVersion, dropped: m.builtFrom(money, '1.0.0', 'abc') }));
    `),
  ).toEqual({ before: false, same: true, other: false, otherVersion: false, dropped: false });
});
