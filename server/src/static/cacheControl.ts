import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry points that name no content hash: the browser must revalidate them every time. */
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'stage.json',
]);

/** A webpack content hash in the name (main.3f2a9c1b.js, 512.9e1c0a4b7d.chunk.js). */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;

/** A version folder of a remote (1.0.0, 2.3.1-beta.1). */
const VERSION_FOLDER = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/;

function segments(relativePath: string): string[] {
  return relativePath.split(/[\\/]+/).filter(Boolean);
}

/** Shell files: hashed assets are immutable, everything else (index.html...) is revalidated. */
export function shellCacheControl(relativePath: string): string {
  const name = path.basename(relativePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Remote files: hashed files inside a version folder are immutable; the entry files and anything without a
 * hash (the standalone page's main.js) are revalidated, since a version may be rebuilt in place.
 */
export function remoteCacheControl(relativePath: string): string {
  const parts = segments(relativePath);
  const name = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || !VERSION_FOLDER.test(parts[0]) || ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
