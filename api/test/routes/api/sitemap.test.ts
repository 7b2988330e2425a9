// The storefront's sitemaps over HTTP on a real database (issue 31): the index, and per locale the product, category
// and shop files a crawler reads, split at the configured size (the protocol's 50,000; 7 here, to see files split).
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { startApi, type TestApi } from '../../helper';
import { onShelf } from '../../../src/services/catalog/on-shelf';

const STOREFRONT = 'https://shop.example';
const PER_FILE = 7;
let api: TestApi;

beforeAll(async () => {
  api = await startApi({ storefrontUrl: STOREFRONT, sitemapUrlsPerFile: PER_FILE });
}, 60_000);
afterAll(() => api?.close());

async function fetchXml(url: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}
const ids = async (sql: string) => (await api.db.query<{ id: string | number }>(sql)).rows.map((row) => Number(row.id));

describe('GET /api/sitemap/index.xml and its files', () => {
  it('lists every product on sale, every shown category and every open shop, in each locale, at most 7 to a file', async () => {
    const index = await fetchXml(`${api.url}/api/sitemap/index.xml`);
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    const files = (await parseSitemapIndex(Readable.from([index.body]))).map((item) => item.url);

    const expected = {
      products: await ids(`SELECT id FROM product WHERE ${onShelf('product')} ORDER BY id`),
      categories: await ids('SELECT id FROM category WHERE lineage_shown ORDER BY id'),
      shops: await ids('SELECT id FROM merchant WHERE is_switch AND NOT is_del ORDER BY id'),
    };
    const path = {
      products: (id: number) => `/goods_detail/${id}`,
      categories: (id: number) => `/goods/goods_search?cid=${id}&title=`,
      shops: (id: number) => `/merchant/merchant/home?id=${id}`,
    };
    expect(expected.products.length).toBeGreaterThan(PER_FILE);
    for (const [locale, prefix] of [
      ['en', ''],
      ['fr', '/fr'],
      ['lao', '/lao'],
    ] as const) {
      for (const kind of ['products', 'categories', 'shops'] as const) {
        const mine = files.filter((url) => url.startsWith(`${api.config.apiUrl}/api/sitemap/${locale}/${kind}-`));
        expect(mine).toHaveLength(Math.ceil(expected[kind].length / PER_FILE));
        const listed: string[] = [];
        for (const file of mine) {
          // The index names the files at the API's public address (PUBLIC_URL); the test reaches the same API here.
          const answer = await fetchXml(file.replace(api.config.apiUrl, api.url));
          expect(answer.status).toBe(200);
          const items = await parseSitemap(Readable.from([answer.body]));
          expect(items.length).toBeGreaterThan(0);
          expect(items.length).toBeLessThanOrEqual(PER_FILE);
          listed.push(...items.map((item) => item.url));
          // Each page names itself in the five languages (Lao as `lo`) and the English one as the default.
          const [first] = items;
          const bare = first.url.slice(`${STOREFRONT}${prefix}`.length);
          expect(first.links.map((link) => [link.lang, link.url]).sort()).toEqual(
            [
              ['en', `${STOREFRONT}${bare}`],
              ['fr', `${STOREFRONT}/fr${bare}`],
              ['lo', `${STOREFRONT}/lao${bare}`],
              ['th', `${STOREFRONT}/th${bare}`],
              ['x-default', `${STOREFRONT}${bare}`],
              ['zh-CN', `${STOREFRONT}/zh-CN${bare}`],
            ].sort(),
          );
        }
        expect(listed).toEqual(expected[kind].map((id) => `${STOREFRONT}${prefix}${path[kind](id)}`));
      }
    }
  });

  it('dates a product by its last change, and leaves out one taken off sale', async () => {
    const [first, second] = await ids(`SELECT id FROM product WHERE ${onShelf('product')} ORDER BY id LIMIT 2`);
    await api.db.query(`UPDATE product SET store_name = store_name || ' II' WHERE id = $1`, [first]);
    await api.db.query('UPDATE product SET is_show = false WHERE id = $1', [second]);
    const { rows } = await api.db.query<{ updated_at: Date }>('SELECT updated_at FROM product WHERE id = $1', [first]);
    expect(Date.now() - new Date(rows[0].updated_at).getTime()).toBeLessThan(60_000);

    const answer = await fetchXml(`${api.url}/api/sitemap/th/products-${first}.xml`);
    const items = await parseSitemap(Readable.from([answer.body]));
    expect(items[0]).toMatchObject({ url: `${STOREFRONT}/th/goods_detail/${first}`, lastmod: new Date(rows[0].updated_at).toISOString() });
    expect(items.map((item) => item.url)).not.toContain(`${STOREFRONT}/th/goods_detail/${second}`);
    expect(items.length).toBe(PER_FILE);
    await api.db.query('UPDATE product SET is_show = true WHERE id = $1', [second]);
  });

  it('answers an address it never gave out as an unknown path', async () => {
    for (const path of [
      '/api/sitemap/de/products-1.xml',
      '/api/sitemap/en/orders-1.xml',
      '/api/sitemap/en/products-0.xml',
      '/api/sitemap/en/shops-99999999.xml',
    ]) {
      const response = await fetch(`${api.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(((await response.json()) as { code: number }).code).toBe(404);
    }
  });
});

describe('with CONTRACT_STRICT', () => {
  it('is not served, as a backend of the contract’s family has none', async () => {
    const strict = await startApi({ contractStrict: true });
    try {
      expect((await fetch(`${strict.url}/api/sitemap/index.xml`)).status).toBe(404);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
