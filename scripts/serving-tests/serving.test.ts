// nginx (deploy/nginx/, as the compose stack runs it) and the Node server of `npm start` (scripts/serve-static.mjs)
// on the built apps: the same security headers, cache rules, CORS, fallbacks and runtime configuration; gzip from
// nginx. Each server is a private process on a free loopback port.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { distFiles, renderTemplate, root, startNginx, startNode, type Running } from './servers';

// The browser-facing URLs of a deployment on other origins than the defaults (the servers only print them).
const env = {
  API_BASE_URL: 'https://api.shop.example',
  REMOTE_CATALOG_URL: 'https://catalog.shop.example/v3/mf-manifest.json',
  REMOTE_MERCHANT_STREET_URL: 'https://street.shop.example/mf-manifest.json',
  REMOTE_CHECKOUT_URL: 'https://checkout.shop.example/mf-manifest.json',
  REMOTE_ORDER_CENTER_URL: 'https://orders.shop.example/mf-manifest.json',
  REMOTE_MERCHANT_SETTLEMENT_URL: 'https://join.shop.example/mf-manifest.json',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_serving',
  MEDIA_PUBLIC_URL: 'https://pictures.shop.example/mall-media',
};
const runtimeConfig = {
  apiBaseUrl: env.API_BASE_URL,
  remotes: {
    catalog: env.REMOTE_CATALOG_URL,
    merchantStreet: env.REMOTE_MERCHANT_STREET_URL,
    checkout: env.REMOTE_CHECKOUT_URL,
    orderCenter: env.REMOTE_ORDER_CENTER_URL,
    merchantSettlement: env.REMOTE_MERCHANT_SETTLEMENT_URL,
  },
};
const remoteOrigins =
  'https://catalog.shop.example https://street.shop.example https://checkout.shop.example https://orders.shop.example https://join.shop.example';

const hostFiles = distFiles('host');
const catalogFiles = distFiles('remotes/catalog');
const hashedHostScript = hostFiles.find((f) => /^main\.[0-9a-f]{8,}\.js$/.test(f))!;
const hashedCatalogScript = catalogFiles.find((f) => /^main\.[0-9a-f]{8,}\.js$/.test(f))!;

const servers: Record<'nginxHost' | 'nodeHost' | 'nginxCatalog' | 'nodeCatalog', Running> = {} as never;

beforeAll(async () => {
  [servers.nginxHost, servers.nodeHost, servers.nginxCatalog, servers.nodeCatalog] = await Promise.all([
    startNginx('host', { ...env, MALL_STATIC_ROOT: join(root, 'host', 'dist') }),
    startNode('host', env, ['--spa']),
    startNginx('remote', { ...env, MALL_STATIC_ROOT: join(root, 'remotes', 'catalog', 'dist') }),
    startNode('remotes/catalog', env),
  ]);
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s?.stop()));
});

const get = (server: Running, path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

/** The headers both servers must agree on. */
const RULES = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'cache-control',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'x-robots-tag',
];
async function rules(server: Running, path: string, init?: RequestInit) {
  const response = await get(server, path, init);
  await response.arrayBuffer();
  return { status: response.status, ...Object.fromEntries(RULES.map((name) => [name, response.headers.get(name)])) };
}

describe('the security headers', () => {
  it('allow exactly the configured origins, Stripe.js and the picture origin, and nothing inline but styles', async () => {
    const response = await get(servers.nginxHost, '/');
    const csp = response.headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': `'self' ${remoteOrigins} https://js.stripe.com https://*.js.stripe.com`,
      'style-src': `'self' 'unsafe-inline' ${remoteOrigins}`,
      'img-src': `'self' data: blob: https://api.shop.example https://pictures.shop.example ${remoteOrigins}`,
      'font-src': `'self' data: ${remoteOrigins}`,
      'connect-src': `'self' https://api.shop.example ${remoteOrigins} https://api.stripe.com`,
      'frame-src': 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('close frames and Stripe when card payment does not go through Stripe', async () => {
    const { STRIPE_PUBLISHABLE_KEY: _key, MEDIA_PUBLIC_URL: _media, ...plain } = env;
    const nginx = await startNginx('remote', { ...plain, MALL_STATIC_ROOT: join(root, 'remotes', 'catalog', 'dist') });
    try {
      const csp = (await get(nginx, '/mf-manifest.json')).headers.get('content-security-policy')!;
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('stripe');
      expect(csp).toContain(`img-src 'self' data: blob: https://api.shop.example ${remoteOrigins};`);
    } finally {
      await nginx.stop();
    }
  });

  it('are the same from nginx and from the Node server, with the same cache rules and CORS, on every kind of path', async () => {
    const hostPaths = [
      '/',
      '/index.html',
      '/fr/goods_detail/7',
      '/search?keyword=tea',
      `/${hashedHostScript}`,
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/runtime-config.json',
      '/route-table.json',
      '/missing.0123abcd.js',
      '/robots.txt',
      '/favicon.ico',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/users/order_list?status=1',
      '/fr/order/shopping_cart',
    ];
    for (const path of hostPaths) {
      expect({ path, ...(await rules(servers.nginxHost, path)) }).toEqual({ path, ...(await rules(servers.nodeHost, path)) });
    }
    const catalogPaths = [
      '/',
      `/${hashedCatalogScript}`,
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/mf-runtime-core.js',
      '/runtime-config.json',
      '/goods_detail/7',
      '/nope.js',
    ];
    for (const path of catalogPaths) {
      expect({ path, ...(await rules(servers.nginxCatalog, path)) }).toEqual({ path, ...(await rules(servers.nodeCatalog, path)) });
    }
    const preflight = { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' } };
    expect(await rules(servers.nginxCatalog, '/remoteEntry.js', preflight)).toEqual(
      await rules(servers.nodeCatalog, '/remoteEntry.js', preflight),
    );
  });
});

describe('what crawlers and browsers read beside the pages', () => {
  const routeTable: { path: string; noindex?: boolean }[] = JSON.parse(
    readFileSync(join(root, 'host', 'dist', 'route-table.json'), 'utf8'),
  );

  it('is the same robots.txt from both servers: the private pages kept out, the API’s sitemap index named', async () => {
    const [fromNginx, fromNode] = await Promise.all([get(servers.nginxHost, '/robots.txt'), get(servers.nodeHost, '/robots.txt')]);
    expect(fromNginx.status).toBe(200);
    expect(fromNginx.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(fromNode.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await fromNginx.text();
    expect(await fromNode.text()).toBe(robots);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/api\.shop\.example\/api\/sitemap\/index\.xml$/m);
    for (const prefix of ['/users/', '/order/shopping_cart', '/fr/order/order_confirm', '/lao/login'])
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).not.toMatch(/Disallow: \/(goods|merchant)/);
  });

  it('marks exactly the route table’s private pages noindex, bare and under a locale prefix, from both servers', async () => {
    for (const route of routeTable) {
      const bare = route.path.replace(/:\w+/g, '7').replace(/\*$/, 'home');
      for (const path of [bare, `/th${bare}`.replace(/\/$/, '')]) {
        const [fromNginx, fromNode] = await Promise.all([get(servers.nginxHost, path), get(servers.nodeHost, path)]);
        await Promise.all([fromNginx.arrayBuffer(), fromNode.arrayBuffer()]);
        const expected = route.noindex ? 'noindex' : null;
        expect({ path, nginx: fromNginx.headers.get('x-robots-tag'), node: fromNode.headers.get('x-robots-tag') }).toEqual({
          path,
          nginx: expected,
          node: expected,
        });
      }
    }
  });

  it('serves the icons and the web app manifest the page names, in the theme’s colours, with their types', async () => {
    const html = await (await get(servers.nginxHost, '/')).text();
    const named = [...html.matchAll(/<(?:link rel="([\w-]+)" href|meta name="(theme-color)" content)="([^"]+)"/g)].map(
      ([, rel, meta, value]) => [rel ?? meta, value],
    );
    expect(named).toEqual(
      expect.arrayContaining([
        ['icon', '/favicon.ico'],
        ['icon', '/favicon.svg'],
        ['apple-touch-icon', '/apple-touch-icon.png'],
        ['manifest', '/manifest.webmanifest'],
        ['theme-color', '#e93323'],
      ]),
    );
    expect(html).not.toContain('href="data:,"');
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/x-icon$/,
      '/favicon.svg': /^image\/svg\+xml/,
      '/apple-touch-icon.png': /^image\/png$/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const server of [servers.nginxHost, servers.nodeHost]) {
      const manifest = await get(server, '/manifest.webmanifest');
      const { theme_color: themeColor, background_color: background, icons } = await manifest.json();
      expect([themeColor, background]).toEqual(['#e93323', '#f5f5f5']);
      for (const { src } of icons as { src: string }[]) types[src] ??= /^image\/png$/;
      for (const [path, type] of Object.entries(types)) {
        const response = await get(server, path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.headers.get('content-type')).toMatch(type);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
    }
  });
});

describe('nginx', () => {
  it('keeps content-hashed files a year and revalidates entries, manifests, pages and the configuration', async () => {
    expect((await get(servers.nginxHost, `/${hashedHostScript}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/fr/goods_detail/7', '/mf-manifest.json', '/runtime-config.json']) {
      expect((await get(servers.nginxHost, path)).headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get(servers.nginxCatalog, '/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get(servers.nginxCatalog, `/${hashedCatalogScript}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('writes the runtime configuration from the environment, as the Node server does', async () => {
    const fromNginx = await (await get(servers.nginxHost, '/runtime-config.json')).json();
    expect(fromNginx).toEqual(runtimeConfig);
    expect(await (await get(servers.nodeHost, '/runtime-config.json')).json()).toEqual(fromNginx);
    expect(await (await get(servers.nginxCatalog, '/runtime-config.json')).json()).toEqual(runtimeConfig);
    expect((await get(servers.nginxCatalog, '/runtime-config.json')).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers the host page with the configuration in it on every client-side route (SPA fallback), and 404 for a missing file', async () => {
    for (const path of ['/', '/fr/goods_detail/7', '/users/order_list?status=1']) {
      const response = await get(servers.nginxHost, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      const block = /<script type="application\/json" id="mall-runtime-config">(.*?)<\/script><\/head>/.exec(html)?.[1];
      expect(JSON.parse(block!)).toEqual(runtimeConfig);
      // main.js preloaded and run by the shell start (docs/serving.md, "The shell's start"), both cached as immutable.
      expect(html).toContain(`<link rel="preload" as="script" href="/${hashedHostScript}"/>`);
      const start = /<script defer="defer" src="\/(shell-start\.[0-9a-f]{8}\.js)" data-main="\/([^"]+)"><\/script>/.exec(html);
      expect(start?.[2]).toBe(hashedHostScript);
      const startScript = await get(servers.nginxHost, `/${start![1]}`);
      expect(startScript.status).toBe(200);
      expect(startScript.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // No executable inline script: the CSP allows none.
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toBeNull();
    }
    expect((await get(servers.nginxHost, '/missing.0123abcd.js')).status).toBe(404);
    expect((await get(servers.nginxHost, '/assets/missing.svg')).status).toBe(404);
    // A remote has no client-side routes of its own here.
    expect((await get(servers.nginxCatalog, '/goods_detail/7')).status).toBe(404);
  });

  it('lets any origin load a remote (CORS) but not the host', async () => {
    const entry = await get(servers.nginxCatalog, '/remoteEntry.js', { headers: { Origin: 'https://shop.example' } });
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await get(servers.nginxCatalog, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect((await get(servers.nginxHost, `/${hashedHostScript}`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the build’s gzip file to a browser that takes gzip, and gzips other text itself', async () => {
    const file = readFileSync(join(root, 'remotes', 'catalog', 'dist', hashedCatalogScript));
    const gz = await get(servers.nginxCatalog, `/${hashedCatalogScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    // Node's fetch decodes gzip itself: the bytes are the file's.
    expect(Buffer.from(await gz.arrayBuffer()).equals(file)).toBe(true);
    expect(Number(gz.headers.get('content-length'))).toBe(
      readFileSync(join(root, 'remotes', 'catalog', 'dist', `${hashedCatalogScript}.gz`)).length,
    );
    const plain = await get(servers.nginxCatalog, `/${hashedCatalogScript}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(file.length);
    expect(gunzipSync(readFileSync(join(root, 'remotes', 'catalog', 'dist', `${hashedCatalogScript}.gz`))).equals(file)).toBe(true);
    // Text without a .gz beside it is gzipped here: the federation runtime a remote serves alone, and the host page (rewritten per request).
    const manifest = await get(servers.nginxCatalog, '/mf-runtime-core.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    const page = await get(servers.nginxHost, '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('id="mall-runtime-config"');
  });

  it('refuses to start with a URL that would break the configuration or the header, saying which', () => {
    const r = renderTemplate('host.conf.template', { ...env, REMOTE_CHECKOUT_URL: 'https://x.example/"onload' });
    expect(r.status).not.toBe(0);
    expect(r.err).toContain('REMOTE_CHECKOUT_URL holds a character a URL here may not have');
  });

  it('renders every template with a value for each of its variables', () => {
    for (const template of ['host', 'remote', 'edge']) {
      const rendered = renderTemplate(`${template}.conf.template`, {
        ...env,
        PORT: '80',
        MALL_STATIC_ROOT: '/tmp',
        EDGE_API_UPSTREAM: '127.0.0.1:1',
        EDGE_HOST_UPSTREAM: '127.0.0.1:2',
        EDGE_CATALOG_UPSTREAM: '127.0.0.1:3',
        EDGE_MERCHANT_STREET_UPSTREAM: '127.0.0.1:4',
        EDGE_CHECKOUT_UPSTREAM: '127.0.0.1:5',
        EDGE_ORDER_CENTER_UPSTREAM: '127.0.0.1:6',
        EDGE_MERCHANT_SETTLEMENT_UPSTREAM: '127.0.0.1:7',
      });
      expect(rendered.status).toBe(0);
      // Every ${VAR} of the template was given a value.
      expect(rendered.out).not.toMatch(/\$\{[A-Z_]+\}/);
    }
  });
});
