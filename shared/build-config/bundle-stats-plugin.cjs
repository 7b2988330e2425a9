// Writes a compact module report of a production build to <app>/node_modules/.cache/bundle-stats.json, for
// `npm run bench:web`'s bundle report: each emitted chunk, its files and the modules inside it (concatenated
// modules flattened) with their size before minification. Outside dist/, so it is never served.
const fs = require('node:fs');
const path = require('node:path');

/** `./node_modules/.pnpm/react-intl@7.1.11_…/node_modules/react-intl/lib/x.js` → the package name, else null. */
function packageOf(name) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(name);
  if (match) return match[1];
  const workspace = /(?:^|\/)shared\/([^/]+)\//.exec(name);
  return workspace ? `@mall/${workspace[1]}` : null;
}

function flatten(modules, out) {
  for (const m of modules || []) {
    if (m.modules && m.modules.length) flatten(m.modules, out);
    else if (m.name && typeof m.size === 'number') {
      // Drop the loader prefix and the "+ N modules" suffix webpack adds to names.
      const name = m.name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
      out.push({ name, size: m.size, pkg: packageOf(name) });
    }
  }
  return out;
}

class BundleStatsPlugin {
  constructor(appDir, fileName = 'bundle-stats.json') {
    this.file = path.join(appDir, 'node_modules', '.cache', fileName);
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        cachedModules: true,
        runtimeModules: true,
        dependentModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        ids: true,
        chunkRelations: false,
      });
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        names: c.names,
        initial: c.initial,
        files: c.files,
        modules: flatten(c.modules, []).sort((a, b) => b.size - a.size),
      }));
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ name: compiler.options.output.uniqueName, chunks }));
    });
  }
}

module.exports = { BundleStatsPlugin, packageOf };
