// Writes the route table of @mall/routes (shared/routes/src/table.ts) into the host's build as route-table.json:
// scripts/serve-static.mjs reads it to find the request's remote, page and API reads (docs/architecture.md,
// "Loading"). The table and the paths it imports have no other imports, so compiling those two files with swc is
// enough to read it here.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const swc = require('@swc/core');

const SOURCES = path.resolve(__dirname, '../routes/src');
const TABLE = path.join(SOURCES, 'table.ts');

/** A module of shared/routes/src compiled to CommonJS and run; its relative imports are read the same way. */
function load(file) {
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const require = (name) => load(path.join(path.dirname(file), `${name}.ts`));
  vm.runInNewContext(code, { module, exports: module.exports, require }, { filename: file });
  return module.exports;
}

/** The table's entries `{ path, remote, page, data? }`, read from its TypeScript source. */
function readRouteTable() {
  return load(TABLE).ROUTES;
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
          compilation.emitAsset('route-table.json', new RawSource(`${JSON.stringify(readRouteTable(), null, 1)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteTablePlugin, readRouteTable };
