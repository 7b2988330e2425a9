// Emits every file of the app's public/ folder into the build output, and the default /runtime-config.json: made
// from the environment of the build (localhost and the platform's ports unless set) by the same function the Node
// server runs at every start, which writes it again (run-time data: a deploy never rebuilds for it).
const fs = require('node:fs');
const path = require('node:path');
const { runtimeConfigFromEnv } = require('@mall/platform/runtime-config');

class PublicAssetsPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('runtime-config.json', new RawSource(`${JSON.stringify(runtimeConfigFromEnv(), null, 2)}\n`));
          if (!fs.existsSync(this.publicDir)) return;
          for (const file of fs.readdirSync(this.publicDir, { recursive: true })) {
            const full = path.join(this.publicDir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file.split(path.sep).join('/'), new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { PublicAssetsPlugin };
