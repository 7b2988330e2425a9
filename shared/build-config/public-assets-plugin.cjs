// Emits every file of the app's public/ folder (e.g. the default runtime-config.json) into the build output.
const fs = require('node:fs');
const path = require('node:path');

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
