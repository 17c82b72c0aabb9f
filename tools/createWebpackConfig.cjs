// One webpack configuration for the shell and the three remotes (Module Federation 2, swc, no ts-loader).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
/** A release folder name: x.y.z with an optional pre-release or build tag (1.2.0, 2.0.0-rc.1). */
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
const rootPackage = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;

/**
 * The shared modules of every app (DESIGN.md section 2). What holds state is a singleton: React, the router,
 * emotion, swr, zustand, and the runtime cores of the workspace packages (`sharedEntries` in their
 * package.json: shared-api/core, shared-ui/core, shared-ui/chakra), each with its own version. The rest of
 * a workspace package (its "." entry: contracts, formatters, the data grid) is stateless and shared by
 * semver range: a remote reuses the copy already loaded when it satisfies `^version` it was built with, and
 * loads its own otherwise, so a remote released later never runs against an older copy.
 *
 * `E2E_SHARED_NEXT=<package>` in the build's environment is a test hook (e2e/tests/stages.e2e.ts): the build
 * carries that package as its next minor version, as if built against a newer release of it. Releases
 * never set it.
 */
function sharedModules() {
  const singleton = (name, version = rootPackage(name)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
  });
  const library = (name, version = rootPackage(name)) => ({
    singleton: false,
    requiredVersion: `^${version}`,
    version,
  });
  const nextMinor = (version) => {
    const [major, minor] = version.split('.').map(Number);
    return `${major}.${minor + 1}.0`;
  };
  /** A workspace package: its "." entry by semver range, each of its `sharedEntries` as a singleton. */
  const workspace = (name) => {
    const pkg = require(path.join(root, name, 'package.json'));
    const version = process.env.E2E_SHARED_NEXT === name ? nextMinor(pkg.version) : pkg.version;
    // Imported by the package's name (@school/shared-ui), shared under its folder's (shared-ui), the key
    // releases made before the packages were scoped use: their remotes still share one copy with newer ones.
    const modules = {
      [pkg.name]: {
        shareKey: name,
        singleton: false,
        requiredVersion: `^${version}`,
        version,
        import: path.join(root, name, pkg.exports['.']),
      },
    };
    for (const [entry, shared] of Object.entries(pkg.sharedEntries ?? {})) {
      modules[`${pkg.name}/${entry.slice(2)}`] = {
        shareKey: `${name}/${entry.slice(2)}`,
        singleton: shared.singleton,
        requiredVersion: `^${shared.version}`,
        version: shared.version,
        import: path.join(root, name, pkg.exports[entry]),
      };
    }
    return modules;
  };
  const react = rootPackage('react');
  const reactDom = rootPackage('react-dom');
  // Chakra and React Router are shared through the kits of shared-ui (shared-ui/chakra, shared-ui/router),
  // which carry only the parts the apps use.
  return {
    react: singleton('react', react),
    'react/jsx-runtime': singleton('react/jsx-runtime', react),
    'react-dom': singleton('react-dom', reactDom),
    'react-dom/client': singleton('react-dom/client', reactDom),
    '@emotion/react': singleton('@emotion/react'),
    swr: singleton('swr'),
    zustand: singleton('zustand'),
    // Stateless libraries every app uses, shared by semver range: one copy in the page when compatible.
    luxon: library('luxon'),
    'react-hook-form': library('react-hook-form'),
    ...workspace('shared-api'),
    ...workspace('shared-ui'),
  };
}

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} app.name      federation name: shell, money, learning, sales
 * @param {'host'|'remote'} app.kind
 * @param {Record<string,string>} [app.exposes]
 * @param {number} app.port      dev-server port for standalone development
 */
function createWebpackConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const isRemote = app.kind === 'remote';
  /**
   * `--env version=1.0.1` builds under another version than package.json's (a hotfix, or a second
   * release for a test); `--env outputPath=DIR` builds into DIR instead of dist/ (scripts/build.mjs
   * builds each release into a staging folder and moves it into release/ when complete).
   */
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    const version = env.version || pkg.version;
    if (!VERSION.test(version)) throw new Error(`${app.name}: version "${version}" is not x.y.z[-tag]`);
    const defaultPath = isRemote ? path.join(app.dir, 'dist', version) : path.join(app.dir, 'dist');
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // A remote builds into a folder named by its version, so several versions can be served side by side.
        path: env.outputPath ? path.resolve(env.outputPath) : defaultPath,
        publicPath: isRemote ? 'auto' : '/',
        // Entry names carry no hash (the federation runtime cannot template it); they are served no-cache,
        // and every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // React Router's package exports only its development build; releases use the production one.
        alias: production
          ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
          : {},
      },
      module: {
        rules: [
          {
            // The endpoint entries without the texts only the server's API reference reads (before swc).
            enforce: 'pre',
            test: /shared-api[\\/]src[\\/]contracts[\\/]endpoints[\\/][^\\/]+\.ts$/,
            use: { loader: path.join(__dirname, 'stripEndpointDocs.cjs') },
          },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        // The version this build is released under, for an unobtrusive "module x.y.z" line.
        // E2E_EXTRA_PAGE=1 in the build's environment is a test hook (mf-money/src/exposes/pages.ts): the
        // browser test of stages releases mf-money with one more declared page. Releases never set it.
        new DefinePlugin({
          'process.env.APP_VERSION': JSON.stringify(version),
          'process.env.E2E_EXTRA_PAGE': JSON.stringify(process.env.E2E_EXTRA_PAGE === '1' ? '1' : ''),
          'process.env.SHARED_UI_VERSION': JSON.stringify(sharedModules()['@school/shared-ui'].version),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: app.exposes,
          shared: sharedModules(),
          // A shared module is resolved from the copies already loaded first ('loaded-first'). The default,
          // 'version-first', loads the entry of every remote of the stage whenever sharing is initialised (for
          // a lazy chunk of the shell as well), to compare versions: extra requests on every page, and one
          // missing remote failed the shell's own chunks.
          shareStrategy: 'loaded-first',
          manifest: isRemote,
          dts: false,
          // One federation runtime in the page: the shell provides it and a released remote uses it, instead of
          // each remote entry carrying its own copy (about 25 KB gzipped each). A remote's development server
          // (its standalone page, without the shell) keeps its own.
          experiments: isRemote ? { externalRuntime: production } : { provideExternalRuntime: true },
        }),
        new HtmlWebpackPlugin({
          template: path.join(root, 'tools', 'index.html'),
          title: app.title,
          // A remote's own page is its standalone development entry; the shell loads only remoteEntry/manifest.
          filename: 'index.html',
          hash: true,
          // The shell's icon: without one the browser asks for /favicon.ico, a 404 behind nginx.
          favicon: isRemote ? undefined : path.join(root, 'tools', 'favicon.svg'),
        }),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/stage.json', '/remotes'],
            target: process.env.API_URL || 'http://localhost:8080',
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
