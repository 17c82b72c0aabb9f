import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A stage file as `npm run stage` writes it. */
function stageJson(stage: string, versions: { money: string; learning: string; sales: string }) {
  return `${JSON.stringify(
    {
      stage,
      apiBase: '/api',
      signIn: stage === 'v2' ? ['google'] : ['email', 'google'],
      maintenance: false,
      remotes: {
        money: `/remotes/mf-money/${versions.money}/mf-manifest.json`,
        learning: `/remotes/mf-learning/${versions.learning}/mf-manifest.json`,
        sales: `/remotes/mf-sales/${versions.sales}/mf-manifest.json`,
      },
    },
    null,
    2,
  )}\n`;
}

let dir: string;
let stagesDir: string;
let releaseDir: string;

function release(remote: string, version: string, complete = true) {
  const folder = path.join(releaseDir, remote, version);
  fs.mkdirSync(folder, { recursive: true });
  if (complete) fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
}

function stage(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/stage.mjs'), ...args], {
    env: { ...process.env, STAGES_DIR: stagesDir, RELEASE_DIR: releaseDir },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const file = (name: string) => path.join(stagesDir, `${name}.json`);
/** Content and identity of a stage file: an untouched file keeps its inode and bytes. */
const snapshot = (name: string) => {
  const stat = fs.statSync(file(name));
  return { text: fs.readFileSync(file(name), 'utf8'), ino: stat.ino, mtime: stat.mtimeMs };
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-stage-cli-'));
  stagesDir = path.join(dir, 'stages');
  releaseDir = path.join(dir, 'release');
  fs.mkdirSync(stagesDir);
  for (const name of ['v1', 'v2', 'qa'])
    fs.writeFileSync(file(name), stageJson(name, { money: '1.0.0', learning: '1.0.0', sales: '1.0.0' }));
  for (const remote of ['mf-money', 'mf-learning', 'mf-sales']) release(remote, '1.0.0');
  release('mf-money', '1.2.0');
  release('mf-money', '1.10.0');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('show prints the stage: sign-in methods, maintenance, the version of each remote', () => {
  const { code, out } = stage('show', 'v2');
  expect(code).toBe(0);
  expect(out).toMatch(/^stage\s+v2 /m);
  expect(out).toMatch(/^sign-in\s+google$/m);
  expect(out).toMatch(/^maintenance\s+off$/m);
  expect(out).toMatch(/^money\s+1\.0\.0$/m);
  expect(stage('show').out.match(/^stage /gm)).toHaveLength(3);
});

test('set switches one remote of one stage, atomically, and says how to roll back', () => {
  const v1 = snapshot('v1');
  const before = snapshot('qa');
  const { code, out } = stage('set', 'qa', 'money', '1.2.0');
  expect(code).toBe(0);
  expect(out).toContain('qa: money 1.0.0 -> 1.2.0');
  expect(out).toContain('npm run stage -- set qa money 1.0.0');
  const after = snapshot('qa');
  expect(after.ino).not.toBe(before.ino); // a new file renamed over the old one
  expect(after.text).toBe(stageJson('qa', { money: '1.2.0', learning: '1.0.0', sales: '1.0.0' }));
  expect(snapshot('v1')).toEqual(v1);
  expect(fs.readdirSync(stagesDir).sort()).toEqual(['qa.json', 'v1.json', 'v2.json']);
  // mf-money is accepted as well as money.
  expect(stage('set', 'qa', 'mf-money', '1.10.0').code).toBe(0);
  expect(stage('show', 'qa').out).toMatch(/^money\s+1\.10\.0$/m);
});

test.each([
  [
    ['set', 'qa', 'money', '9.9.9'],
    /mf-money 9\.9\.9 is not in .*release; released: 1\.0\.0, 1\.2\.0, 1\.10\.0/,
  ],
  [['set', 'qa', 'money', '../../x'], /is not in/],
  [['set', 'prod', 'money', '1.2.0'], /unknown stage "prod" \(stages: v1, v2, qa\)/],
  [['set', 'qa', 'cash', '1.2.0'], /unknown remote "cash" \(remotes: money, learning, sales\)/],
  [['set', 'qa', 'money'], /usage:/],
  [['maintenance', 'qa', 'maybe'], /maintenance takes on or off/],
  [['deploy', 'qa'], /usage:/],
])('refuses %j with exit code 1, a message, and no file changed', (args, message) => {
  const before = ['v1', 'v2', 'qa'].map(snapshot);
  const { code, err } = stage(...args);
  expect(code).toBe(1);
  expect(err).toMatch(message);
  expect(['v1', 'v2', 'qa'].map(snapshot)).toEqual(before);
});

test('refuses a version whose release is incomplete (no manifest: a build still moving in)', () => {
  release('mf-sales', '2.0.0', false);
  const before = snapshot('qa');
  const { code, err } = stage('set', 'qa', 'sales', '2.0.0');
  expect(code).toBe(1);
  expect(err).toContain('mf-sales 2.0.0 is not in');
  expect(snapshot('qa')).toEqual(before);
});

test('refuses while another stage command holds the lock', () => {
  fs.writeFileSync(`${file('qa')}.lock`, '');
  const before = snapshot('qa');
  const { code, err } = stage('set', 'qa', 'money', '1.2.0');
  expect(code).toBe(1);
  expect(err).toContain('another stage command is running');
  expect(snapshot('qa')).toEqual(before);
});

test('refuses to edit a stage file that is not a stage configuration', () => {
  fs.writeFileSync(file('qa'), '{"stage": "qa"');
  const { code, err } = stage('set', 'qa', 'money', '1.2.0');
  expect(code).toBe(1);
  expect(err).toContain('is not valid JSON');
  expect(fs.readFileSync(file('qa'), 'utf8')).toBe('{"stage": "qa"');
});

test('maintenance on and off; setting what is already set changes nothing', () => {
  expect(stage('maintenance', 'qa', 'on')).toMatchObject({ code: 0, out: 'qa: maintenance on\n' });
  expect(JSON.parse(snapshot('qa').text).maintenance).toBe(true);
  const on = snapshot('qa');
  expect(stage('maintenance', 'qa', 'on').out).toBe('qa: maintenance on (already)\n');
  expect(snapshot('qa')).toEqual(on);
  expect(stage('maintenance', 'qa', 'off').code).toBe(0);
  expect(JSON.parse(snapshot('qa').text).maintenance).toBe(false);
  const same = snapshot('v1');
  expect(stage('set', 'v1', 'money', '1.0.0').out).toBe('v1: money already runs 1.0.0\n');
  expect(snapshot('v1')).toEqual(same);
});

test('releases lists the versions in release/ and the stages running each', () => {
  stage('set', 'qa', 'money', '1.2.0');
  const { code, out } = stage('releases', 'money');
  expect(code).toBe(0);
  expect(out).toMatch(/^\s+1\.0\.0\s+v1, v2$/m);
  expect(out).toMatch(/^\s+1\.2\.0\s+qa$/m);
  expect(out).toMatch(/^\s+1\.10\.0\s*$/m);
});
