// The serving suite: nginx (Debian's package, the configuration of deploy/nginx/ rendered as the official image does)
// and scripts/serve-static.mjs on the built apps. Needs the builds, so scripts/test.mjs runs it after the build step:
// `node_modules/.bin/jest -c scripts/serving-tests/jest.config.js`.
const { join } = require('node:path');

module.exports = {
  rootDir: join(__dirname, '..', '..'),
  displayName: 'serving',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts/serving-tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testTimeout: 60000,
};
