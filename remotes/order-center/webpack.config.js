const { createAppConfig } = require('@mall/build-config/webpack.cjs');
const { portOf } = require('@mall/platform/ports');
const federation = require('./module-federation.config.js');

module.exports = (env = {}, argv = {}) =>
  createAppConfig({
    ...federation,
    dir: __dirname,
    port: portOf('order-center'),
    title: 'Mall · Order center',
    mode: argv.mode,
    // Another build of these sources (scripts/publish-remote.mjs --build): its own output folder and shared versions.
    variant: env.variant,
  });
