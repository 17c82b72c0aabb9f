// Builds the shell and the remotes into release/ (RELEASE_DIR): the shell into release/shell/, each remote
// into release/<mf-name>/<version>/, so several versions of a remote are served side by side.
//
//   node scripts/build.mjs [app ...] [--version x.y.z] [--missing | --changed]
//
// app: shell, mf-money, mf-learning, mf-sales (or money, learning, sales); none: all four, in sequence, and
// then the server (compiled to server/dist/main.cjs, scripts/buildServer.mjs).
// --version builds one remote under another version than its package.json's. --missing skips apps whose
// release is present; --changed skips apps whose release was built from the same inputs (scripts/buildInputs.mjs:
// sources, lockfile, version), so `npm run size` and `npm run test:e2e` in one run share one build. Each app builds into release/.staging/ and is moved into place when complete: a
// failed build leaves the previous release as it was, and no other file in release/ is touched. Text assets
// are pre-compressed (gzip and brotli copies beside them, scripts/precompress.mjs) before the move.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { VERSION, apps, findApp, isBuilt, packageVersion, releaseDir, root } from './apps.mjs';
import { builtFrom, forgetInputs, inputsDigest, recordInputs } from './buildInputs.mjs';
import { buildServer } from './buildServer.mjs';
import { precompress } from './precompress.mjs';

function fail(message) {
  console.error(`[build] ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = { apps: [], version: null, missing: false, changed: false, all: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--missing') options.missing = true;
    else if (arg === '--changed') options.changed = true;
    else if (arg === '--version') options.version = argv[++i] ?? fail('--version needs a value');
    else if (arg.startsWith('--version=')) options.version = arg.slice('--version='.length);
    else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else
      options.apps.push(
        findApp(arg) ?? fail(`unknown app "${arg}" (shell, mf-money, mf-learning, mf-sales)`),
      );
  }
  if (options.apps.length === 0) {
    options.apps = apps;
    options.all = true;
  }
  if (options.version !== null) {
    if (!VERSION.test(options.version)) fail(`--version "${options.version}" is not x.y.z[-tag]`);
    if (options.apps.length !== 1 || !options.apps[0].remote) fail('--version applies to one remote only');
  }
  return options;
}

/** Moves a finished build into place; an existing release of the same version is replaced. */
function publish(staging, target) {
  mkdirSync(path.dirname(target), { recursive: true });
  if (!existsSync(target)) {
    renameSync(staging, target);
    return false;
  }
  const previous = `${staging}.previous`;
  renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
  return true;
}

const options = parseArgs(process.argv.slice(2));
const stagingRoot = path.join(releaseDir, '.staging');

for (const app of options.apps) {
  const version = app.remote ? (options.version ?? packageVersion(app.dir)) : null;
  const label = version ? `${app.dir} ${version}` : app.dir;
  const target = app.target(version ?? undefined);
  if (options.missing && isBuilt(app, version ?? undefined)) continue;
  const digest = inputsDigest(app, version);
  if (options.changed && isBuilt(app, version ?? undefined) && builtFrom(app, version, digest)) {
    console.log(`[build] ${label}: built from the same inputs, kept`);
    continue;
  }
  const staging = path.join(stagingRoot, `${app.dir}-${version ?? 'shell'}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const started = Date.now();
  console.log(`[build] ${label} -> ${path.relative(root, target)}`);
  const webpackArgs = ['--env', `outputPath=${staging}`];
  if (version) webpackArgs.push('--env', `version=${version}`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir, '--', ...webpackArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(path.join(staging, app.marker))) {
    rmSync(staging, { recursive: true, force: true });
    fail(`${label} failed; ${path.relative(root, target)} is unchanged`);
  }
  const packed = precompress(staging);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[build] ${label}: ${packed.files} text files, ${kb(packed.raw)} -> gzip ${kb(packed.gzip)}, brotli ${kb(packed.brotli)}`,
  );
  forgetInputs(app, version);
  const replaced = publish(staging, target);
  recordInputs(app, version, digest);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[build] ${label} ${replaced ? 'replaced' : 'released'} in ${seconds} s`);
}

if (existsSync(stagingRoot) && readdirSync(stagingRoot).length === 0) rmdirSync(stagingRoot);

// The whole suite includes the server, compiled to server/dist/main.cjs (scripts/buildServer.mjs).
if (options.all) await buildServer({ changed: options.changed, missing: options.missing });
