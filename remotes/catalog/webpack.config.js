const { createAppConfig } = require('@mall/build-config/webpack.cjs');
const { portOf } = require('@mall/platform/ports');
const federation = require('./module-federation.config.js');

module.exports = (env = {}, argv = {}) =>
  createAppConfig({
    ...federation,
    dir: __dirname,
    port: portOf('catalog'),
    title: 'Mall · Catalog',
    mode: argv.mode,
    // Another build of these sources (scripts/publish-remote.mjs --build): its own output folder and shared versions.
    variant: env.variant,
  });
