// The served head of the public pages (issue 31; docs/serving.md, "The served head"): nginx (an SSI include of the
// API's head) and the Node server of `npm start` write the same title, description, canonical, alternates, Open Graph
// and JSON-LD into the host's page before any script runs, in the URL's language; with the API stopped or hanging
// the page is still served, with its generic head, within the timeout. Home and product pages also get their first
// screen from the API (docs/serving.md, "The served first screen"), the same from both servers, within the same timeout
// (nginx asks for it beside the head, the Node server in the same answer as the head).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startApi, startNginx, startNode, type Running } from './servers';

const STOREFRONT = 'https://shop.example';
const browserUrls = {
  API_BASE_URL: 'https://api.shop.example',
  REMOTE_CATALOG_URL: 'https://catalog.shop.example/mf-manifest.json',
  REMOTE_MERCHANT_STREET_URL: 'https://street.shop.example/mf-manifest.json',
  REMOTE_CHECKOUT_URL: 'https://checkout.shop.example/mf-manifest.json',
  REMOTE_ORDER_CENTER_URL: 'https://orders.shop.example/mf-manifest.json',
  REMOTE_MERCHANT_SETTLEMENT_URL: 'https://join.shop.example/mf-manifest.json',
};
/** The servers' timeout for the API's head (HEAD_TIMEOUT_MS, nginx's proxy timeouts). */
const TIMEOUT_MS = 100;
/** What a busy shared machine adds to a page's own time (the page is a few kilobytes read from disk). */
const SLACK_MS = 400;

let api: Running;
const servers: { nginx?: Running; node?: Running } = {};

beforeAll(async () => {
  api = await startApi({ STOREFRONT_URL: STOREFRONT });
  const env = { ...browserUrls, API_INTERNAL_URL: api.url };
  [servers.nginx, servers.node] = await Promise.all([
    startNginx('host', { ...env, MALL_STATIC_ROOT: join(root, 'host', 'dist') }),
    startNode('host', env, ['--spa']),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([servers.nginx?.stop(), servers.node?.stop(), api?.stop()]);
});

const apiHead = async (page: string) => (await fetch(`${api.url}/api/seo/head${page}`)).text();

async function page(server: Running, path: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

/** A page on a connection of its own (no keep-alive): its time to its last byte is the page's alone. */
function pageAlone(server: Running, path: string): Promise<{ status: number; html: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { agent: false }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html, ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

/** The part of a page's head a crawler reads: from <head> up to the first element the servers add after it. */
const seoPart = (html: string) =>
  /<head>([\s\S]*?)<link rel="icon"/
    .exec(html)?.[1]
    .replace(/\s+\n|\n\s+/g, '\n')
    .trim();

describe('the served head', () => {
  it('is the API’s head of the page, in the URL’s language, from nginx and from the Node server alike', async () => {
    const products = (await (await fetch(`${api.url}/api/front/product/list?page=1&limit=2`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const [first] = products.data.list;
    const stores = (await (await fetch(`${api.url}/api/front/merchant/street?page=1&limit=1`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const pages = [
      ...['', '/zh-CN', '/fr', '/th', '/lao'].map((prefix) => `${prefix}/goods_detail/${first.id}`),
      `/fr/merchant/merchant/home?id=${stores.data.list[0].id}`,
      '/th',
      '/',
      '/lao/goods/goods_search?title=tea&cid=',
      '/merchant/merchant_street',
      '/order/shopping_cart',
    ];
    for (const path of pages) {
      // The API's head, read first (the API keeps it): then the servers' requests are quick even on a loaded machine,
      // and one that still ran past the timeout is asked again (the next visitor gets the head).
      const expected = (await apiHead(path)).trim();
      const withHead = async (server: Running) => {
        let answer = await page(server, path);
        for (let attempt = 0; attempt < 3 && !seoPart(answer.html)?.includes(expected); attempt += 1) answer = await page(server, path);
        return answer;
      };
      const [fromNginx, fromNode] = await Promise.all([withHead(servers.nginx!), withHead(servers.node!)]);
      expect({ path, status: fromNginx.status }).toEqual({ path, status: 200 });
      expect({ path, status: fromNode.status }).toEqual({ path, status: 200 });
      expect({ path, head: seoPart(fromNginx.html) }).toEqual({ path, head: expect.stringContaining(expected) });
      expect({ path, head: seoPart(fromNode.html) }).toEqual({ path, head: seoPart(fromNginx.html) });
      const lang = /^\/(zh-CN|fr|th|lao)(\/|\?|$)/.exec(path)?.[1] ?? 'en';
      for (const html of [fromNginx.html, fromNode.html]) {
        expect(html).toContain(`<html lang="${lang === 'lao' ? 'lo' : lang}">`);
        // One title, and no executable inline script: JSON-LD and the configuration are data blocks (the CSP holds).
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(json|ld\+json)")[^>]*>/g)).toBeNull();
      }
    }
    const thai = await page(servers.nginx!, `/th/goods_detail/${first.id}`);
    expect(thai.html).toContain(`<link rel="canonical" href="${STOREFRONT}/th/goods_detail/${first.id}">`);
    expect(thai.html).toContain(`<link rel="alternate" hreflang="lo" href="${STOREFRONT}/lao/goods_detail/${first.id}">`);
    expect(thai.html).toContain(`<link rel="alternate" hreflang="x-default" href="${STOREFRONT}/goods_detail/${first.id}">`);
    expect(thai.html).toMatch(/<meta property="og:title" content="[^"]+ – ห้างสรรพสินค้า">/);
    const ld = [...thai.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
    expect(ld.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ld[0].offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  }, 60_000);

  it('writes the API’s first screen of home, product pages, the street and the search results after <div id="root">, from nginx and the Node server alike', async () => {
    const products = (await (await fetch(`${api.url}/api/front/product/list?page=1&limit=1`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const id = products.data.list[0].id;
    const pages = [
      ...['', '/zh-CN', '/fr', '/th', '/lao'].map((prefix) => `${prefix}/goods_detail/${id}`),
      '/',
      '/th',
      '/fr/',
      '/merchant/merchant_street',
      '/lao/merchant/merchant_street?page=2',
      '/goods/goods_search?title=&cid=',
      '/fr/goods/goods_search?cid=&title=',
    ];
    const firstScreen = (html: string) => /<div id="root"><\/div>\s*(<div id="mall-first-screen"[\s\S]*?)\s*<\/body>/.exec(html)?.[1];
    for (const path of pages) {
      const expected = (await (await fetch(`${api.url}/api/seo/first-screen${path}`)).text()).trim();
      expect({ path, expected }).toEqual({
        path,
        expected: expect.stringMatching(
          /^<div id="mall-first-screen" class="mall-fs" data-page="(home|goodsDetail|merchantStreet|goodsSearch)" aria-hidden="true">/,
        ),
      });
      const withScreen = async (server: Running) => {
        let answer = await page(server, path);
        for (let attempt = 0; attempt < 3 && firstScreen(answer.html) !== expected; attempt += 1) answer = await page(server, path);
        return answer;
      };
      const [fromNginx, fromNode] = await Promise.all([withScreen(servers.nginx!), withScreen(servers.node!)]);
      expect({ path, nginx: firstScreen(fromNginx.html), node: firstScreen(fromNode.html) }).toEqual({
        path,
        nginx: expected,
        node: expected,
      });
      // Its picture is the one the served head preloads (the same srcset and sizes: one download). The search
      // results' row has five, which the browser finds in the body as early: no preload.
      const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(fromNginx.html);
      expect({ path, source: /<source type="image\/webp" srcset="([^"]+)" sizes="([^"]+)">/.exec(expected)?.slice(1) }).toEqual({
        path,
        source: path.includes('goods_search') ? expect.any(Array) : preload?.slice(2),
      });
      if (path.includes('goods_search')) expect({ path, preload }).toEqual({ path, preload: null });
      // Painted with the page's own CSS: a stylesheet in its head, no style attribute nor inline script.
      for (const html of [fromNginx.html, fromNode.html]) {
        expect(html).toMatch(/<style>[^<]*\.mall-fs\{position:absolute;/);
        expect(expected).not.toMatch(/style=|<script/);
        expect(html.match(/id="mall-first-screen"/g)).toHaveLength(1);
      }
    }
    // Pages the first screen does not draw: nothing after <div id="root"> from either server.
    for (const path of [
      '/goods/goods_search?title=tea&cid=',
      '/merchant/merchant_more',
      '/order/shopping_cart',
      '/goods_detail/99999999',
    ]) {
      for (const server of [servers.nginx!, servers.node!]) {
        const answer = await page(server, path);
        expect({ path, server: server.url, screen: /<div id="root"><\/div>\s*<\/body>/.test(answer.html) }).toEqual({
          path,
          server: server.url,
          screen: true,
        });
      }
    }
  }, 60_000);

  it('costs at most the timeout when the API hangs or is down, and the page is served with its generic head', async () => {
    const hanging = net.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as net.AddressInfo).port}`;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const cacheDir = mkdtempSync(join(tmpdir(), 'mall-head-cache-'));
    const started: Running[] = [];
    try {
      for (const apiUrl of [hangingUrl, closedUrl]) {
        const env = { ...browserUrls, API_INTERNAL_URL: apiUrl };
        const pair = await Promise.all([
          startNginx('host', { ...env, MALL_STATIC_ROOT: join(root, 'host', 'dist'), MALL_HEAD_CACHE_DIR: join(cacheDir, 'x') }),
          startNode('host', env, ['--spa']),
        ]);
        started.push(...pair);
        for (const server of pair) {
          for (const path of ['/th/goods_detail/7', '/fr/merchant/merchant/home?id=1', '/']) {
            // Three visits (the failed head is asked again each time): their median time, so that one moment of a
            // busy machine does not count as the server's.
            const answers = [await page(server, path), await page(server, path), await page(server, path)];
            const answer = answers[0];
            const median = answers.map((a) => a.ms).sort((a, b) => a - b)[1];
            expect({ apiUrl, path, server: server.url, status: answer.status }).toEqual({ apiUrl, path, server: server.url, status: 200 });
            expect({ apiUrl, path, server: server.url, fast: median < TIMEOUT_MS + SLACK_MS }).toEqual({
              apiUrl,
              path,
              server: server.url,
              fast: true,
            });
            // Never less than the timeout when the API hangs: the server did wait for it.
            if (apiUrl === hangingUrl) expect(median).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
            expect(seoPart(answer.html)).toMatch(/^<meta charset="utf-8"\s*\/?>\s*<meta name="viewport"[^>]*>\s*<title>Mall<\/title>$/);
            expect(answer.html).toContain('id="mall-runtime-config"');
            // Nor a first screen: the page draws itself once its code runs, as before.
            expect(answer.html).not.toContain('id="mall-first-screen"');
          }
        }
      }
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      hanging.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves an expired head at once while it asks the API for a fresh one in the background, even when the API hangs', async () => {
    // The real API behind a relay that counts the requests reaching it and can hang (take them and never answer).
    const reached: string[] = [];
    let hang = false;
    const target = new URL(api.url);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => undefined);
      client.once('data', (first) => {
        reached.push(`${hang ? 'hung' : 'answered'} ${first.toString('latin1').split('\r\n')[0]}`);
        if (hang) return;
        // One request a connection (the API closes it after answering), so that each request reaches this relay anew.
        const request = first
          .toString('latin1')
          .replace(/\r\nconnection:[^\r]*/gi, '')
          .replace('\r\n', '\r\nConnection: close\r\n');
        const upstream = net.connect(Number(target.port), target.hostname, () => {
          upstream.write(Buffer.from(request, 'latin1'));
          client.pipe(upstream).pipe(client);
        });
        upstream.on('error', () => client.destroy());
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const TTL_MS = 2_000;
    const env = { ...browserUrls, API_INTERNAL_URL: relayUrl, MALL_HEAD_TTL: `${TTL_MS / 1000}s` };
    const pair = await Promise.all([
      startNginx('host', { ...env, MALL_STATIC_ROOT: join(root, 'host', 'dist') }),
      startNode('host', env, ['--spa']),
    ]);
    try {
      for (const server of pair) {
        const path = server === pair[0] ? '/zh-CN/merchant/merchant_street' : '/th/merchant/merchant_street';
        const expected = (await apiHead(path)).trim();
        // nginx asks for the head alone (its first screen is another include), the Node server for both in one answer.
        const asks = () => reached.filter((line) => line.includes(` /api/seo/head${path} `) || line.includes(` /api/seo/page${path} `));
        let first = await page(server, path);
        for (let attempt = 0; attempt < 3 && !seoPart(first.html)?.includes(expected); attempt += 1) first = await page(server, path);
        expect({ server: server.url, head: seoPart(first.html) }).toEqual({ server: server.url, head: expect.stringContaining(expected) });
        const askedFresh = asks().length;
        // Fresh: served from what the server holds, without asking the API.
        await page(server, path);
        expect(asks()).toHaveLength(askedFresh);

        // (nginx counts whole seconds: a head is expired once a second more than its time has begun.)
        await new Promise((resolve) => setTimeout(resolve, TTL_MS + 1_500));
        hang = true;
        // Expired, and the API hangs: each visit gets the head held at once (never the timeout's wait), and the server
        // did ask the API for a fresh one behind it.
        const stale = [await pageAlone(server, path), await pageAlone(server, path), await pageAlone(server, path)];
        for (const answer of stale)
          expect({ server: server.url, head: seoPart(answer.html) }).toEqual({ server: server.url, head: seoPart(first.html) });
        const median = stale.map((answer) => answer.ms).sort((a, b) => a - b)[1];
        expect({ server: server.url, waitedForTheApi: median >= TIMEOUT_MS }).toEqual({ server: server.url, waitedForTheApi: false });
        expect(asks().filter((line) => line.startsWith('hung')).length).toBeGreaterThanOrEqual(1);
        // nginx holds the browser's connection until its request behind the page ends: the next request on that
        // connection waits for it, at most the timeout (docs/serving.md), never the hung API's time.
        const kept = [await page(server, path), await page(server, path), await page(server, path)];
        for (const answer of kept)
          expect({ server: server.url, head: seoPart(answer.html) }).toEqual({ server: server.url, head: seoPart(first.html) });
        expect({ server: server.url, withinTheTimeout: Math.max(...kept.map((a) => a.ms)) < TIMEOUT_MS + SLACK_MS }).toEqual({
          server: server.url,
          withinTheTimeout: true,
        });

        // The API answers again: the next visit still gets the held head at once, and the answer asked for behind it
        // is held as fresh (further visits within the minute do not ask again).
        hang = false;
        // (The Node server's own request to the hung API runs on up to 5 s before it asks again.)
        const deadline = Date.now() + 10_000;
        let settled = -1;
        while (Date.now() < deadline) {
          await page(server, path);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const before = asks().length;
          const again = await page(server, path);
          expect(seoPart(again.html)).toBe(seoPart(first.html));
          if (asks().length === before && asks().at(-1)?.startsWith('answered')) {
            settled = before;
            break;
          }
        }
        expect({ server: server.url, refreshed: settled > askedFresh }).toEqual({ server: server.url, refreshed: true });
      }
    } finally {
      hang = false;
      await Promise.all(pair.map((server) => server.stop()));
      for (const socket of sockets) socket.destroy();
      relay.close();
    }
  }, 60_000);

  it('keeps a page’s head a minute: the API stopping does not take it off a page served before', async () => {
    const path = '/fr/goods/top_one';
    const before = await Promise.all([page(servers.nginx!, path), page(servers.node!, path)]);
    for (const answer of before)
      expect(seoPart(answer.html)).toContain('<link rel="canonical" href="https://shop.example/fr/goods/top_one">');
    await api.stop();
    const after = await Promise.all([page(servers.nginx!, path), page(servers.node!, path)]);
    expect(after.map((answer) => seoPart(answer.html))).toEqual(before.map((answer) => seoPart(answer.html)));
    // A page not served before gets the generic head at once.
    const fresh = await page(servers.nginx!, '/fr/goods/activity_list');
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain('<title>Mall</title>');
  });
});
