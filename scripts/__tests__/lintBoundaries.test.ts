import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The package boundaries of eslint.config.mjs (DESIGN.md sections 1-2), checked on sample sources: ESLint
// runs in a child process because its flat config is an ES module, which jest's sandbox cannot import.

const repoRoot = path.resolve(__dirname, '..', '..');

type Sample = { file: string; code: string };

function boundaryErrors(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const samples = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(repoRoot)} });
    const out = [];
    for (const { file, code } of samples) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(samples)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

test('imports across package boundaries are lint errors; allowed ones are not', () => {
  const errors = boundaryErrors([
    { file: 'mf-money/src/x.ts', code: "import { CrmPage } from 'mf-sales/src/modules/crm/CrmPage';\n" },
    { file: 'mf-money/src/x.ts', code: "import { App } from '../../mf-sales/src/App';\n" },
    { file: 'shell/src/x.ts', code: "import { DebtPage } from 'mf-money/src/modules/debt/DebtPage';\n" },
    { file: 'shared-ui/src/x.ts', code: "export { CrmPage } from 'mf-sales/src/modules/crm/CrmPage';\n" },
    { file: 'shared-api/src/x.ts', code: "const ui = require('shared-ui');\n" },
    { file: 'server/src/x.ts', code: "import('shared-ui');\n" },
    {
      file: 'mf-money/src/x.ts',
      code: "import { apiGet } from 'shared-api';\nimport { Money } from './y';\n",
    },
    { file: 'mf-money/src/bootstrap.tsx', code: "import { startStandalone } from 'tools/standalone';\n" },
  ]);
  expect(errors.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);
  expect(errors[1][0]).toContain('Relative import leaves the package mf-money');
  expect(errors[0][0]).toContain('mf-money may not import mf-sales');
}, 60_000);
