// Singletons every app shares (docs/architecture.md). The skew rule (docs/deploying-a-remote.md): an app requires
// the MAJOR of what it declares in its package.json (`^<version>` of the workspace package for `workspace:*`),
// strictly. A remote built against a newer (or older) minor of a singleton loads with the host's copy; one that
// needs another major is refused by the federation runtime (an error the host's remote slot shows with a retry)
// instead of running against an API it was not built for.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@emotion/react',
  // Covers @emotion/react/jsx-runtime (the JSX import source): it must read the same theme/cache contexts.
  '@emotion/react/',
  '@emotion/styled',
  'react-intl',
  '@mall/event-bus',
  '@mall/api-client',
  '@mall/i18n',
  '@mall/ui-theme',
];

const workspaceRoot = path.resolve(__dirname, '../..');
const ROUTER_SUBSET = path.join(__dirname, 'router-subset.mjs');

/** The ES module entry of react-router-dom as the app in `dir` installs it (router-subset.mjs re-exports it). */
function routerEntry(dir) {
  return require.resolve('react-router-dom', { paths: [dir] }).replace(/index\.js$/, 'index.mjs');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function workspaceVersion(pkgName) {
  const dir = path.join(workspaceRoot, 'shared', pkgName.replace(/^@mall\//, ''));
  return `^${readJson(path.join(dir, 'package.json')).version}`;
}

function installedVersion(dir, pkgName) {
  return readJson(require.resolve(`${pkgName}/package.json`, { paths: [dir] })).version;
}

/**
 * The range of versions semver calls compatible with the lowest version `range` names: `^12.3.0` → `^12.0.0`,
 * `19.3.1` → `^19.0.0`, `^0.1.4` → `^0.1.0` (below 1.0.0 the minor is the breaking part).
 */
function majorRange(range) {
  const lowest = /(\d+)(?:\.(\d+))?/.exec(range);
  if (!lowest) throw new Error(`cannot read a version in the range "${range}"`);
  const [, major, minor = '0'] = lowest;
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * Map of share key -> options for the app in `dir`. `skew` stands in for another package.json and node_modules:
 * per package name, `{ declared, installed }` (the range the app declares, the version it bundles). The deploy
 * journey (e2e/tests/deploy) builds a remote ahead of the host with it.
 */
function sharedSingletons(dir, skew = {}) {
  const deps = readJson(path.join(dir, 'package.json')).dependencies || {};
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.endsWith('/') ? key.slice(0, -1) : key;
    const declared = skew[pkgName]?.declared ?? deps[pkgName];
    if (!declared) throw new Error(`${dir}/package.json must depend on ${pkgName} (a federation singleton)`);
    const range = declared.startsWith('workspace:') ? workspaceVersion(pkgName) : declared;
    const options = { singleton: true, requiredVersion: majorRange(range), strictVersion: true };
    if (skew[pkgName]?.installed) options.version = skew[pkgName].installed;
    // Sub-path entries (react/jsx-runtime, @emotion/react/jsx-runtime…) may have a package.json without a
    // version; they carry the version of the package they belong to.
    else if (key.endsWith('/')) options.version = installedVersion(dir, pkgName);
    // The router is shared as the subset the apps use (router-subset.mjs), with the package's own version.
    if (key === 'react-router-dom') {
      options.import = ROUTER_SUBSET;
      options.version ??= installedVersion(dir, pkgName);
    }
    shared[key] = options;
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, majorRange, routerEntry };
