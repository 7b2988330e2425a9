// Small helpers shared by the orchestration scripts (start, test, stack).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
// The platform's facts by path, not by package name: `npm start` and `npm test` load this file before installing.
import { portOf } from '../shared/platform/src/ports.cjs';
import { REMOTE_ENV } from '../shared/platform/src/runtime-config.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The five remotes: folder, federation name, app (its port's key) and the env var of its manifest URL (@mall/platform). */
export const REMOTES = Object.entries(REMOTE_ENV).map(([name, [env, app]]) => ({ dir: `remotes/${app}`, name, app, env }));

/** The port an app listens on: its <APP>_PORT, else the platform's (@mall/platform/ports). */
export { portOf };

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

export function must(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

export function has(path) {
  return existsSync(path);
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let aptUpdated = false;
/** Installs Debian packages when a needed command is missing (the machine is root; elsewhere sudo is tried). */
export function aptInstall(packages) {
  const prefix = isRoot() ? [] : ['sudo', '-n'];
  const exec = (args) => (prefix.length ? run(prefix[0], [...prefix.slice(1), ...args]) : run(args[0], args.slice(1)));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    console.log('[setup] apt-get update');
    exec(['apt-get', 'update', '-qq']);
    aptUpdated = true;
  }
  console.log(`[setup] apt-get install ${packages.join(' ')}`);
  const status = prefix.length
    ? run(prefix[0], [...prefix.slice(1), 'apt-get', 'install', '-y', '-qq', ...packages], { env })
    : run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  if (status !== 0) {
    console.error(`[setup] could not install ${packages.join(' ')} from Debian's packages`);
    process.exit(status);
  }
}

/**
 * The fonts the journeys need to draw every language the storefront speaks (Debian's Noto packages): Thai and Lao
 * are in fonts-noto-core, Chinese in fonts-noto-cjk, the ⏳ of the count-down badge in fonts-noto-color-emoji. Without
 * them Chromium draws boxes and the visual checks cannot tell clipping from missing glyphs.
 */
export const PAGE_FONTS = [
  ['/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf', 'fonts-noto-core'],
  ['/usr/share/fonts/truetype/noto/NotoSansLao-Regular.ttf', 'fonts-noto-core'],
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'fonts-noto-cjk'],
  ['/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', 'fonts-noto-color-emoji'],
];

/** Installs the missing page fonts (once per package). */
export function installPageFonts() {
  const missing = [...new Set(PAGE_FONTS.filter(([file]) => !has(file)).map(([, pkg]) => pkg))];
  if (missing.length) aptInstall(missing);
}

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answered on ${host}:${port} within ${timeoutMs / 1000}s`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/** A TCP port that is free on loopback now (the OS picks it), for private servers of tests and local clusters. */
export { freePort } from './free-port.cjs';

/**
 * Stops `child` when this process's parent goes away without passing a signal on: npm (9 and later) does not forward
 * a SIGTERM sent to `npm start` to its script (npm/cli#6684), so a service manager or `kill <npm's pid>` would leave
 * the stack running with no parent. Checked every `ms` (`process.ppid` is read afresh each time).
 */
export function stopWithParent(child, ms = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    child.kill('SIGTERM');
  }, ms);
  timer.unref();
  child.once('exit', () => clearInterval(timer));
}
