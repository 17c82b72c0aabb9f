import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where releases live: RELEASE_DIR (relative to the repository root) or release/. */
export const releaseDir = path.resolve(root, process.env.RELEASE_DIR || 'release');

/** A release folder name: x.y.z with an optional pre-release or build tag (the same rule as the webpack config). */
export const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

export const packageVersion = (dir) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;

/** The remotes: federation name (stage.json key) and folder (package and release folder name). */
export const REMOTES = [
  { name: 'money', dir: 'mf-money' },
  { name: 'learning', dir: 'mf-learning' },
  { name: 'sales', dir: 'mf-sales' },
];

/**
 * The four front-end apps, built one after another (two cores: parallel builds only fight).
 * `target(version)` is the app's folder in release/: the shell has one, a remote one per version.
 */
export const apps = [
  {
    dir: 'shell',
    remote: false,
    target: () => path.join(releaseDir, 'shell'),
    marker: 'index.html',
  },
  ...REMOTES.map(({ dir }) => ({
    dir,
    remote: true,
    target: (version = packageVersion(dir)) => path.join(releaseDir, dir, version),
    marker: 'mf-manifest.json',
  })),
];

/** An app given as shell, mf-money or money. */
export function findApp(name) {
  return apps.find((app) => app.dir === name || app.dir === `mf-${name}`);
}

export const isBuilt = (app, version) => existsSync(path.join(app.target(version), app.marker));
