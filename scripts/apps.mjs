import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const version = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;

/** The four front-end apps, built one after another (two cores: parallel builds only fight). */
export const apps = [
  { dir: 'shell', marker: () => path.join(root, 'shell/dist/index.html') },
  ...['mf-money', 'mf-learning', 'mf-sales'].map((dir) => ({
    dir,
    marker: () => path.join(root, dir, 'dist', version(dir), 'mf-manifest.json'),
  })),
];

export const isBuilt = (app) => existsSync(app.marker());
