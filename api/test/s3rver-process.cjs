// s3rver 3.7 (an S3-compatible server from the npm registry) on a free loopback port, in its own process: it signs
// list continuation tokens with DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider, so it runs
// apart from the tests (see s3-server.ts). Prints {"port": N} once listening; stops on SIGTERM or when its stdin closes.
const S3rver = require('s3rver');

const directory = process.argv[2];
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
server.run().then((address) => {
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
// The test process holds our stdin: when it ends (a failed hook never called stop(), jest killed its worker), so do we.
// An orphan would keep the stderr jest reads open, and jest would wait for it forever.
process.stdin.on('end', stop).resume();
