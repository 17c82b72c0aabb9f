// Browser tests of the built suite: a server (fresh embedded database) per worker, chromium per file.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }];

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testSequencer: '<rootDir>/../jest/sequencer.cjs',
  testTimeout: 90_000,
  // Every core runs a worker: a journey waits on the server and the browser about a third of its time.
  maxWorkers: require('node:os').availableParallelism(),
};
