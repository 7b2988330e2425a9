// The deploy journey's own storefront (e2e/tests/deploy): a folder of published catalog versions served like a CDN,
// and a host server of its own — a copy of the built host, started with REMOTE_CATALOG_URL and restarted to switch
// it, as an integrator restarts the host's container — beside the stack's other remotes and API, which it never
// restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';

/** The journey's host server listens here; playwright.config.ts adds its origin to the API's CORS_ORIGINS. */
export const DEPLOY_HOST_PORT = 3010;

const root = join(__dirname, '..', '..');

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** Publishes the catalog into <out>/catalog/<version>/ with scripts/publish-remote.mjs; answers the seconds it took. */
export async function publishCatalog(out: string, options: { build?: boolean; version?: string; skew?: object } = {}): Promise<number> {
  const args = ['scripts/publish-remote.mjs', 'catalog', '--out', out];
  if (options.build) args.push('--build');
  if (options.version) args.push('--version', options.version);
  if (options.skew) args.push('--skew', JSON.stringify(options.skew));
  const started = Date.now();
  await run(args);
  return (Date.now() - started) / 1000;
}

/** A copy of the built host (the same build: nothing is rebuilt), so its server writes its config into the copy. */
export function copyHost(dir: string): string {
  cpSync(join(root, 'host', 'dist'), join(dir, 'host', 'dist'), { recursive: true });
  return join(dir, 'host');
}

export interface StaticServer {
  stop(): Promise<void>;
}

/** scripts/serve-static.mjs on `dir`, resolved once it serves. */
export function serveStatic(dir: string, port: number, env: NodeJS.ProcessEnv = {}, spa = false): Promise<StaticServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', dir, '--port', String(port), ...(spa ? ['--spa'] : [])],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving')) {
        resolve({
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`serve-static ${dir} stopped: ${output}`)));
  });
}
