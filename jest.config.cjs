// One jest run over every package: front-end packages in jsdom, the server in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const transformIgnorePatterns = ['/node_modules/(?!(ky)/)'];

const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest/jsdomEnvironment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest/setupWeb.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

module.exports = {
  // Jest's default on two cores is one worker; the files are independent, so every core runs one.
  maxWorkers: require('node:os').availableParallelism(),
  globalSetup: '<rootDir>/jest/globalSetup.cjs',
  globalTeardown: '<rootDir>/jest/globalTeardown.cjs',
  reporters: ['default', '<rootDir>/jest/slowestReporter.cjs'],
  testSequencer: '<rootDir>/jest/sequencer.cjs',
  projects: [
    web('shared-api'),
    web('shared-ui'),
    web('shell'),
    web('mf-money'),
    web('mf-learning'),
    web('mf-sales'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/../jest/setupServer.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The release and stage command-line tools, run as child processes.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
    },
  ],
};
