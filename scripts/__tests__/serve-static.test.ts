/**
 * @jest-environment node
 */
// scripts/serve-static.mjs serves every built app. Its ports are picked free at run time: a fixed port in the
// ephemeral range (32768–60999) can be held by any outgoing connection on the machine, and then it cannot listen.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.cjs';

const script = join(__dirname, '..', 'serve-static.mjs');

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

function start(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; output: Promise<string>; exit: Promise<number | null> } {
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

/** Stops a served host, the fake server beside it, and removes its build. */
async function stopAll(server: ReturnType<typeof start>, beside: Server, root: string): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exit;
  await new Promise((resolve) => beside.close(resolve));
  rmSync(root, { recursive: true, force: true });
}

describe('serve-static', () => {
  let PORT: number;
  let base: string;
  let appDir: string;
  let server: ReturnType<typeof start>;

  beforeAll(async () => {
    PORT = await freePort();
    base = `http://localhost:${PORT}`;
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
    expect(JSON.parse(readFileSync(join(appDir, 'dist', 'runtime-config.json'), 'utf8')).apiBaseUrl).toBe('https://api.example.com');
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

describe('serve-static for the host', () => {
  let HOST_PORT: number;
  let host: string;
  let REMOTE_PORT: number;
  let root: string;
  let server: ReturnType<typeof start>;
  let remote: Server;

  beforeAll(async () => {
    [HOST_PORT, REMOTE_PORT] = [await freePort(), await freePort()];
    host = `http://localhost:${HOST_PORT}`;
    root = mkdtempSync(join(tmpdir(), 'serve-static-host-'));
    const dist = join(root, 'host', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Mall</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dist, 'route-table.json'),
      JSON.stringify([
        { path: '/', remote: 'catalog', page: 'home' },
        { path: '/goods_detail/:id', remote: 'catalog', page: 'goodsDetail', data: ['/api/front/product/detail/:id'] },
        { path: '/merchant/merchant/*', remote: 'merchantStreet', page: 'merchant' },
      ]),
    );
    writeFileSync(join(dist, 'mf-manifest.json'), '{"metaData":{"name":"host"}}');
    writeFileSync(join(dist, 'main.0deb1c30.js'), 'y'.repeat(4096));
    writeFileSync(join(dist, 'main.0deb1c30.js.br'), 'brotli bytes');
    // The catalog's manifest, as a remote server answers it.
    remote = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.endsWith('/page-chunks.json')) {
        res.end(JSON.stringify({ goodsDetail: ['page-goodsDetail.dd.js', '302.ee.js'], home: ['page-home.ff.js'] }));
        return;
      }
      res.end(
        JSON.stringify({
          metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ path: './pages', assets: { js: { sync: ['240.aa.js', '__federation_expose_pages.bb.js'], async: ['9.cc.js'] } } }],
        }),
      );
    });
    await new Promise<void>((resolve) => remote.listen(REMOTE_PORT, resolve));
    server = start([join(root, 'host'), '--port', String(HOST_PORT), '--spa'], {
      API_BASE_URL: 'https://api.example.com',
      REMOTE_CATALOG_URL: `http://localhost:${REMOTE_PORT}/catalog/mf-manifest.json`,
      REMOTE_MERCHANT_STREET_URL: 'https://street.example.com/mf-manifest.json',
    });
    await server.output;
  });

  afterAll(() => stopAll(server, remote, root));

  it('writes the runtime configuration and the route’s connections and files into the page', async () => {
    // The server reads each remote's manifest shortly after it starts.
    let html = '';
    for (let i = 0; i < 40 && !html.includes('page-goodsDetail'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await fetch(`${host}/fr/goods_detail/7`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' } })).text();
    }
    const config = /<script type="application\/json" id="mall-runtime-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config!)).toMatchObject({ apiBaseUrl: 'https://api.example.com' });
    expect(html).toContain('<link rel="preconnect" href="https://api.example.com" crossorigin>');
    const manifest = `http://localhost:${REMOTE_PORT}/catalog/mf-manifest.json`;
    expect(html).toContain(`<link rel="preload" as="fetch" href="${manifest}" crossorigin>`);
    expect(html).toContain(`<link rel="preload" as="script" href="http://localhost:${REMOTE_PORT}/catalog/remoteEntry.js">`);
    expect(html).toContain(
      `<link rel="preload" as="script" href="http://localhost:${REMOTE_PORT}/catalog/__federation_expose_pages.bb.js">`,
    );
    // The page's own chunks (page-chunks.json), not another page's nor the other async chunks.
    expect(html).toContain(`<link rel="preload" as="script" href="http://localhost:${REMOTE_PORT}/catalog/page-goodsDetail.dd.js">`);
    expect(html).toContain(`<link rel="preload" as="script" href="http://localhost:${REMOTE_PORT}/catalog/302.ee.js">`);
    expect(html).not.toContain('page-home.ff.js');
    expect(html).not.toContain('9.cc.js');
    // The shell's and the page's first API reads, for a visitor who is not signed in; none for a shopper.
    expect(html).toContain('<link rel="preload" as="fetch" href="https://api.example.com/api/pc/home/index" crossorigin>');
    expect(html).toContain('<link rel="preload" as="fetch" href="https://api.example.com/api/front/product/detail/7" crossorigin>');
    const signedIn = await (await fetch(`${host}/fr/goods_detail/7`, { headers: { Cookie: 'auth.strategy=local2; locale=fr' } })).text();
    expect(signedIn).not.toContain('api.example.com/api/');
    // A French page in a browser that asks for English: a preload would bring the English catalogue (the preload
    // sends the browser's Accept-Language), so the API reads are left to the storefront; the code is still preloaded.
    const english = await (await fetch(`${host}/fr/goods_detail/7`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).text();
    expect(english).not.toContain('api.example.com/api/');
    expect(english).toContain('page-goodsDetail.dd.js');
    const cookie = await (await fetch(`${host}/goods_detail/7`, { headers: { 'Accept-Language': 'th-TH', Cookie: 'locale=th' } })).text();
    expect(cookie).toContain('https://api.example.com/api/front/product/detail/7');
    const odd = await (await fetch(`${host}/goods_detail/7%3Fx%3D1`)).text();
    expect(odd).not.toContain('product/detail');
    // Another remote's route preloads that remote's manifest; the page stays no-cache.
    const street = await fetch(`${host}/merchant/merchant/12/home`);
    expect(street.headers.get('cache-control')).toBe('no-cache');
    expect(await street.text()).toContain('<link rel="preload" as="fetch" href="https://street.example.com/mf-manifest.json" crossorigin>');
  });

  it('answers the build’s brotli file to a browser that takes it, and 304 to a revalidation', async () => {
    const br = await fetch(`${host}/main.0deb1c30.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBe(String('brotli bytes'.length));
    const page = await fetch(`${host}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${host}/`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('serve-static for a folder of published remote versions', () => {
  let CDN_PORT: number;
  let cdn: string;
  let folder: string;
  let server: ReturnType<typeof start>;

  beforeAll(async () => {
    CDN_PORT = await freePort();
    cdn = `http://localhost:${CDN_PORT}`;
    // What scripts/publish-remote.mjs writes: <folder>/<remote>/<version>/.
    folder = mkdtempSync(join(tmpdir(), 'serve-static-cdn-'));
    for (const version of ['0.1.0', '0.2.0']) {
      const dir = join(folder, 'catalog', version);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'remoteEntry.js'), `var catalog_${version.replace(/\./g, '_')};`);
      writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
    }
    server = start([folder, '--port', String(CDN_PORT)]);
    await server.output;
  });

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exit;
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves every version side by side, like a remote (CORS, no-cache entries and manifests)', async () => {
    for (const version of ['0.1.0', '0.2.0']) {
      const manifest = await fetch(`${cdn}/catalog/${version}/mf-manifest.json`);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect((await manifest.json()).metaData.buildInfo.buildVersion).toBe(version);
    }
    expect(await (await fetch(`${cdn}/catalog/0.1.0/remoteEntry.js`)).text()).toBe('var catalog_0_1_0;');
    expect((await fetch(`${cdn}/catalog/0.3.0/remoteEntry.js`)).status).toBe(404);
  });

  it('refuses a folder that holds neither a build nor published versions', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'serve-static-empty-'));
    mkdirSync(join(empty, 'catalog', '0.1.0'), { recursive: true });
    const refused = start([empty, '--port', String(await freePort())]);
    const exit = await refused.exit;
    rmSync(empty, { recursive: true, force: true });
    expect(exit).toBe(1);
  });
});
