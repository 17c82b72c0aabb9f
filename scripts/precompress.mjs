// Pre-compression of a build: every text asset above MIN_BYTES gets a gzip (.gz) and a brotli (.br) copy
// beside it, at the highest levels (built once, served many times). The Node server (@fastify/static
// preCompressed) and nginx (gzip_static, brotli_static) pick the copy the browser accepts; nobody compresses
// at request time.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets a browser loads (source maps are not loaded by users and stay as they are). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/i;

/** Smaller files gain nothing: the compressed copy plus its headers is about as big. */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** A copy is written only when it is smaller than the file (a tiny gain is still a gain on every load). */
function writeSmaller(target, compressed, size) {
  if (compressed.length >= size) return 0;
  writeFileSync(target, compressed);
  return compressed.length;
}

/**
 * Writes `<file>.gz` and `<file>.br` for every compressible file of `dir` (recursively) of at least
 * MIN_BYTES. Returns the byte totals of the compressed files' originals and of their copies.
 * @param {string} dir
 * @returns {{files: number, raw: number, gzip: number, brotli: number}}
 */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const gzip = writeSmaller(`${file}.gz`, gzipSync(content, { level: 9 }), size);
    const brotli = writeSmaller(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      size,
    );
    totals.files += 1;
    totals.raw += size;
    totals.gzip += gzip || size;
    totals.brotli += brotli || size;
  }
  return totals;
}
