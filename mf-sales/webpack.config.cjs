const { createWebpackConfig } = require('@school/tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'sales',
  kind: 'remote',
  port: 3003,
  title: 'mf-sales',
  exposes: {
    './App': './src/exposes/App.tsx',
    './pages': './src/exposes/pages.ts',
    './LeadDialog': './src/exposes/LeadDialog.tsx',
    './ContactDialog': './src/exposes/ContactDialog.tsx',
    './HeaderSearch': './src/exposes/HeaderSearch.tsx',
  },
});
