// Federation options of the shell (docs/architecture.md). No remotes at build time: bootstrap registers them
// from /runtime-config.json (registerRemotes), so moving or rolling back a remote is an edit of that file.
// Singletons, loaded-first, the manifest and dts:false come from shared/build-config.
const path = require('node:path');

module.exports = {
  name: 'host',
  isHost: true,
  runtimePlugins: [path.resolve(__dirname, 'src/runtime-plugins/retry.ts'), path.resolve(__dirname, 'src/runtime-plugins/fallback.ts')],
};
