#!/usr/bin/env node
// N API processes behind a local load balancer (Debian's haproxy, run as a private process), for
// `npm start -- --api-processes N` (or API_PROCESSES=N) and `bench:api --processes N`.
//
//   node scripts/api-cluster.mjs --processes 3 [--port 8080]
//
// The processes share one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL); when either is missing, a private
// one is started on loopback for this run (its data is discarded at stop). Media stay in DATA_DIR (one disk) unless
// MEDIA_S3_URL points them at a bucket. haproxy listens on the API port, spreads requests round robin over the
// processes, checks /health/ready every second (a process shutting down or cut off from the database leaves the
// rotation) and passes the client address in X-Forwarded-For (the processes run with TRUST_PROXY=true and are
// reachable only on loopback). haproxy's own error answers are the API's envelope (HAPROXY_ERRORS). A process that
// dies is started again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, freePort, portOf, root, waitForPort } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';

/** The process count asked for by `--api-processes N` / `--processes N` or API_PROCESSES; 1 when none. */
export function apiProcessCount(args, env = process.env) {
  const i = args.findIndex((a) => a === '--api-processes' || a === '--processes');
  const raw = i >= 0 ? args[i + 1] : env.API_PROCESSES;
  const n = Number(raw ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`API processes must be a whole number from 1 to 64 (got ${raw})`);
  return n;
}

/**
 * haproxy's own answers (no process up: 503; a process died mid-answer: 502; no answer in time: 504) in the API's
 * envelope instead of haproxy's HTML pages, with HTTP 503's Retry-After (docs/faults.md). English only: haproxy
 * answers them without the API, which translates. deploy/haproxy.cfg carries the same lines (scripts/__tests__/
 * compose.test.ts checks that they match).
 */
export const HAPROXY_ERRORS = [
  [502, 'The service is temporarily unavailable, please try again in a moment'],
  [503, 'The service is temporarily unavailable, please try again in a moment'],
  [504, 'The service did not answer in time, please try again in a moment'],
].map(
  ([status, message]) =>
    `  http-error status ${status} content-type application/json string '${JSON.stringify({ code: 503, message, data: null })}'` +
    (status === 503 ? ' hdr Retry-After 1' : ''),
);

/** haproxy's configuration for the processes on `ports`, listening on `bind` (host:port). */
export function haproxyConfig(bind, ports) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  # A connection refused by a stopped process is tried on another; a request a process took is never replayed.',
    '  retries 2',
    '  option redispatch',
    ...HAPROXY_ERRORS,
    'frontend api',
    `  bind ${bind}`,
    '  # Only haproxy writes X-Forwarded-For: a client cannot pick the address its rate limits count against.',
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  default_backend processes',
    'backend processes',
    '  balance roundrobin',
    '  # Ready: the database answers and the process is not shutting down (on SIGTERM it fails this, then drains).',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    '  timeout check 3s',
    ...ports.map((p, i) => `  server api-${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).status !== 0) aptInstall(['haproxy']);
}

/** Prefixes every line a child writes with its name. */
function pipe(child, name) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  }
}

/**
 * Starts the cluster; answers { url, ports, stop }. `env` is the environment of the API processes (DATABASE_URL,
 * REDIS_URL, MEDIA_*, …); `command` the node arguments of the API (the built server by default), run in `cwd`.
 */
export async function startApiCluster({
  processes,
  port,
  env = process.env,
  command = [join(root, 'api', 'dist', 'api', 'src', 'server.js')],
  cwd = root,
  log = console.log,
}) {
  ensureHaproxy();
  const stops = [];
  const apiEnv = { ...env };
  if (!apiEnv.DATABASE_URL) {
    const pg = startPostgres(await freePort());
    stops.push(async () => pg.stop());
    apiEnv.DATABASE_URL = pg.url;
    log(`[cluster] no DATABASE_URL: a private PostgreSQL for this run at ${pg.url} (its data is discarded at stop)`);
  }
  if (!apiEnv.REDIS_URL) {
    const redis = await startRedis(await freePort());
    stops.push(() => redis.stop());
    apiEnv.REDIS_URL = redis.url;
    log(`[cluster] no REDIS_URL: a private Redis for this run at ${redis.url}`);
  }
  apiEnv.PUBLIC_URL ??= `http://localhost:${port}`;
  apiEnv.TRUST_PROXY = 'true';
  apiEnv.API_HOST = '127.0.0.1';

  const ports = [];
  for (let i = 0; i < processes; i++) ports.push(await freePort());
  let stopping = false;
  const children = new Map();
  const startProcess = (i) => {
    const child = spawn(process.execPath, command, {
      cwd,
      env: { ...apiEnv, API_PORT: String(ports[i]) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipe(child, `api-${i + 1}`);
    children.set(i, child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`[cluster] api-${i + 1} stopped (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!stopping) startProcess(i);
      }, 1000);
    });
  };
  for (let i = 0; i < processes; i++) startProcess(i);
  await Promise.all(ports.map((p) => waitForPort(p, '127.0.0.1', 180_000)));

  const dir = mkdtempSync(join(tmpdir(), 'mall-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  // In development mode the balancer, like the API itself, listens on loopback only (the dev outbox is behind it).
  const devMode = ['1', 'true', 'yes', 'on'].includes(String(env.MALL_DEV_MODE ?? '').toLowerCase());
  writeFileSync(cfg, haproxyConfig(`${env.API_BIND ?? (devMode ? '127.0.0.1' : '0.0.0.0')}:${port}`, ports));
  const lb = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipe(lb, 'haproxy');
  lb.once('exit', (code) => {
    if (!stopping) log(`[cluster] haproxy stopped (${code})`);
  });
  await waitForPort(port, '127.0.0.1', 20_000);
  log(`[cluster] ${processes} API processes on ports ${ports.join(', ')} behind haproxy on :${port}`);

  return {
    url: `http://127.0.0.1:${port}`,
    ports,
    lbPid: lb.pid,
    async stop() {
      stopping = true;
      const exits = [...children.values(), lb]
        .filter((c) => c.exitCode === null && c.signalCode === null)
        .map(
          (c) =>
            new Promise((r) => {
              c.once('exit', r);
              c.kill('SIGTERM');
            }),
        );
      await Promise.all(exits);
      rmSync(dir, { recursive: true, force: true });
      for (const stop of stops.reverse()) await stop();
    },
  };
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portArg = args.indexOf('--port');
  const port = portArg >= 0 ? Number(args[portArg + 1]) : portOf('api');
  const cluster = await startApiCluster({ processes: apiProcessCount(args), port });
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
