/**
 * @jest-environment node
 */
// scripts/serve-static.mjs serves every built app; its test lives with the build tooling.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, '..', '..', '..', 'scripts', 'serve-static.mjs');
const PORT = 38461;
const base = `http://localhost:${PORT}`;

/** A remote's build output in <tmp>/checkout/dist. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  const dist = join(root, 'checkout', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var checkout;');
  writeFileSync(join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(join(dist, '512.0deb1c30.js'), 'x'.repeat(4096));
  writeFileSync(join(dist, 'assets', 'flag.1a2b3c4d.svg'), '<svg/>');
  return join(root, 'checkout');
}

function start(args: string[], env: NodeJS.ProcessEnv = {}): { child: ChildProcess; output: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
  let text = '';
  const output = new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('serving') || text.includes('in use')) resolve(text);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output, exit };
}

describe('serve-static', () => {
  let appDir: string;
  let server: ReturnType<typeof start>;

  beforeAll(async () => {
    appDir = fakeBuild();
    server = start([appDir, '--port', String(PORT), '--spa'], {
      API_BASE_URL: 'https://api.example.com',
      REMOTE_CHECKOUT_URL: 'https://cdn.example.com/checkout/mf-manifest.json',
    });
    await server.output;
  });

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(join(appDir, '..'), { recursive: true, force: true });
  });

  it('writes /runtime-config.json from the environment, with ports.json defaults', async () => {
    const response = await fetch(`${base}/runtime-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      apiBaseUrl: 'https://api.example.com',
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        merchantStreet: 'http://localhost:3002/mf-manifest.json',
        checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
        orderCenter: 'http://localhost:3004/mf-manifest.json',
        merchantSettlement: 'http://localhost:3005/mf-manifest.json',
      },
    });
    expect(JSON.parse(readFileSync(join(appDir, 'dist', 'runtime-config.json'), 'utf8')).apiBaseUrl).toBe(
      'https://api.example.com',
    );
  });

  it('serves entries and manifests no-cache and hashed files immutable, with CORS for a remote', async () => {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const hashed = await fetch(`${base}/512.0deb1c30.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await hashed.text()).toHaveLength(4096);
    const svg = await fetch(`${base}/assets/flag.1a2b3c4d.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers index.html for client routes with --spa, and 404 for missing files', async () => {
    const route = await fetch(`${base}/order/shopping_cart?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await fetch(`${base}/missing.0deb1c30.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it('fails loudly when the port is taken', async () => {
    const second = start([appDir, '--port', String(PORT)]);
    expect(await second.output).toContain(`port ${PORT} is already in use`);
    expect(await second.exit).toBe(1);
  });
});
