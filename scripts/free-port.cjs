// A TCP port that is free on loopback now (the OS picks it), for private servers of tests and local clusters.
// CommonJS so both the ES-module scripts (scripts/lib.mjs re-exports it) and the TypeScript test helpers, which
// jest compiles to CommonJS (scripts/serving-tests/servers.ts), use this one copy.
const net = require('node:net');

/** @param {string} [host] @returns {Promise<number>} */
function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { freePort };
