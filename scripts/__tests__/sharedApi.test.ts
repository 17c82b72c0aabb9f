import { execFileSync } from 'node:child_process';
import path from 'node:path';

// A shared package's version is raised with every change of its exports (DESIGN.md section 2): the check
// fails when the exports of shared-api or shared-ui differ from those recorded with their current version.

const repoRoot = path.resolve(__dirname, '..', '..');

function run(args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'sharedApi.mjs'), ...args],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('the exports of shared-api and shared-ui are recorded with their versions', () => {
  const { status, output } = run([]);
  expect(output).toContain('shared packages: exports and versions recorded');
  expect(status).toBe(0);
}, 60_000);

/**
 * The check's answers to two changed export lists, from one reading of the exports (a TypeScript program of
 * both packages, the slow part): a new export of shared-ui, and one removed from its singleton entry './core'.
 */
let changed: { added: string[]; removedFromCore: string[] };
beforeAll(() => {
  const script = `
    import { checkShared, exportedApi } from ${JSON.stringify(path.join(repoRoot, 'scripts', 'sharedApi.mjs'))};
    const api = exportedApi();
    const added = checkShared({ ...api, 'shared-ui': [...api['shared-ui'], 'newThing: () => void'] });
    const removedFromCore = checkShared({
      ...api,
      'shared-ui/core': api['shared-ui/core'].filter((line) => !line.startsWith('notify:')),
    });
    console.log(JSON.stringify({ added, removedFromCore }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  changed = JSON.parse(output) as typeof changed;
}, 60_000);

test('a changed export without a new version is refused with what to do', () => {
  expect(changed.added).toHaveLength(1);
  expect(changed.added[0]).toMatch(
    /^shared-ui: its exports changed but its version is still \d+\.\d+\.\d+\. Raise "version"/,
  );
});

test('a changed export of a singleton entry asks for the entry its own version', () => {
  expect(changed.removedFromCore).toEqual([
    expect.stringMatching(
      /^shared-ui\/core: its exports changed but its version is still \d+\.\d+\.\d+\. Raise "sharedEntries" > ".\/core" > "version" in shared-ui\/package.json/,
    ),
  ]);
});

test('the order TypeScript prints a union of string literals in does not count as a change', () => {
  const sorted = (text: string) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { sortLiteralUnions } from ${JSON.stringify(path.join(repoRoot, 'scripts', 'sharedApi.mjs'))};
         process.stdout.write(sortLiteralUnions(process.argv[1]));`,
        text,
      ],
      { encoding: 'utf8' },
    );
  expect(sorted('Omit<Props, "top" | "all" | "gap">')).toBe('Omit<Props, "all" | "gap" | "top">');
  expect(sorted('"b" | "a\\"q" | number')).toBe('"a\\"q" | "b" | number');
});
