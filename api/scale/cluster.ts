import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { callApi, type ApiLike, type CallOptions } from '../test/helper';

const apiDir = join(__dirname, '..');

/** A free TCP port on loopback (the OS picks it): never one of the fixed ports of the storefront or other tests. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The servers the scale-out stage of scripts/test.mjs started for this suite. */
export function scaleServers(): { databaseServerUrl: string; redisUrl: string } {
  const databaseServerUrl = process.env.SCALE_DATABASE_URL;
  const redisUrl = process.env.SCALE_REDIS_URL;
  if (!databaseServerUrl || !redisUrl) {
    throw new Error('SCALE_DATABASE_URL and SCALE_REDIS_URL are not set: run this suite with `npm test -- --only-scale`');
  }
  return { databaseServerUrl, redisUrl };
}

export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** A new, empty database on the server; answers its URL and how to drop it. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mall_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const a = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface ApiProcess extends Pick<ApiLike, 'call'> {
  name: string;
  url: string;
  port: number;
  pid: number;
  /** Whether the process still runs (false once it exited, whatever the cause). */
  alive(): boolean;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts one API process (`node --import tsx src/server.ts`, the same entry as `npm start`'s built server) on a free
 * loopback port (or `port`) with its own DATA_DIR, and waits until it answers /health (`startTimeoutMs`, 180 s by
 * default). `cwd`: the API folder to run (another checkout's, to measure it).
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  opts: { port?: number; cwd?: string; startTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), `mall-scale-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: opts.cwd ?? apiDir,
    env: { ...process.env, NODE_OPTIONS: '', ...env, API_PORT: String(port), API_HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const startTimeoutMs = opts.startTimeoutMs ?? 180_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (gone) throw new Error(`${name} exited before it was ready:\n${out}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start within ${startTimeoutMs / 1000} s:\n${out}`);
    const health = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (health === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    port,
    pid: child.pid!,
    alive: () => !gone,
    call: <T>(path: string, opts?: CallOptions) => callApi<T>(url, path, opts),
    output: () => out,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
