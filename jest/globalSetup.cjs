// One PostgreSQL 15 cluster for the whole jest run (server/src/test/databases.ts): every server test file
// creates its databases in it, copied from template databases prepared once, instead of starting a cluster and
// migrating and seeding per file. Its port reaches the test workers as TEST_POSTGRES_PORT.
const tsx = require('tsx/cjs/api');

const { hasPostgres15, startPostgresCluster } = tsx.require(
  '../server/src/test/postgresCluster.ts',
  __filename,
);

module.exports = async function globalSetup() {
  if (!hasPostgres15() || process.env.TEST_POSTGRES === 'off' || process.env.TEST_POSTGRES_PORT) return;
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_PORT = String(cluster.port);
  globalThis.schoolTestCluster = cluster;
};
