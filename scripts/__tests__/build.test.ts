import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Argument checks of scripts/build.mjs (they refuse before any webpack runs; builds are tested in e2e/). */
function build(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...args], {
    env: { ...process.env, RELEASE_DIR: path.join(root, '.e2e-data', 'never-built') },
    encoding: 'utf8',
  });
  return { code: result.status, err: result.stderr };
}

test.each([
  [['mf-cash'], /unknown app "mf-cash"/],
  [['--version', '1.0.1'], /--version applies to one remote only/],
  [['shell', '--version', '1.0.1'], /--version applies to one remote only/],
  [['money', '--version', '../1'], /--version "..\/1" is not x\.y\.z/],
  [['money', '--fast'], /unknown option --fast/],
])('refuses %j before building anything', (args, message) => {
  const { code, err } = build(...args);
  expect(code).toBe(1);
  expect(err).toMatch(message);
});
