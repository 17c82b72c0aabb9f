// The server as compiled JavaScript: server/src/main.ts and everything it imports (shared-api's TypeScript
// included) bundled by esbuild into server/dist/main.cjs, so that production, `npm start` and the browser
// tests run plain JavaScript on node, with no TypeScript compiler loaded at run time. Packages stay
// external (loaded from node_modules). `__dirname` in a source file becomes that file's folder relative to
// the bundle, so migrations, seed files and the worker threads' .cjs files are read where they are in the
// checkout. server/dist/sources.txt holds the digest of what the bundle was made from.
//
//   node scripts/buildServer.mjs [--changed | --missing]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [path.join(root, 'server', 'src'), path.join(root, 'shared-api', 'src')];
export const SERVER_BUNDLE = path.join(root, 'server', 'dist', 'main.cjs');
const DIGEST_FILE = path.join(root, 'server', 'dist', 'sources.txt');

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
      return /\.(ts|tsx|json|sql|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
}

/** A digest of the server's and shared-api's sources, the lockfile and this script. */
function sourcesDigest() {
  const hash = createHash('sha256');
  for (const file of [
    ...SOURCES.flatMap(sourceFiles),
    path.join(root, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ]) {
    hash.update(`\0${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Packages are loaded from node_modules at run time; the workspace's TypeScript packages are bundled. */
const bundleSources = {
  name: 'bundle-sources',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@school/shared-api' || args.path.startsWith('@school/shared-api/')
        ? undefined
        : { external: true },
    );
    on.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      const folder = path
        .relative(path.dirname(SERVER_BUNDLE), path.dirname(args.path))
        .split(path.sep)
        .join('/');
      return {
        contents: source.replace(
          /\b__dirname\b/g,
          `require('node:path').join(__dirname, ${JSON.stringify(folder)})`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Builds the bundle (`changed`: unless it was made from the same sources; `missing`: unless it exists). */
export async function buildServer({ changed = false, missing = false } = {}) {
  const digest = sourcesDigest();
  if (missing && fs.existsSync(SERVER_BUNDLE)) return;
  if (changed && fs.existsSync(SERVER_BUNDLE) && fs.readFileSync(DIGEST_FILE, 'utf8').trim() === digest) {
    console.log('[build] server: built from the same sources, kept');
    return;
  }
  const started = Date.now();
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const partial = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    outfile: partial,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [bundleSources],
  });
  fs.renameSync(partial, SERVER_BUNDLE);
  fs.renameSync(`${partial}.map`, `${SERVER_BUNDLE}.map`);
  fs.writeFileSync(DIGEST_FILE, `${digest}\n`);
  console.log(`[build] server -> server/dist/main.cjs in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  await buildServer({ changed: args.includes('--changed'), missing: args.includes('--missing') });
}
