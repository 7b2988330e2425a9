// Builds the host's shell start (host/src/shell-start.ts; docs/serving.md, "The shell's start") on its own: compiled
// and minified by swc into one classic script, without webpack's or the federation's runtime (an entry of the host's
// build would carry both), and emitted as shell-start.<content hash>.js (cached as immutable, like every hashed file).
// The HTML template names it (html-template.cjs: `shellStart`), with the main.js it runs.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

/** The script's name and code from its TypeScript source. */
function buildShellStart(sourceFile) {
  const { code } = transformSync(fs.readFileSync(sourceFile, 'utf8'), {
    filename: sourceFile,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2019', minify: { compress: { passes: 2 }, mangle: true } },
    // Its exports are for its tests: a CommonJS module given an `exports` of its own in the page.
    module: { type: 'commonjs', strict: true, noInterop: true },
    minify: true,
  });
  const script = `(function(exports){${code}})({});\n`;
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 8);
  return { fileName: `shell-start.${hash}.js`, code: script };
}

class ShellStartPlugin {
  constructor(sourceFile) {
    this.sourceFile = sourceFile;
    /** The emitted file's name, once built (the HTML template asks for it when it renders the page). */
    this.fileName = null;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShellStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellStartPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { fileName, code } = buildShellStart(this.sourceFile);
          compilation.fileDependencies.add(this.sourceFile);
          compilation.emitAsset(fileName, new RawSource(code));
          this.fileName = fileName;
        },
      );
    });
  }
}

module.exports = { ShellStartPlugin, buildShellStart };
