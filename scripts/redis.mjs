// A private Redis on loopback (Debian's redis-server package) for the scale-out tests and a local API cluster:
// no persistence, no password, stopped with the script that started it.
import { spawn, spawnSync } from 'node:child_process';
import { aptInstall, waitForPort } from './lib.mjs';

export function ensureRedisInstalled() {
  if (spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status !== 0) aptInstall(['redis-server']);
  if (spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status !== 0)
    throw new Error('redis-server was not found after installing it');
}

/** Starts `redis-server` on 127.0.0.1:port as a child process; answers its URL and a stop function. */
export async function startRedis(port) {
  ensureRedisInstalled();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port, '127.0.0.1', 20_000),
    exited.then((code) => {
      throw new Error(`redis-server exited (${code}) before listening on ${port}`);
    }),
  ]);
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
