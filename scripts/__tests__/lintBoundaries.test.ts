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
    { file: 'shared-api/src/x.ts', code: "const ui = require('@school/shared-ui');\n" },
    { file: 'server/src/x.ts', code: "import('@school/shared-ui');\n" },
    {
      file: 'mf-money/src/x.ts',
      code: "import { apiGet } from '@school/shared-api';\nimport { Money } from './y';\n",
    },
    {
      file: 'mf-money/src/bootstrap.tsx',
      code: "import { startStandalone } from '@school/tools/standalone';\n",
    },
  ]);
  expect(errors.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);
  expect(errors[1][0]).toContain('Relative import leaves the package mf-money');
  expect(errors[0][0]).toContain('mf-money may not import mf-sales');
}, 60_000);

test('Chakra and React Router come through their kits, and a singleton entry is imported by its name', () => {
  const errors = boundaryErrors([
    { file: 'mf-money/src/x.tsx', code: "import { Button } from '@chakra-ui/react';\n" },
    { file: 'shell/src/x.tsx', code: "import { Slider } from '@chakra-ui/react/slider';\n" },
    { file: 'mf-sales/src/x.tsx', code: "import { useNavigate } from 'react-router-dom';\n" },
    { file: 'shared-ui/src/components/x.tsx', code: "import { useLocation } from 'react-router';\n" },
    { file: 'shared-ui/src/components/x.tsx', code: "import { toaster } from '../core/sharedToaster';\n" },
    { file: 'shared-ui/src/components/x.tsx', code: "import { Box } from '../chakra';\n" },
    { file: 'mf-money/src/x.tsx', code: "import { Button } from '@school/shared-ui/chakra';\n" },
    { file: 'shared-ui/src/chakra/index.ts', code: "export { Box } from '@chakra-ui/react/box';\n" },
    { file: 'shared-ui/src/core/system.ts', code: "import { tokens } from '@chakra-ui/react/theme';\n" },
    { file: 'shared-ui/src/core/UiProvider.tsx', code: "import { Toaster } from './Toaster';\n" },
    { file: 'shared-ui/src/router/index.ts', code: "export { Route } from 'react-router';\n" },
    { file: 'shared-ui/src/components/x.tsx', code: "import { notify } from '@school/shared-ui/core';\n" },
  ]);
  expect(errors.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
  expect(errors[0][0]).toContain("through its kit '@school/shared-ui/chakra'");
  expect(errors[2][0]).toContain("through its kit '@school/shared-ui/router'");
  expect(errors[4][0]).toContain("Import the singleton '@school/shared-ui/core' by its name");
}, 60_000);
