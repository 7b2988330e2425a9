// Writes the route table of @mall/routes (shared/routes/src/table.ts) into the host's build as route-table.json:
// scripts/serve-static.mjs reads it to find the request's remote, page and API reads (docs/architecture.md,
// "Loading"). The table imports only its paths and dependency-free modules of @mall/contract (the API's paths,
// @mall/contract/endpoints; the home banner's width, @mall/contract/home-banner), none of which import anything, so
// compiling those files with swc is enough to read it here.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const swc = require('@swc/core');

const SOURCES = path.resolve(__dirname, '../routes/src');
const TABLE = path.join(SOURCES, 'table.ts');
const CONTRACT = path.resolve(__dirname, '../contract/src');
const { PREFIXES } = require('@mall/platform/locales');

/** A module of shared/routes/src compiled to CommonJS and run; its imports are read the same way. */
function load(file) {
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const require = (name) => {
    const contract = /^@mall\/contract\/([\w-]+)$/.exec(name);
    return load(contract ? path.join(CONTRACT, `${contract[1]}.ts`) : path.join(path.dirname(file), `${name}.ts`));
  };
  vm.runInNewContext(code, { module, exports: module.exports, require }, { filename: file });
  return module.exports;
}

/** The table's entries `{ path, remote, page, data?, noindex? }`, read from its TypeScript source. */
function readRouteTable() {
  return load(TABLE).ROUTES;
}

/** Where the servers write the API's address into robots.txt (API_BASE_URL, the sitemaps' home; docs/serving.md). */
const API_BASE_URL_PLACEHOLDER = '__API_BASE_URL__';

/**
 * The path prefixes crawlers are kept out of: each private (`noindex`) route's path up to its first parameter, the
 * account pages as their folder (/users/), bare and under every locale prefix. The servers' `X-Robots-Tag:
 * noindex` follows the same prefixes.
 */
function privatePrefixes(routes) {
  const bare = [
    ...new Set(
      routes
        .filter((route) => route.noindex)
        .map(({ path: route }) => (route.startsWith('/users/') ? '/users/' : route.replace(/\/(:\w+|\*).*$/, ''))),
    ),
  ];
  return ['', ...PREFIXES].flatMap((prefix) => bare.map((route) => `${prefix}${route}`));
}

/**
 * robots.txt: every crawler may read the shop, not its private pages; the sitemap index is the API's (GET
 * /api/sitemap/index.xml): named here, on the storefront's host, it may list the storefront's pages from another host.
 */
function robotsTxt(routes) {
  return [
    '# Written by the build from the route table (@mall/routes, the noindex pages); the server fills in its address.',
    'User-agent: *',
    ...privatePrefixes(routes).map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${API_BASE_URL_PLACEHOLDER}/api/sitemap/index.xml`,
    '',
  ].join('\n');
}

class RouteTablePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(TABLE);
          compilation.fileDependencies.add(path.join(SOURCES, 'paths.ts'));
          compilation.fileDependencies.add(path.join(CONTRACT, 'endpoints.ts'));
          compilation.fileDependencies.add(path.join(CONTRACT, 'home-banner.ts'));
          const routes = readRouteTable();
          compilation.emitAsset('route-table.json', new RawSource(`${JSON.stringify(routes, null, 1)}\n`));
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt(routes)));
        },
      );
    });
  }
}

module.exports = { RouteTablePlugin, readRouteTable, privatePrefixes, robotsTxt, API_BASE_URL_PLACEHOLDER };
