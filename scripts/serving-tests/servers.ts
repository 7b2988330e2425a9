// Starts the storefront's static servers for the serving suite, each as a private process on a free loopback port:
// nginx with the configuration of deploy/nginx/ rendered exactly as the official image's entrypoint renders it (its
// *.envsh files sourced, then `envsubst` over the template with every defined variable), and the Node server of
// `npm start` (scripts/serve-static.mjs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.cjs';

export const root = join(__dirname, '..', '..');
const nginxDir = join(root, 'deploy', 'nginx');

export { freePort };

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Running {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A started server: stop() ends the process (SIGTERM: nginx and both Node servers stop cleanly) and removes its folder. */
function running(port: number, child: ChildProcess, folder?: string): Running {
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** What the image's entrypoint does: source mall-env.envsh, then envsubst with every variable defined after it. */
export function renderTemplate(template: string, env: Record<string, string>): { status: number; out: string; err: string } {
  const script = [
    'set -e',
    `. ${JSON.stringify(join(nginxDir, 'mall-env.envsh'))}`,
    // as 20-envsubst-on-templates.sh: defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) ...
    `defined_envs=$(printf '\${%s} ' $(awk 'END { for (name in ENVIRON) { print name } }' < /dev/null))`,
    `envsubst "$defined_envs" < ${JSON.stringify(join(nginxDir, 'templates', template))}`,
  ].join('\n');
  const r = spawnSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, encoding: 'utf8' });
  return { status: r.status ?? 1, out: r.stdout, err: r.stderr };
}

/**
 * nginx serving `template` (host, remote, edge) with `env`, as the container would: /etc/nginx/nginx.conf of the
 * official image (mime types, sendfile, conf.d/*.conf), conf.d/mall-static.conf, mall-headers.conf and the
 * rendered template as conf.d/default.conf.
 */
export async function startNginx(template: string, env: Record<string, string>, port?: number): Promise<Running> {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mall-nginx-'));
  const confd = join(dir, 'conf.d');
  mkdirSync(confd);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', temp), { recursive: true });
  const rendered = renderTemplate(`${template}.conf.template`, {
    MALL_HEAD_CACHE_DIR: join(dir, 'head-cache'),
    ...env,
    PORT: String(port),
  });
  if (rendered.status !== 0) throw new Error(`rendering ${template}.conf.template failed: ${rendered.err}`);
  writeFileSync(join(confd, 'default.conf'), rendered.out);
  if (template !== 'edge') copyFileSync(join(nginxDir, 'mall-static.conf'), join(confd, 'mall-static.conf'));
  copyFileSync(join(nginxDir, 'mall-headers.conf'), join(dir, 'mall-headers.conf'));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
error_log ${dir}/error.log notice;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${confd}/*.conf;
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'ignore' });
  const log = () =>
    (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '') + `\n--- ${template}:\n${rendered.out}`;
  await waitForPort(port, child, log);
  return running(port, child, dir);
}

/** The reference API as built (api/dist), on a fresh embedded database in development mode, on loopback. */
export async function startApi(env: Record<string, string>, port?: number): Promise<Running> {
  port ??= await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-serving-api-'));
  let output = '';
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'api', 'src', 'server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', MALL_DEV_MODE: '1', API_HOST: '127.0.0.1', API_PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API stopped (exit ${child.exitCode}):\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the API did not answer /health:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return running(port, child, dataDir);
}

/** The Node server of `npm start` on the same app and environment. */
export async function startNode(appDir: string, env: Record<string, string>, flags: string[] = [], port?: number): Promise<Running> {
  port ??= await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve-static.mjs'), join(root, appDir), '--port', String(port), ...flags], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await waitForPort(port, child, () => output);
  return running(port, child);
}

/** The built app's files (the suite runs after the build). */
export function distFiles(appDir: string): string[] {
  const index = join(root, appDir, 'dist', 'index.html');
  if (!existsSync(index)) throw new Error(`${appDir} is not built: run node scripts/build-all.mjs first`);
  return readdirSync(join(root, appDir, 'dist'));
}
