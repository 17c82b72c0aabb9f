import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// The release build writes gzip and brotli copies of every text asset of at least 1 KB beside it
// (scripts/precompress.mjs, run by scripts/build.mjs on each app's staging folder before it is moved in).

const repoRoot = path.resolve(__dirname, '..', '..');

function precompress(dir: string): { files: number; raw: number; gzip: number; brotli: number } {
  const script = `import { precompress } from ${JSON.stringify(path.join(repoRoot, 'scripts/precompress.mjs'))};
console.log(JSON.stringify(precompress(${JSON.stringify(dir)})));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output) as { files: number; raw: number; gzip: number; brotli: number };
}

let dir: string;
const write = (name: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
};
const big = (word: string) => Array.from({ length: 400 }, (_, i) => `${word}(${i % 7});`).join('\n');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('text assets of at least 1 KB get .gz and .br copies that decompress to the file', () => {
  const files = {
    'main.3f2a9c1b.js': big('render'),
    'index.html': `<!doctype html><title>Школа</title>${'<div></div>'.repeat(200)}`,
    '1.0.0/mf-manifest.json': JSON.stringify({ exposes: Array.from({ length: 200 }, (_, i) => ({ id: i })) }),
    'css/app.3f2a9c1b.css': '.a{color:red}\n'.repeat(200),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(80)}</svg>`,
    '176.554eda07.js.LICENSE.txt': 'MIT License\n'.repeat(120),
  };
  for (const [name, content] of Object.entries(files)) write(name, content);

  const totals = precompress(dir);

  expect(totals.files).toBe(Object.keys(files).length);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8')).toBe(content);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8')).toBe(content);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  }
  expect(totals.gzip).toBeLessThan(totals.raw);
  expect(totals.brotli).toBeLessThan(totals.raw);
});

test('small files, source maps and binary files are left alone', () => {
  write('remoteEntry.js', 'var money;');
  write('main.3f2a9c1b.js.map', JSON.stringify({ mappings: 'A'.repeat(5000) }));
  write('logo.png', 'P'.repeat(5000));

  expect(precompress(dir)).toEqual({ files: 0, raw: 0, gzip: 0, brotli: 0 });
  expect(fs.readdirSync(dir).sort()).toEqual(['logo.png', 'main.3f2a9c1b.js.map', 'remoteEntry.js']);
});
