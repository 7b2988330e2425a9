#!/usr/bin/env node
// Serves the built storefront: the API and six static servers (host + five remotes), with prefixed logs.
// Used by `npm start` and by the Playwright journeys. Options: --fresh-data <dir> (a new embedded database);
// --api-processes N (or API_PROCESSES=N): N API processes behind haproxy on the API port (scripts/api-cluster.mjs).
// The API runs in development mode (MALL_DEV_MODE=1: the dev outbox, the development operator token, test cards),
// which listens on loopback only; MALL_DEV_MODE=0 serves it as an integrator would (see docs/configuration.md, "Safe defaults").
import { concurrently } from 'concurrently';
import { join } from 'node:path';
import { REMOTES, portFree, portOf, root, waitForPort } from './lib.mjs';
import { apiProcessCount } from './api-cluster.mjs';

const args = process.argv.slice(2);
const dataArg = args.indexOf('--data-dir');
const env = { ...process.env };
if (dataArg >= 0) env.DATA_DIR = args[dataArg + 1];
env.MALL_DEV_MODE ??= '1';

const apiPort = portOf('api', env);
const hostPort = portOf('host', env);
env.API_BASE_URL ??= `http://localhost:${apiPort}`;
for (const r of REMOTES) env[r.env] ??= `http://localhost:${portOf(r.app, env)}/mf-manifest.json`;

const apiProcesses = apiProcessCount(args, env);
const apps = [
  {
    name: 'api',
    port: apiPort,
    command:
      apiProcesses > 1
        ? `node scripts/api-cluster.mjs --processes ${apiProcesses} --port ${apiPort}`
        : `node ${join('api', 'dist', 'api', 'src', 'server.js')}`,
  },
  { name: 'host', port: hostPort, command: `node scripts/serve-static.mjs host --port ${hostPort} --spa` },
  ...REMOTES.map((r) => {
    const port = portOf(r.app, env);
    return { name: r.dir.split('/')[1], port, command: `node scripts/serve-static.mjs ${r.dir} --port ${port}` };
  }),
];

for (const app of apps) {
  if (!(await portFree(app.port))) {
    console.error(`✗ port ${app.port} (${app.name}) is already in use: stop what runs there or set its port variable (see README).`);
    process.exit(1);
  }
}

const { result, commands } = concurrently(
  apps.map((a) => ({ name: a.name, command: a.command, env })),
  { prefix: 'name', killOthersOn: ['failure'], cwd: root, prefixColors: ['red', 'blue', 'green', 'magenta', 'cyan', 'yellow', 'gray'] },
);

const stopAll = () => commands.forEach((c) => c.kill('SIGTERM'));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

Promise.all(apps.map((a) => waitForPort(a.port, '127.0.0.1', 180_000)))
  .then(() => {
    console.log(
      `\n  Storefront ready: http://localhost:${hostPort}\n  API: http://localhost:${apiPort} (OpenAPI: http://localhost:${apiPort}/docs)\n`,
    );
  })
  .catch((err) => {
    console.error(`✗ ${err.message}`);
    stopAll();
  });

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
