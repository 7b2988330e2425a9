// The fault suite (scripts/test.mjs runs it as its own step, `npm test -- --only-faults` alone): three API processes
// behind haproxy on a private PostgreSQL 15 and a private redis-server, under a light read and order load, through a
// PostgreSQL restart, dropped connections, a Redis outage, a kill -9 and a rolling restart (docs/faults.md). It is
// the api project of the main jest config pointed at this folder; it starts every server itself (api/faults/servers.mjs).
const { join } = require('node:path');
const main = require('../../jest.config.js');

const rootDir = join(__dirname, '..', '..');

const api = main.projects.find((p) => p.displayName === 'api');

module.exports = {
  rootDir,
  testTimeout: 180000,
  projects: [
    { ...api, rootDir, displayName: 'faults', roots: ['<rootDir>/api/faults'], globalSetup: undefined, globalTeardown: undefined },
  ],
};
