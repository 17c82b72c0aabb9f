// Stops the run's PostgreSQL cluster (jest/globalSetup.cjs) and removes its files.
module.exports = async function globalTeardown() {
  const cluster = globalThis.schoolTestCluster;
  if (!cluster) return;
  delete process.env.TEST_POSTGRES_PORT;
  globalThis.schoolTestCluster = undefined;
  await cluster.stop();
};
