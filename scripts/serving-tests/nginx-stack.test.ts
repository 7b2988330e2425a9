// The storefront served by nginx (deploy/nginx/, Debian's package) on the built apps and the built API, in both
// set-ups of the compose file:
// - the default: the host and each remote on their own origin (own nginx), the API on another;
// - the one-origin option (profile `one-origin`): the edge (templates/edge.conf.template) in front of those nginx
//   servers and the API, everything reached through one origin — `/`, `/remotes/<name>/`, `/api/`, `/media/` — with
//   the runtime configuration pointing there, as deploy/one-origin.env sets it.
// Debian's Chromium then opens the shopper's pages in each and must see no Content-Security-Policy violation, and a
// product page and home, from nginx and from the Node server of `npm start` side by side, must download their largest
// picture (the product's main picture, the first banner) once: the file the served head preloaded is the one drawn.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../chromium-flags.cjs';
import { openingPicture, type GalleryDetail } from '../../shared/contract/src/product-gallery';
import { PICTURE_WIDTHS } from '../../shared/contract/src/picture-variants';
import { freePort, root, startApi, startNginx, startNode, type Running } from './servers';

const REMOTES = [
  { dir: 'catalog', name: 'catalog', upstream: 'EDGE_CATALOG_UPSTREAM', env: 'REMOTE_CATALOG_URL' },
  { dir: 'merchant-street', name: 'merchantStreet', upstream: 'EDGE_MERCHANT_STREET_UPSTREAM', env: 'REMOTE_MERCHANT_STREET_URL' },
  { dir: 'checkout', name: 'checkout', upstream: 'EDGE_CHECKOUT_UPSTREAM', env: 'REMOTE_CHECKOUT_URL' },
  { dir: 'order-center', name: 'orderCenter', upstream: 'EDGE_ORDER_CENTER_UPSTREAM', env: 'REMOTE_ORDER_CENTER_URL' },
  {
    dir: 'merchant-settlement',
    name: 'merchantSettlement',
    upstream: 'EDGE_MERCHANT_SETTLEMENT_UPSTREAM',
    env: 'REMOTE_MERCHANT_SETTLEMENT_URL',
  },
];

/** The one origin (the edge), and the default set-up's host origin and API. */
let origin: string;
let separate: { host: string; api: string; nodeHost: string };
const started: Running[] = [];

/** The host's and every remote's nginx, each told `browserUrls`. */
function startApps(browserUrls: Record<string, string>, hostPort?: number, remotePorts: number[] = []): Promise<Running[]> {
  return Promise.all([
    startNginx('host', { ...browserUrls, MALL_STATIC_ROOT: join(root, 'host', 'dist') }, hostPort),
    ...REMOTES.map((r, i) =>
      startNginx('remote', { ...browserUrls, MALL_STATIC_ROOT: join(root, 'remotes', r.dir, 'dist') }, remotePorts[i]),
    ),
  ]);
}

beforeAll(async () => {
  const [edgePort, apiPort, hostPort, nodeHostPort, ...remotePorts] = await Promise.all(
    Array.from({ length: 4 + REMOTES.length }, freePort),
  );
  origin = `http://127.0.0.1:${edgePort}`;
  separate = { host: `http://127.0.0.1:${hostPort}`, api: `http://127.0.0.1:${apiPort}`, nodeHost: `http://127.0.0.1:${nodeHostPort}` };
  // What deploy/one-origin.env gives every app: the edge's origin and paths.
  const oneOrigin: Record<string, string> = { API_BASE_URL: origin };
  for (const r of REMOTES) oneOrigin[r.env] = `${origin}/remotes/${r.dir}/mf-manifest.json`;
  // The default: every app on its own origin. Picture URLs carry the edge's origin (the API's PUBLIC_URL), so here
  // they come from another origin, as from a bucket: MEDIA_PUBLIC_URL tells the CSP.
  const ownOrigins: Record<string, string> = { API_BASE_URL: separate.api, MEDIA_PUBLIC_URL: origin };
  REMOTES.forEach((r, i) => {
    ownOrigins[r.env] = `http://127.0.0.1:${remotePorts[i]}/mf-manifest.json`;
  });
  const [api, edgeApps, ownApps, nodeHost] = await Promise.all([
    startApi({ PUBLIC_URL: origin, TRUST_PROXY: 'true', CORS_ORIGINS: `${separate.host},${separate.nodeHost}` }, apiPort),
    startApps(oneOrigin),
    startApps(ownOrigins, hostPort, remotePorts),
    // The Node server of `npm start` in place of the host's nginx, beside it, with the same remotes and API.
    startNode('host', ownOrigins, ['--spa'], nodeHostPort),
  ]);
  started.push(api, ...edgeApps, ...ownApps, nodeHost);
  const [host, ...remotes] = edgeApps;
  const upstreams: Record<string, string> = { EDGE_API_UPSTREAM: `127.0.0.1:${api.port}`, EDGE_HOST_UPSTREAM: `127.0.0.1:${host.port}` };
  REMOTES.forEach((r, i) => {
    upstreams[r.upstream] = `127.0.0.1:${remotes[i].port}`;
  });
  started.push(await startNginx('edge', upstreams, edgePort));
}, 180_000);

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

describe('the storefront on one origin', () => {
  it('answers the host page with a runtime configuration and a CSP that name only that origin', async () => {
    const response = await fetch(`${origin}/fr/goods_detail/1`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const config = JSON.parse(/<script type="application\/json" id="mall-runtime-config">(.*?)<\/script>/.exec(html)![1]);
    expect(config).toEqual({
      apiBaseUrl: origin,
      remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `${origin}/remotes/${r.dir}/mf-manifest.json`])),
    });
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${origin};`);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves each remote’s manifest and entry under /remotes/<name>/, the chunks resolving under the same path', async () => {
    for (const r of REMOTES) {
      const response = await fetch(`${origin}/remotes/${r.dir}/mf-manifest.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await response.json()) as {
        name: string;
        metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
      };
      expect(manifest.name).toBe(r.name);
      // publicPath "auto": the runtime loads the entry and chunks next to the manifest, i.e. under /remotes/<name>/.
      expect(manifest.metaData.publicPath).toBe('auto');
      const entry = await fetch(`${origin}/remotes/${r.dir}/${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
      expect(entry.headers.get('content-encoding')).toBe('gzip');
      expect(await entry.text()).toContain(r.name);
    }
  });

  it('passes API calls and their pictures through /api/ and /media/', async () => {
    const response = await fetch(`${origin}/api/pc/home/index`, { headers: { 'Accept-Language': 'fr' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; data: { banner: Array<{ pic: string }> } };
    expect(body.code).toBe(200);
    // Picture URLs are on the one origin too (PUBLIC_URL), and answer through it.
    const picture = body.data.banner[0].pic;
    expect(picture.startsWith(`${origin}/media/`)).toBe(true);
    const image = await fetch(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // A signed-in call through the same origin: no CORS in the way.
    const signIn = await fetch(`${origin}/api/front/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: 'demo@mall.test', password: 'Demo12345!' }),
    });
    const session = (await signIn.json()) as { code: number; data: { token: string } };
    expect(session.code).toBe(200);
    const cart = (await (
      await fetch(`${origin}/api/front/cart/count?numType=true&type=total`, { headers: { 'authori-zation': session.data.token } })
    ).json()) as { code: number };
    expect(cart.code).toBe(200);
  });
});

describe("the storefront served by nginx in Debian's Chromium", () => {
  // Playwright is the journeys' dependency (e2e/, whose types this project does not resolve: the part used here);
  // its Chromium is Debian's.
  type Locator = { first(): Locator; waitFor(): Promise<void> };
  type Page = {
    goto(url: string): Promise<unknown>;
    waitForLoadState(state: 'networkidle'): Promise<void>;
    evaluate<T>(fn: () => T): Promise<T>;
    evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
    waitForFunction(fn: () => boolean): Promise<unknown>;
    waitForFunction<A>(fn: (arg: A) => boolean, arg: A): Promise<unknown>;
    getByRole(role: string, options: { level?: number; name?: string }): Locator;
    locator(selector: string): Locator;
    on(event: 'console', listener: (message: { text(): string }) => void): void;
    title(): Promise<string>;
  };
  type Context = {
    addInitScript(fn: () => void): Promise<void>;
    newPage(): Promise<Page>;
    addCookies(cookies: Array<{ name: string; value: string; url: string }>): Promise<void>;
  };
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test') as {
    chromium: {
      launch(options: { executablePath: string; args: string[]; ignoreDefaultArgs?: string[] }): Promise<{
        newContext(options?: {
          isMobile?: boolean;
          javaScriptEnabled?: boolean;
          viewport?: { width: number; height: number };
          deviceScaleFactor?: number;
        }): Promise<Context>;
        close(): Promise<void>;
      }>;
    };
  };

  /** The page's image preloads, once the server holds the API's head (asked until it does, as a second visitor finds it). */
  async function imagePreloads(host: string, path: string): Promise<string[]> {
    let html = '';
    for (let attempt = 0; attempt < 5 && !html.includes('rel="preload" as="image"'); attempt += 1)
      html = await (await fetch(`${host}${path}`)).text();
    return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(([, href]) => href);
  }

  /**
   * Opens the page in Chromium and checks that its largest picture (`selector`), whose plain source is `picture`, was
   * downloaded once, by the preload, at the width the <img> asks for itself: a preload with another URL, srcset or
   * sizes shows as a second download, by the <img>; one of too large a width would be drawn all the same (Chromium
   * draws a larger file it already has), hence the width check. `thumbnails` leaves out the files a strip of
   * thumbnails takes for itself (the same picture at 64 px: its own width when drawn before the large file arrives).
   */
  async function expectDrawnFromPreload(url: string, selector: string, picture: string, thumbnails: string | null = null) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(url);
      await page.waitForFunction((css) => {
        const img = document.querySelector<HTMLImageElement>(css);
        return Boolean(img?.complete && img.naturalWidth > 0);
      }, selector);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(
        ({ css, thumbs }) => {
          const img = document.querySelector<HTMLImageElement>(css)!;
          const stem = img.getAttribute('src')!.replace(/\.jpg$/, '');
          const ownFiles = new Set(thumbs ? [...document.querySelectorAll<HTMLImageElement>(thumbs)].map((t) => t.currentSrc) : []);
          return {
            src: img.getAttribute('src'),
            drawn: img.currentSrc,
            // The device pixels it is drawn at: what its own srcset and sizes ask for.
            needs: img.getBoundingClientRect().width * devicePixelRatio,
            // Every download of that picture, in any width or format, and what asked for it.
            downloads: performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.startsWith(`${stem}.`))
              .filter((entry) => entry.name === img.currentSrc || !ownFiles.has(entry.name))
              .map((entry) => ({ name: entry.name, by: (entry as PerformanceResourceTiming).initiatorType })),
          };
        },
        { css: selector, thumbs: thumbnails },
      );
      expect(seen.src).toBe(picture);
      expect(seen.downloads).toEqual([{ name: seen.drawn, by: 'link' }]);
      const wanted = PICTURE_WIDTHS.find((width) => width >= seen.needs) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
      expect(seen.drawn).toBe(`${picture.replace(/\.jpg$/, '')}.w${wanted}.webp`);
    } finally {
      await browser.close();
    }
  }

  it.each([
    ['nginx', () => separate.host],
    ['the Node server', () => separate.nodeHost],
  ])(
    'downloads a product’s main picture once from %s: the file the served head preloads is the one the gallery draws',
    async (_server, storefront) => {
      const host = storefront();
      // A product whose page opens on a SKU: the picture is the gallery rule's, from the product's detail answer.
      const list = (await (await fetch(`${separate.api}/api/front/product/list?page=1&limit=1`)).json()) as {
        data: { list: Array<{ id: number }> };
      };
      const { id } = list.data.list[0];
      const detail = ((await (await fetch(`${separate.api}/api/front/product/detail/${id}`)).json()) as { data: GalleryDetail }).data;
      const opening = openingPicture(detail);
      expect(opening).toMatch(/\/media\/photos\/.+\.jpg$/);
      const path = `/goods_detail/${id}`;
      expect((await imagePreloads(host, path))[0]).toBe(opening);
      await expectDrawnFromPreload(`${host}${path}`, 'img[data-picture="large"]', opening, 'ul img');
    },
  );

  it.each([
    ['nginx', '/', () => separate.host],
    ['nginx', '/fr', () => separate.host],
    ['the Node server', '/', () => separate.nodeHost],
    ['the Node server', '/fr', () => separate.nodeHost],
  ])(
    'downloads home’s first banner once from %s (%s): the file the served head preloads is the one the carousel draws',
    async (_server, path, storefront) => {
      const host = storefront();
      // The banner the carousel draws first: the first of the home data, in the page's language.
      const home = (await (
        await fetch(`${separate.api}/api/pc/home/index`, { headers: { 'Accept-Language': path === '/' ? 'en' : path.slice(1) } })
      ).json()) as { data: { banner: Array<{ pic: string }> } };
      const banner = home.data.banner[0].pic;
      expect(banner).toMatch(/\/media\/photos\/.+\.jpg$/);
      // One picture preloaded, by one tag (the Node server no longer writes a banner preload of its own).
      expect(await imagePreloads(host, path)).toEqual([banner]);
      // The page's one picture of high priority: the carousel's first banner (the first screen's is outside <main>).
      await expectDrawnFromPreload(`${host}${path}`, 'main img[fetchpriority="high"]', banner);
    },
  );

  it.each([
    ['nginx', 'desktop', () => separate.host],
    ['the Node server', 'phone', () => separate.nodeHost],
  ])(
    'paints the first screen from %s (%s) before any script runs, where the page then draws the same picture, and it never moves',
    async (_server, screenSize, storefront) => {
      const host = storefront();
      const list = (await (await fetch(`${separate.api}/api/front/product/list?page=1&limit=1`)).json()) as {
        data: { list: Array<{ id: number }> };
      };
      const viewport = screenSize === 'phone' ? { width: 412, height: 823 } : { width: 1350, height: 940 };
      const deviceScaleFactor = screenSize === 'phone' ? 1.75 : 1;
      // A phone's browser (as Lighthouse's mobile preset emulates it): its scrollbar overlays the page.
      const isMobile = screenSize === 'phone';
      // With the window's scrollbar (Playwright hides it by default), as a shopper's browser and Lighthouse draw it.
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...CHROMIUM_FLAGS],
        ignoreDefaultArgs: ['--hide-scrollbars'],
      });
      try {
        for (const [path, pagePicture] of [
          ['/', 'main img[fetchpriority="high"]'],
          ['/zh-CN', 'main img[fetchpriority="high"]'],
          [`/goods_detail/${list.data.list[0].id}`, 'img[data-picture="large"]'],
          [`/fr/goods_detail/${list.data.list[0].id}`, 'img[data-picture="large"]'],
          // The shop street's banner (its page's one picture of high priority).
          ['/merchant/merchant_street', 'main img[fetchpriority="high"]'],
          ['/th/merchant/merchant_street', 'main img[fetchpriority="high"]'],
          // The search results' first row (its first card's picture), in a desktop window only (narrower, the page's
          // toolbar wraps by its words and the row is not shown: html-template.cjs).
          ...(screenSize === 'desktop'
            ? [
                ['/goods/goods_search?title=&cid=', 'main img[fetchpriority="high"]'],
                ['/lao/goods/goods_search?title=&cid=', 'main img[fetchpriority="high"]'],
              ]
            : []),
        ]) {
          // The server holds the page's first screen (a second visitor's page).
          for (let attempt = 0; attempt < 5; attempt += 1)
            if ((await (await fetch(`${host}${path}`)).text()).includes('id="mall-first-screen"')) break;
          // Without JavaScript: what the browser paints from the page alone.
          const still = await (await browser.newContext({ javaScriptEnabled: false, viewport, deviceScaleFactor, isMobile })).newPage();
          await still.goto(`${host}${path}`);
          await still.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>('#mall-first-screen img');
            return Boolean(img?.complete && img.naturalWidth > 0);
          });
          const painted = await still.evaluate<number[]>(() => {
            const r = document.querySelector('#mall-first-screen img')!.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
          });
          // With it: the page takes over and the first screen goes, without having moved.
          const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile });
          await context.addInitScript(() => {
            // Every layout shift of the first screen or of anything in it (CLS counts those; none may occur: it is
            // painted where it stays until it goes).
            const moved: string[] = [];
            (window as unknown as { __firstScreenMoved: string[] }).__firstScreenMoved = moved;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const { sources } = entry as unknown as {
                  sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
                };
                for (const source of sources) {
                  const node = source.node instanceof Element ? source.node : source.node?.parentElement;
                  // Where it was and where it went (x, y, width, height) and the window's width then: what moved it.
                  const at = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].join(',');
                  const where = `${at(source.previousRect)} → ${at(source.currentRect)}, window ${document.documentElement.clientWidth}`;
                  if (node?.closest('#mall-first-screen')) moved.push(`${node.nodeName}.${node.className} ${where}`);
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            // Every largest contentful paint Chromium reports that is a picture of the page's own (in <main>): none may
            // be, since the page draws the first screen's picture again in the same boxes, which is not a larger paint
            // (html-template.cjs: the search row's cards clip their pictures as the page's cards do).
            const pagePictures: string[] = [];
            (window as unknown as { __pagePictureLcp: string[] }).__pagePictureLcp = pagePictures;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number }>) {
                if (entry.element?.closest('main')) pagePictures.push(`${entry.element.nodeName} ${entry.size} px²`);
              }
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          });
          const live = await context.newPage();
          await live.goto(`${host}${path}`);
          await live.waitForFunction(() => document.getElementById('mall-first-screen') === null);
          const drawn = await live.evaluate<number[], string>((css) => {
            const r = document.querySelector(css)!.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height];
          }, pagePicture);
          const moved = await live.evaluate<string[]>(() => (window as unknown as { __firstScreenMoved: string[] }).__firstScreenMoved);
          // The paints of the hand-over's last frames reported (an entry comes with its frame's presentation).
          await live.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
          const pagePictureLcp = await live.evaluate<string[]>(
            () => (window as unknown as { __pagePictureLcp: string[] }).__pagePictureLcp,
          );
          expect({ path, drawn: drawn.map((v) => Math.round(v * 4) / 4) }).toEqual({
            path,
            drawn: painted.map((v) => Math.round(v * 4) / 4),
          });
          expect({ path, moved }).toEqual({ path, moved: [] });
          expect({ path, pagePictureLcp }).toEqual({ path, pagePictureLcp: [] });
        }
      } finally {
        await browser.close();
      }
    },
  );

  it.each([
    ['on one origin (profile one-origin)', () => ({ storefront: origin, api: origin })],
    ['with every app on its own origin (the default)', () => ({ storefront: separate.host, api: separate.api })],
  ])('shows the pages of every remote %s without one Content-Security-Policy violation', async (_setUp, origins) => {
    const { storefront, api } = origins();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
        );
      });
      const page = await context.newPage();
      const reports: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
      });
      const product = (await (await fetch(`${api}/api/front/product/list?page=1&limit=1`)).json()) as {
        data: { list: Array<{ id: number; storeName: string }> };
      };
      const { id, storeName } = product.data.list[0];
      const login = (await (
        await fetch(`${api}/api/front/login/email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'demo@mall.test', password: 'Demo12345!' }),
        })
      ).json()) as { data: { token: string } };
      const pages: Array<[string, () => Promise<unknown>]> = [
        ['/', () => page.getByRole('heading', { level: 2 }).first().waitFor()],
        [`/goods_detail/${id}`, () => page.getByRole('heading', { level: 1, name: storeName }).waitFor()],
        ['/merchant/merchant_street', () => page.getByRole('heading', { level: 1, name: 'Shop street' }).waitFor()],
        ['/order/shopping_cart', () => page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor()],
        ['/users/order_list', () => page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor()],
        ['/users/merchant_settled', () => page.locator('main h1').first().waitFor()],
      ];
      for (const [path, ready] of pages) {
        if (path === '/order/shopping_cart') {
          await context.addCookies([
            { name: 'auth.strategy', value: 'local2', url: storefront },
            { name: 'auth._token.local2', value: `Bearer%20${login.data.token}`, url: storefront },
          ]);
        }
        await page.goto(`${storefront}${path}`);
        await ready();
        await page.waitForLoadState('networkidle');
        const violations = [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...reports.splice(0)];
        expect({ path, violations }).toEqual({ path, violations: [] });
      }
      // The policy is enforced, and the watch sees it: an inline script is refused.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.title = "inline ran"';
        document.head.append(script);
      });
      await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual(['script-src-elem blocked inline']);
      expect(await page.title()).not.toBe('inline ran');
    } finally {
      await browser.close();
    }
  });
});
