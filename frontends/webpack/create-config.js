// One webpack configuration for the root and the four micro-frontends; each app's
// webpack.config.js passes its directory and its Module Federation options.
require('../../scripts/node-runtime.cjs');
const path = require('node:path');
const { container } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// webpack's own minimizer plugin (a dependency of webpack), resolved from webpack so it is always the one webpack uses.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const repoRoot = path.resolve(__dirname, '../..');
const frontendsDir = path.resolve(__dirname, '..');

// React Router's package exports only its development build; other bundlers than Vite alias the
// production build themselves (its docs say so), or production pages run its dev-only checks.
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

function swcRule(development) {
  return {
    // Workspace packages (@app/ui, @app/shared) resolve through symlinks to their real paths
    // outside node_modules, so they are transpiled from source like the app itself.
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}

function cssRule(production) {
  return {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      { loader: 'css-loader', options: { importLoaders: 1 } },
      {
        loader: 'postcss-loader',
        options: { postcssOptions: { plugins: [['@tailwindcss/postcss', { optimize: production }]] } },
      },
    ],
  };
}

/**
 * An area's route manifest (`<area>/src/routes.ts`), in the root's build. The root reads the signed-in
 * areas' manifests for their paths alone (root/src/route-map.ts); their pages and sidebar icons are the
 * areas' to load. So a manifest's `import()`s of pages are left unparsed here (never bundled, and never
 * called: only the area's own App loads its pages) and lucide-react resolves to an empty module.
 */
const routeManifestPathsOnly = {
  test: (resource) => /^[^/\\]+[/\\]src[/\\]routes\.ts$/.test(path.relative(frontendsDir, resource)),
  parser: { import: false },
  resolve: { alias: { 'lucide-react': false } },
};

/**
 * page-assets.json beside a remote's remoteEntry.js: the stylesheets its pages need, which a page rendered
 * on the server (functions/src/web-pages) links in its head, so its first paint is styled.
 */
class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stylesheets = Object.keys(compilation.assets)
            .filter((file) => file.endsWith('.css'))
            .sort();
          compilation.emitAsset('page-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify({ stylesheets })));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (holds src/ and receives dist/)
 * @param {'production' | 'development'} options.mode
 * @param {object} options.federation ModuleFederationPlugin options (the app's module-federation.config.js)
 * @param {boolean} [options.isRoot] the root config: an HTML page served at '/', not a remote
 */
function createConfig({ dir, mode, federation, isRoot = false }) {
  const production = mode === 'production';
  const name = path.basename(dir);
  const hashed = production ? '.[contenthash:8]' : '';
  return {
    name,
    mode,
    context: dir,
    // A remote has no entry of its own: Module Federation adds remoteEntry.js.
    entry: isRoot ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
      // Chunks load relative to the script that asks for them (remoteEntry.js, the root's main.js), so a
      // build serves from wherever it is uploaded: /mf/<name>/ locally, a versioned prefix in AWS.
      publicPath: 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: `app_${name}`,
      clean: true,
    },
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? { 'react-router$': reactRouterProduction } : {},
    },
    module: {
      rules: [swcRule(!production), cssRule(production), ...(isRoot ? [routeManifestPathsOnly] : [])],
    },
    plugins: [
      new container.ModuleFederationPlugin(federation),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      // index.html names its scripts from the site's top (it answers every client-side route, /admin/... too);
      // the web deploy (scripts/src/deploy) points those names at the root's versioned prefix.
      ...(isRoot
        ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', publicPath: '/' })]
        : [new PageAssetsPlugin()]),
    ],
    optimization: {
      // swc instead of terser: the same sizes, a third of the build time on two cores.
      minimizer: [
        new MinimizerPlugin({
          minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } },
          extractComments: false,
        }),
      ],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack'),
      name: `${name}-${mode}`,
      buildDependencies: {
        config: [
          __filename,
          path.join(__dirname, 'shared-modules.js'),
          path.join(dir, 'webpack.config.js'),
          path.join(dir, 'module-federation.config.js'),
        ],
      },
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig };
