// Browser tests of the built suite: one server (fresh embedded database) for the run, chromium per file.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
