/**
 * The test worker (worker.ts with the whole server) as one CommonJS file, built with esbuild once for a given
 * set of sources and reused by every worker thread of every test file: a worker then starts in about a second
 * instead of the 2-3 s tsx took to resolve and load the server's ~400 TypeScript modules in each thread.
 * Packages stay external (loaded from node_modules, hence the file lives under node_modules/.cache); the
 * workspace's shared-api is TypeScript and is bundled. `__dirname` keeps each source file's own folder
 * (migrations, the repository root).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = [path.join(ROOT, 'server', 'src'), path.join(ROOT, 'shared-api', 'src')];
/** The bundle and the prepared PGlite databases (test/databases.ts). */
export const CACHE = path.join(ROOT, 'node_modules', '.cache', 'test-worker');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx|json|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
}

let digested: string | null = null;

/** A digest of the server's and shared-api's sources (tests left out): what the bundle and the prepared databases are made from. */
export function sourcesDigest(): string {
  digested ??= computeDigest();
  return digested;
}

function computeDigest(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(sourceFiles)) {
    hash.update(`\0${path.relative(ROOT, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** Packages are loaded from node_modules at run time; the workspace's TypeScript packages are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@school/shared-api' || args.path.startsWith('@school/shared-api/')
        ? undefined
        : { external: true },
    );
    on.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      return {
        contents: source.replace(/\b__dirname\b/g, JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

let built: string | null = null;

/** The path of the bundled worker for the current sources, built if missing (atomically: parallel files race). */
export async function workerBundle(): Promise<string> {
  if (built && fs.existsSync(built)) return built;
  const file = path.join(CACHE, `worker-${sourcesDigest()}.cjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    await build({
      entryPoints: [path.join(__dirname, 'worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: partial,
      logLevel: 'warning',
      plugins: [externalPackages],
    });
    fs.renameSync(partial, file);
    forgetOtherSources();
  }
  built = file;
  return file;
}

/** Removes bundles and prepared databases made from other sources than the current ones. */
export function forgetOtherSources(): void {
  const current = sourcesDigest();
  for (const old of fs.readdirSync(CACHE)) {
    if (!old.includes(current) && !old.endsWith('.tmp')) fs.rmSync(path.join(CACHE, old), { force: true });
  }
}
