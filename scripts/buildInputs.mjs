// What a front-end build is made from, as one digest: the app's own folder, the workspace packages every app
// bundles (shared-api, shared-ui, tools, types), the root manifests and lockfile, and the settings that change
// what webpack writes (the version, E2E_SHARED_NEXT, E2E_EXTRA_PAGE). `build.mjs --changed` compares it with
// the digest recorded when that release was built (in node_modules/.cache/build-inputs/, outside release/ so
// that nothing extra is served or copied with a release) and skips an app whose inputs are the same, so the size
// check and the browser tests of one CI run share one build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

const SHARED_DIRS = ['shared-api', 'shared-ui', 'tools', 'types'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const ENV = ['E2E_SHARED_NEXT', 'E2E_EXTRA_PAGE'];

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return entry.isFile() ? [full] : [];
    });
}

/** The digest of everything `app`'s build at `version` (null for the shell) reads. */
export function inputsDigest(app, version) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ app: app.dir, version, env: ENV.map((name) => process.env[name] ?? '') }));
  const paths = [
    ...[app.dir, ...SHARED_DIRS].flatMap((dir) => files(path.join(root, dir))),
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of paths) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** One record per release folder: the folder's absolute path, hashed (RELEASE_DIR may point anywhere). */
const stampFile = (app, version) =>
  path.join(
    root,
    'node_modules/.cache/build-inputs',
    `${createHash('sha256')
      .update(app.target(version ?? undefined))
      .digest('hex')
      .slice(0, 32)}.sha256`,
  );

/** Whether the release of `app` at `version` was built from inputs with this digest. */
export function builtFrom(app, version, digest) {
  const file = stampFile(app, version);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === digest;
}

export function recordInputs(app, version, digest) {
  const file = stampFile(app, version);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${digest}\n`);
}

/** Drops the record before a release is replaced, so a build cut off while moving in is never taken as current. */
export function forgetInputs(app, version) {
  rmSync(stampFile(app, version), { force: true });
}
