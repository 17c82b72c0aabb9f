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
