const { createWebpackConfig } = require('@school/tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'learning',
  kind: 'remote',
  port: 3002,
  title: 'mf-learning',
  exposes: { './App': './src/exposes/App.tsx', './pages': './src/exposes/pages.ts' },
});
