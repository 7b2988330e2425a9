// The scale-out suite (scripts/test.mjs runs it as its own stage, `npm test -- --only-scale` alone): two API
// processes on one PostgreSQL server, one redis-server and one S3-compatible server, all private on loopback.
// It is the api project of the main jest config pointed at this folder, with the servers' URLs in SCALE_DATABASE_URL
// and SCALE_REDIS_URL (started by scripts/test.mjs; the suite starts s3rver and the API processes itself).
const { join } = require('node:path');
const main = require('../../jest.config.js');

const rootDir = join(__dirname, '..', '..');

const api = main.projects.find((p) => p.displayName === 'api');

module.exports = {
  rootDir,
  testTimeout: 180000,
  projects: [{ ...api, rootDir, displayName: 'scale', roots: ['<rootDir>/api/scale'], globalSetup: undefined, globalTeardown: undefined }],
};
