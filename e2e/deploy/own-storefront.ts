// A journey's own API and host server, beside the stack's remotes, for settings the stack keeps off (as `npm start`
// does): social sign-in providers, a chat engine. The API is a fresh process on a fresh embedded database in
// development mode; the host is a copy of the built host served by scripts/serve-static.mjs with the given
// environment (its CSP and runtime configuration). Both on free loopback ports, stopped by their own handles.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.cjs';
import { copyHost, serveStatic, type StaticServer } from './published-storefront';

const root = join(__dirname, '..', '..');

/** How long a fresh API may take to migrate and seed its database on this machine. */
const API_START_MS = 170_000;

export interface OwnStorefront {
  apiUrl: string;
  hostUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + API_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the journey's API stopped:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the journey's API did not answer:\n${output()}`);
}

/**
 * Starts the API with `apiEnv` and the host with `hostEnv` (each told the other's address). The environments are
 * functions of the two addresses, for settings that name them (a callback URL).
 */
export async function startOwnStorefront(options: {
  name: string;
  apiEnv: (urls: { apiUrl: string; hostUrl: string }) => NodeJS.ProcessEnv;
  hostEnv: (urls: { apiUrl: string; hostUrl: string }) => NodeJS.ProcessEnv;
}): Promise<OwnStorefront> {
  const workDir = mkdtempSync(join(tmpdir(), `mall-${options.name}-journey-`));
  const [apiPort, hostPort] = [await freePort(), await freePort()];
  const urls = { apiUrl: `http://localhost:${apiPort}`, hostUrl: `http://localhost:${hostPort}` };
  let output = '';
  const api = spawn(process.execPath, [join('api', 'dist', 'api', 'src', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      MALL_DEV_MODE: '1',
      API_PORT: String(apiPort),
      DATA_DIR: join(workDir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: urls.apiUrl,
      CORS_ORIGINS: `${urls.hostUrl},http://127.0.0.1:${hostPort}`,
      ...options.apiEnv(urls),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let host: StaticServer | undefined;
  const stop = async () => {
    await host?.stop();
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(urls.apiUrl, api, () => output);
    host = await serveStatic(copyHost(workDir), hostPort, { API_BASE_URL: urls.apiUrl, ...options.hostEnv(urls) }, true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...urls, stop };
}
