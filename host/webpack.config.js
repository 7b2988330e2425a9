const { createAppConfig } = require('@mall/build-config/webpack.cjs');
const { portOf } = require('@mall/platform/ports');
const { RouteTablePlugin } = require('@mall/build-config/route-table-plugin.cjs');
const federation = require('./module-federation.config.js');

module.exports = (env, argv) => {
  const config = createAppConfig({
    ...federation,
    dir: __dirname,
    port: portOf('host'),
    title: 'Mall',
    mode: argv.mode,
  });
  // dist/route-table.json, the table of @mall/routes for the host's server (scripts/serve-static.mjs).
  config.plugins.push(new RouteTablePlugin());
  return config;
};
