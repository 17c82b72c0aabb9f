import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripEndpointDocs } = require('@school/tools/stripEndpointDocs.cjs') as {
  stripEndpointDocs: (source: string, fileName?: string) => string;
};

// The browser builds' loader that drops the endpoint entries' documentation (tools/stripEndpointDocs.cjs).

const root = path.resolve(__dirname, '../..');
const endpointsDir = path.join(root, 'shared-api/src/contracts/endpoints');

test('drops summary, example and the schemas of each endpoint({...}) entry and keeps everything else, nested summaries too', () => {
  const source = `export const e = {
  a: endpoint({
    method: 'GET',
    path: '/a',
    summary: 'Платежи, «новые» первыми',
    page: { sort: ['date'], summary: { totals: z.array(z.string()) } },
    example: { query: { limit: '50' }, response: { nested: { summary: 'x' } } },
    response: z.string(),
  }),
  b: endpoint({ method: 'POST', path: '/b', summary: "it's", response: z.number(), example: { body: {} } }),
};
const other = { summary: 'not an entry' };`;
  const out = stripEndpointDocs(source);
  expect(out).not.toContain('Платежи');
  expect(out).not.toContain("it's");
  expect(out).not.toContain('example');
  expect(out).toContain("page: { sort: ['date'], summary: { totals: z.array(z.string()) } }");
  expect(out).not.toContain('response: z.string()');
  expect(out).toMatch(/b: endpoint\(\{ method: 'POST', path: '\/b',? ?\}\)/);
  expect(out).toContain("const other = { summary: 'not an entry' };");
});

test('every endpoints file of the table stays valid TypeScript with every entry, and loses its docs', () => {
  const files = readdirSync(endpointsDir).filter((name) => name.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(5);
  for (const name of files) {
    const source = readFileSync(path.join(endpointsDir, name), 'utf8');
    const out = stripEndpointDocs(source, name);
    const parsed = ts.transpileModule(out, { reportDiagnostics: true, fileName: name });
    expect(parsed.diagnostics ?? []).toEqual([]);
    expect(out.split('endpoint({').length).toBe(source.split('endpoint({').length);
    expect(out).not.toMatch(/^ {4}(summary|example|query|body|response):/m);
  }
});

// Contracts code that only the server runs: pageQuerySchema (a paged entry's query, for the route's validation
// and the OpenAPI document).
const SERVER_ONLY = [path.join('shared-api/src', 'contracts/paging.ts')];

test('nothing in the browser code reads an entry’s summary, example or schemas', () => {
  const sources = [
    'shell/src',
    'mf-money/src',
    'mf-learning/src',
    'mf-sales/src',
    'shared-ui/src',
    'shared-api/src',
  ]
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
    )
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.includes('__tests__') &&
        !file.includes('contracts/endpoints') &&
        !SERVER_ONLY.includes(file),
    );
  const readers = sources.filter((file) =>
    /\b(entry|endpoint|Endpoints\.\w+)\.(summary|example|query|body|response)\b/.test(
      readFileSync(path.join(root, file), 'utf8'),
    ),
  );
  expect(readers).toEqual([]);
});
