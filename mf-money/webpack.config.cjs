const { createWebpackConfig } = require('@school/tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'money',
  kind: 'remote',
  port: 3001,
  title: 'mf-money',
  exposes: {
    './App': './src/exposes/App.tsx',
    './pages': './src/exposes/pages.ts',
    './ContractDialog': './src/exposes/ContractDialog.tsx',
    './TemplatesTab': './src/exposes/TemplatesTab.tsx',
    './OrderForm': './src/exposes/OrderForm.tsx',
  },
});
