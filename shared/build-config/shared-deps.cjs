// Singletons every app shares (docs/architecture.md). requiredVersion is always explicit: the range the app
// declares in its package.json, or `^<version>` of the workspace package for `workspace:*` dependencies.
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

/** Map of share key -> options for the app in `dir`. */
function sharedSingletons(dir) {
  const deps = readJson(path.join(dir, 'package.json')).dependencies || {};
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.endsWith('/') ? key.slice(0, -1) : key;
    const declared = deps[pkgName];
    if (!declared) throw new Error(`${dir}/package.json must depend on ${pkgName} (a federation singleton)`);
    const requiredVersion = declared.startsWith('workspace:') ? workspaceVersion(pkgName) : declared;
    const options = { singleton: true, requiredVersion, strictVersion: false };
    // Sub-path entries (react/jsx-runtime, @emotion/react/jsx-runtime…) may have a package.json without a
    // version; they carry the version of the package they belong to.
    if (key.endsWith('/')) options.version = installedVersion(dir, pkgName);
    // The router is shared as the subset the apps use (router-subset.mjs), with the package's own version.
    if (key === 'react-router-dom') {
      options.import = ROUTER_SUBSET;
      options.version = installedVersion(dir, pkgName);
    }
    shared[key] = options;
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, routerEntry };
