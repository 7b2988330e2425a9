// Writes the route table of @mall/routes (shared/routes/src/table.ts) into the host's build as route-table.json:
// scripts/serve-static.mjs reads it to find the request's remote, page and API reads (docs/architecture.md,
// "Loading"). The table file is data with no imports, so compiling it alone with swc is enough to read it here.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const swc = require('@swc/core');

const TABLE = path.resolve(__dirname, '../routes/src/table.ts');

/** The table's entries `{ path, remote, page, data? }`, read from its TypeScript source. */
function readRouteTable(file = TABLE) {
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  vm.runInNewContext(code, { module, exports: module.exports }, { filename: file });
  return module.exports.ROUTES;
}

class RouteTablePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(TABLE);
          compilation.emitAsset('route-table.json', new RawSource(`${JSON.stringify(readRouteTable(), null, 1)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteTablePlugin, readRouteTable };
