import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** The package (top folder) a file belongs to. */
function packageOf(file) {
  return path.relative(repoRoot, file).split(path.sep)[0];
}

/**
 * Which workspace packages each package may import (DESIGN.md sections 1-2): a remote never imports another
 * remote or the shell (it loads them at run time); the shell loads remotes at run time too; shared packages
 * never import a remote; shared-ui holds no domain code; the server imports only the contracts.
 */
const REMOTES = ['mf-money', 'mf-learning', 'mf-sales'];
/** The workspace packages' scope: each is named @school/<its folder>. */
const SCOPE = '@school';
const FORBIDDEN = {
  shell: [...REMOTES],
  'mf-money': ['shell', 'mf-learning', 'mf-sales', 'server'],
  'mf-learning': ['shell', 'mf-money', 'mf-sales', 'server'],
  'mf-sales': ['shell', 'mf-money', 'mf-learning', 'server'],
  'shared-api': ['shell', ...REMOTES, 'shared-ui', 'server', 'tools'],
  'shared-ui': ['shell', ...REMOTES, 'server', 'tools'],
  server: ['shell', ...REMOTES, 'shared-ui', 'tools'],
  tools: ['shell', ...REMOTES, 'server'],
};

/**
 * The singleton entries of the shared packages (their `sharedEntries`): a folder of the package's src that
 * the rest of the package imports by the entry's name, never relatively, so that the stateless part, shared
 * by semver range, never carries a second copy of what must exist once (DESIGN.md section 2). Tests (jest
 * has one module registry) may import a module of an entry directly.
 */
const SINGLETON_ENTRIES = {
  'shared-ui': ['chakra', 'core', 'router'],
  'shared-api': ['core'],
};

/** Libraries used only through a kit of shared-ui: the kit's folder (and the folders listed) may import them. */
const KIT_ONLY = [
  {
    pattern: /^@chakra-ui\/react\/theme$/,
    kit: '@school/shared-ui/chakra',
    allowed: ['shared-ui/src/chakra', 'shared-ui/src/core'],
  },
  { pattern: /^@chakra-ui\/react(\/|$)/, kit: '@school/shared-ui/chakra', allowed: ['shared-ui/src/chakra'] },
  {
    pattern: /^react-router(-dom)?(\/|$)/,
    kit: '@school/shared-ui/router',
    allowed: ['shared-ui/src/router'],
  },
];

/** The singleton entry folder of a file inside a shared package's src, if any. */
function entryOf(file) {
  const [pkg, src, folder] = path.relative(repoRoot, file).split(path.sep);
  return src === 'src' && (SINGLETON_ENTRIES[pkg] ?? []).includes(folder)
    ? `${SCOPE}/${pkg}/${folder}`
    : null;
}

function checkSource(context, node, source) {
  if (typeof source !== 'string') return;
  const file = context.filename;
  const own = packageOf(file);
  if (source.startsWith('.')) {
    const resolved = path.resolve(path.dirname(file), source);
    const target = packageOf(resolved);
    if (target !== own)
      context.report({
        node,
        message: `Relative import leaves the package ${own}: import '${target}' by its name.`,
      });
    else if (entryOf(resolved) && entryOf(resolved) !== entryOf(file) && !/\.test\.tsx?$/.test(file))
      context.report({
        node,
        message: `Import the singleton '${entryOf(resolved)}' by its name, not relatively: a relative import copies it into this module.`,
      });
    return;
  }
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  for (const rule of KIT_ONLY) {
    if (!rule.pattern.test(source)) continue;
    if (!rule.allowed.some((folder) => relative.startsWith(`${folder}/`)))
      context.report({
        node,
        message: `Import '${source}' through its kit '${rule.kit}' (one copy in the page, only the parts used).`,
      });
    return;
  }
  // A workspace package by its name (@school/shared-ui/chakra is shared-ui's), or its folder's.
  const name = source.startsWith(`${SCOPE}/`) ? source.split('/')[1] : source.split('/')[0];
  if ((FORBIDDEN[own] ?? []).includes(name))
    context.report({
      node,
      message: `${own} may not import ${name} (package boundaries, DESIGN.md section 2).`,
    });
}

const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => checkSource(context, node, node.source?.value);
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: (node) => checkSource(context, node, node.source.value),
          CallExpression(node) {
            if (node.callee.type === 'Identifier' && node.callee.name === 'require')
              checkSource(context, node, node.arguments[0]?.value);
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'release/**', 'data/**', '.e2e-data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Package boundaries: no import between remotes, none of a remote from a shared package, no domain code
    // in shared-ui, no relative import leaving its package.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
