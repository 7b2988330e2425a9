#!/usr/bin/env node
// Runs the webpack CLI installed in this package, so each app's scripts work without its own webpack install:
// `node ../shared/build-config/webpack-cli.cjs --mode production` (from an app folder).
require(require.resolve('webpack-cli/bin/cli.js'));
