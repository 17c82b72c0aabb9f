const { createWebpackConfig } = require('@school/tools/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
  title: 'Школа',
});
