// createAppConfig: the webpack config every app (host and remotes) builds with.
// An app's webpack.config.js passes its directory, its federation options (module-federation.config.js)
// and its port; everything else (loaders, singletons, output, dev server) is decided here once.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { routerEntry, sharedSingletons } = require('./shared-deps.cjs');
const { PublicAssetsPlugin } = require('./public-assets-plugin.cjs');
const { htmlTemplate } = require('./html-template.cjs');
const { BundleStatsPlugin } = require('./bundle-stats-plugin.cjs');
const { PageChunksPlugin } = require('./page-chunks-plugin.cjs');
const { messageDescriptorsPlugin } = require('./message-descriptors.cjs');
const { ShellStartPlugin } = require('./shell-start-plugin.cjs');

const workspaceRoot = path.resolve(__dirname, '../..');
const sharedSources = path.join(workspaceRoot, 'shared');
// Apps import the federation runtime API from here; it resolves to the same runtime the plugin embeds.
const enhancedRuntime = path.join(path.dirname(require.resolve('@module-federation/enhanced/runtime')), 'runtime.mjs');
// The federation runtime core, as the ES module the bundler runtime imports. The host's runtime plugin that
// publishes it to the remotes (provideExternalRuntime) requires it through runtime-tools' CommonJS build, which
// would put a second copy (~9 KB gzip) into the host's main.js: both names resolve to this one file.
const runtimeCore = require
  .resolve('@module-federation/runtime-core', {
    paths: [
      path.dirname(
        require.resolve('@module-federation/runtime-tools/runtime-core', {
          paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
        }),
      ),
    ],
  })
  .replace(/\.cjs$/, '.js');
// The ICU parser react-intl uses (same version, resolved through react-intl): the build compiles the catalogues
// with it, and the browser gets its `no-parser` build (messages arrive as ASTs).
function icuParser(dir) {
  const entry = require.resolve('react-intl', { paths: [dir] });
  const reactIntl = entry.slice(0, entry.lastIndexOf(`${path.sep}react-intl${path.sep}`) + '/react-intl'.length);
  const parser = require.resolve('@formatjs/icu-messageformat-parser', { paths: [reactIntl] });
  return { parser, noParser: path.join(path.dirname(parser), 'no-parser.js') };
}
// The federation bundler runtime, the file the enhanced plugin's entry imports (resolved as its
// FederationRuntimePlugin does): the host publishes it to its remotes (provide-bundler-runtime.mjs), each remote's
// build puts remote-bundler-runtime.mjs in its place.
const runtimeTools = path.dirname(
  require.resolve('@module-federation/runtime-tools', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  }),
);
const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [runtimeTools] });
const federationAliases = {
  'mall-federation-bundler-runtime$': bundlerRuntime,
  'mall-federation-bundler-runtime/init-container-entry$': path.join(path.dirname(bundlerRuntime), 'initContainerEntry.js'),
};
const BUNDLER_RUNTIME = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const runtimeCoreAliases = {
  '@module-federation/runtime-core$': runtimeCore,
  '@module-federation/runtime-tools/runtime-core$': runtimeCore,
};

// JSX always compiles to the production runtime (@emotion/react/jsx-runtime → react/jsx-runtime): a remote on
// its dev server then still renders inside a production host, whose React has no jsx-dev-runtime internals.
function swcRule(test, tsx) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: false },
          },
        },
      },
    },
  };
}

// Text assets are written compressed next to themselves (x.js.br, x.js.gz) once at build time, at the highest
// levels, so scripts/serve-static.mjs (or a CDN) answers with them without compressing per request. HTML is not:
// the server writes the runtime configuration into it at start.
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;
function precompress() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

// The host's copies of the singletons are eager: they sit in its main.js, so the shell renders from one script
// instead of waiting for main.js and then for a dozen small shared-module chunks (six at a time per origin over
// HTTP/1.1). The remotes still get them through the share scope (loaded-first: the host's copy is the one copy).
const eager = (shared) => Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true }]));

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (its webpack.config.js __dirname)
 * @param {string} options.name       federation name, also output.uniqueName
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  remote only: exposed modules
 * @param {boolean} [options.isHost]  the shell: publicPath '/', loaded-first, remotes registered at run time
 * @param {string[]} [options.runtimePlugins]  federation runtime plugin files
 * @param {string} [options.title]    HTML title
 * @param {string} [options.mode]     'production' | 'development' (from the CLI's --mode)
 * @param {object} [options.variant]  another build of the same sources (scripts/publish-remote.mjs --build):
 *   `outDir` (instead of <dir>/dist), `skew` (see sharedSingletons). It shares the app's persistent cache: webpack
 *   keys modules by their options (shared ranges) and tracks DefinePlugin values, so only what differs rebuilds.
 */
function createAppConfig({ dir, name, port, exposes, isHost = false, runtimePlugins = [], title, mode, variant }) {
  const production = (mode || process.env.NODE_ENV) === 'production';
  const outDir = variant?.outDir ?? path.join(dir, 'dist');
  // The version this build says it is: MF_BUILD_VERSION (the federation manifest's buildVersion reads it too), else
  // the app's package.json. Remotes stamp it on their pages (data-remote-version, @mall/remote-kit lazyPages).
  const buildVersion = process.env.MF_BUILD_VERSION || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  // The build switch behind bench:web's "cost of federation": MALL_SINGLE_BUNDLE=1 builds the host into
  // dist-single/ with the remotes' pages imported statically (one bundle, no federation runtime at all).
  const single = isHost && process.env.MALL_SINGLE_BUNDLE === '1';
  // MALL_PROFILE_MAPS=1: a production build with source maps beside its scripts, for profiling (scripts/long-tasks.mjs).
  const profileMaps = production && Boolean(process.env.MALL_PROFILE_MAPS);
  const remoteSources = single
    ? fs.readdirSync(path.join(workspaceRoot, 'remotes')).map((r) => path.join(workspaceRoot, 'remotes', r, 'src'))
    : [];
  const hashed = production ? '[name].[contenthash:8]' : '[name]';
  // The federation runtime asks for the entry chunk's file name before hashes exist, only to count its
  // directory depth, and fails on [contenthash]; answer that question without the hash (same depth).
  const entryFilename = (pathData) => (production && pathData.chunk?.contentHash?.javascript ? `${hashed}.js` : '[name].js');

  const icu = icuParser(dir);
  const minimizer = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    extractComments: false,
    terserOptions: { compress: { passes: 2 }, mangle: true },
  });

  // The host's page runs its main.js through the shell start (host/src/shell-start.ts, docs/serving.md).
  const shellStart = isHost ? new ShellStartPlugin(path.join(dir, 'src', 'shell-start.ts')) : null;

  const app = {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? (profileMaps ? 'source-map' : false) : 'eval-cheap-module-source-map',
    // Persistent cache in <app>/node_modules/.cache/webpack: a warm production build takes about a third of the time.
    cache: {
      type: 'filesystem',
      // A build with source maps (MALL_PROFILE_MAPS) has its own: the cache does not key on the variable, and would
      // answer the build without maps.
      name: `${name}-${production ? 'production' : 'development'}${single ? '-single' : ''}${profileMaps ? '-maps' : ''}`,
      // The config files and everything they require; package.json holds the shared versions.
      buildDependencies: { config: [path.join(dir, 'webpack.config.js'), __filename, path.join(dir, 'package.json')] },
    },
    output: {
      path: single ? path.join(dir, 'dist-single') : outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: entryFilename,
      chunkFilename: `${hashed}.js`,
      // Hashed in development too: flag-icons has 4x3/ad.svg and 1x1/ad.svg.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // A remote's dist also holds the standalone runtime script, built by the second configuration below.
      clean: isHost ? true : { keep: /^mf-runtime-core\.js$/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@module-federation/enhanced/runtime$': single ? path.join(__dirname, 'single-bundle-runtime.mjs') : enhancedRuntime,
        ...runtimeCoreAliases,
        ...federationAliases,
        'mall-react-router-dom-full$': routerEntry(dir),
        '@formatjs/icu-messageformat-parser$': icu.noParser,
      },
    },
    module: {
      rules: [
        { ...swcRule(/\.tsx$/, true), include: [path.join(dir, 'src'), sharedSources, ...remoteSources] },
        { ...swcRule(/\.[cm]?ts$/, false), include: [path.join(dir, 'src'), sharedSources, ...remoteSources] },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        // React Router's top-level React calls marked pure, so what no app imports is dropped (see the loader).
        { test: REACT_ROUTER_DIST, use: [path.join(__dirname, 'pure-react-calls-loader.cjs')] },
        // Message catalogues (…/lang/<locale>.json) arrive pre-compiled (see messages-ast-loader.cjs).
        {
          test: /[\\/]lang[\\/][^\\/]+\.json$/,
          type: 'json',
          use: [{ loader: path.join(__dirname, 'messages-ast-loader.cjs'), options: { parserPath: icu.parser } }],
        },
        { test: /\.(png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|eot)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [minimizer],
    },
    performance: { hints: false },
    plugins: [
      single
        ? null
        : new ModuleFederationPlugin({
            name,
            ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposes || {} }),
            shared: isHost ? eager(sharedSingletons(dir, variant?.skew)) : sharedSingletons(dir, variant?.skew),
            ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
            runtimePlugins: isHost ? [...runtimePlugins, path.join(__dirname, 'provide-bundler-runtime.mjs')] : runtimePlugins,
            manifest: { fileName: 'mf-manifest.json' },
            dts: false,
            // One federation runtime per page: the host bundles it and publishes it as a global; every remote's
            // remoteEntry.js uses that global instead of carrying its own copy (about 19 KB gzip each).
            // `optimization.target: 'web'` lets the sdk and runtime drop their Node.js script loading (dead code in a
            // browser); a remote consumes no remotes, so its bundler runtime leaves out remote loading too.
            experiments: isHost
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
          }),
      // Message descriptors without their description (and in the host their default message): message-descriptors.cjs.
      production
        ? messageDescriptorsPlugin([dir, ...remoteSources.map((src) => path.dirname(src))], { removeDefaultMessage: isHost })
        : null,
      new webpack.DefinePlugin({ __MALL_BUILD_VERSION__: JSON.stringify(buildVersion) }),
      new HtmlWebpackPlugin({
        templateContent: htmlTemplate({
          title: title || name,
          lang: 'en',
          standaloneRuntime: !isHost,
          shellStart: shellStart ? () => shellStart.fileName : undefined,
        }),
        publicPath: '/',
        chunks: ['main'],
        // The template places the tags itself.
        inject: false,
      }),
      new PublicAssetsPlugin(path.join(dir, 'public')),
      shellStart,
      // axios's fetch adapter is never chosen in a browser (XMLHttpRequest comes first): left out.
      new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, path.join(__dirname, 'axios-without-fetch.mjs')),
      ...(isHost
        ? []
        : [
            new PageChunksPlugin(),
            new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, path.join(__dirname, 'remote-bundler-runtime.mjs')),
          ]),
      // A variant (scripts/publish-remote.mjs --build, e.g. the deploy journey's versions) writes elsewhere: its stats
      // must not replace those of the app's own dist/, which bench:web reads.
      ...(production
        ? [...(variant ? [] : [new BundleStatsPlugin(dir, single ? 'bundle-stats-single.json' : undefined)]), ...precompress()]
        : []),
    ].filter(Boolean),
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      static: { directory: path.join(dir, 'public'), watch: true },
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
  if (isHost) return app;

  // A remote served alone (its dev server, or its build through serve-static --spa) has no host to provide
  // the federation runtime: this configuration bundles it into dist/mf-runtime-core.js, which only the
  // remote's own index.html loads.
  const standaloneRuntime = {
    name: `${name}-runtime-core`,
    mode: app.mode,
    context: dir,
    entry: { 'mf-runtime-core': require.resolve('./standalone-runtime-core.cjs') },
    devtool: false,
    resolve: { alias: { ...runtimeCoreAliases, ...federationAliases } },
    cache: {
      type: 'filesystem',
      name: `${name}-runtime-core-${production ? 'production' : 'development'}`,
      buildDependencies: { config: [__filename] },
    },
    output: { path: outDir, publicPath: '/', filename: '[name].js', clean: false },
    optimization: { minimize: production, minimizer: [minimizer] },
    performance: { hints: false },
    stats: app.stats,
  };
  return [{ ...app, name, dependencies: [standaloneRuntime.name] }, standaloneRuntime];
}

module.exports = { createAppConfig };
