// Writes dist/page-chunks.json for a remote: each exposed page's chunk group (named `page-<id>` by the
// webpackChunkName of its import in src/exposes/pages.tsx) → the JS files it needs, e.g.
// { "home": ["page-home.1a2b3c4d.js", "302.5e6f7a8b.js"] }. scripts/serve-static.mjs reads it to preload the
// current route's page code with the remote's entry.
class PageChunksPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('page-')) continue;
            pages[name.slice('page-'.length)] = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
          }
          compilation.emitAsset('page-chunks.json', new RawSource(`${JSON.stringify(pages, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { PageChunksPlugin };
